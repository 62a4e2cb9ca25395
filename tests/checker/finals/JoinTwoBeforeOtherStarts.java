// verdict: ok
// main starts a, w and b; a and b join w and read x, which w writes.
// r1 = 0: a's join() came before main's start of w and returned at once
// (b starts after w: r2 = 1).  dpor-graph missed r1 = 0 (every marker,
// stateful and stateless, in every order; finals_test.py).
public class JoinTwoBeforeOtherStarts {
  static int x, r1, r2;

  public static void main(String[] args) throws Exception {
    Thread w = new Thread(() -> { x = 1; });
    Thread a = new Thread(() -> {
      try {
        w.join();
      } catch (InterruptedException e) {
      }
      r1 = x;
    });
    Thread b = new Thread(() -> {
      try {
        w.join();
      } catch (InterruptedException e) {
      }
      r2 = x;
    });
    a.start();
    w.start();
    b.start();
    a.join();
    b.join();
  }
}
