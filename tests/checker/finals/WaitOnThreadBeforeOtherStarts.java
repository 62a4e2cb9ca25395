// verdict: ok
// main starts s, then t; s waits on t's monitor while t.isAlive() (as
// join() does in the JDK), then reads x, which t writes.  r = 0: s saw t
// not alive before main's start of t; r = 1.  dpor-graph missed r = 0
// (every marker, stateful and stateless, in every order): main's two
// start()s were one node, which s's start ordered before s
// (finals_test.py).
public class WaitOnThreadBeforeOtherStarts {
  static int x, r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { x = 1; });
    Thread s = new Thread(() -> {
      synchronized (t) {
        while (t.isAlive()) {
          try {
            t.wait();
          } catch (InterruptedException e) {
          }
        }
      }
      r = x;
    });
    s.start();
    t.start();
    s.join();
    t.join();
  }
}
