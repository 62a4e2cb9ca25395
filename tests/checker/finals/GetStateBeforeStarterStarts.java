// verdict: ok
// s, not main, starts u, then t; u reads t.getState().  r = 0 (NEW: before
// s's start of t), 1 (RUNNABLE) or 5 (TERMINATED).  dpor-graph missed r = 0
// (every marker, stateful and stateless, in every order): s's two start()s
// were one node, which u's start ordered before u (finals_test.py).
public class GetStateBeforeStarterStarts {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {});
    Thread u = new Thread(() -> { r = t.getState().ordinal(); });
    Thread s = new Thread(() -> {
      u.start();
      t.start();
    });
    s.start();
    s.join();
    u.join();
    t.join();
  }
}
