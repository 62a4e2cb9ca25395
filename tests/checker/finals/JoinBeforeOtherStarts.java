// verdict: ok
// main starts s, then t; s joins t and reads x, which t writes.  r = 0: s's
// join() came before main's start of t and returned at once; r = 1.
// dpor-graph missed r = 0 (every marker, stateful and stateless, in every
// order): main's two start()s were one node, which s's start ordered
// before s, and a join() that returns after the end is on a place of its
// own that no start() writes (finals_test.py).
public class JoinBeforeOtherStarts {
  static int x, r;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { x = 1; });
    Thread s = new Thread(() -> {
      try {
        t.join();
      } catch (InterruptedException e) {
      }
      r = x;
    });
    s.start();
    t.start();
    s.join();
    t.join();
  }
}
