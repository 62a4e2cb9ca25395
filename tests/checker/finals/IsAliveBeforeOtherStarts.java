// verdict: ok
// main starts s, then t; s asks t.isAlive(), then t.getState().  r = 1
// (alive), 2 (not started: before main's start of t) or 3 (ended).
// dpor-graph missed r = 2 (every marker, stateful and stateless, in every
// order): main's two start()s were one node, which s's start ordered
// before s (finals_test.py).
public class IsAliveBeforeOtherStarts {
  static int r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {});
    Thread s = new Thread(() -> {
      r = t.isAlive() ? 1 : t.getState() == Thread.State.NEW ? 2 : 3;
    });
    s.start();
    t.start();
    s.join();
    t.join();
  }
}
