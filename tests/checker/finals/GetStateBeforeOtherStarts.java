// verdict: ok
// main starts s, then t; s reads t.getState().  r = 0 (NEW: before main's
// start of t), 1 (RUNNABLE) or 5 (TERMINATED).  dpor-graph missed r = 0
// (every marker, stateful and stateless, in every order): main's two
// start()s were one node, which s's start ordered before s
// (finals_test.py).
public class GetStateBeforeOtherStarts {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {});
    Thread s = new Thread(() -> { r = t.getState().ordinal(); });
    s.start();
    t.start();
    s.join();
    t.join();
  }
}
