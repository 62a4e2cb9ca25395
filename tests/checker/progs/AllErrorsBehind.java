// verdict: error
/* Under --all-errors the search goes on after each error: thread B fails
 * whatever the others do, and the path ends there, so a strategy that
 * tracks dependences must take the threads it cut off as conflicting with
 * anything (as at a depth bound), or it never runs A or C before B's end
 * and misses C's failures, which depend on the order of A's and B's
 * writes around C's two reads of x. */
public class AllErrorsBehind {
  static int x;
  static volatile int z;

  public static void main(String[] args) throws Exception {
    Thread a = new Thread(() -> { x = 3; }, "A");
    Thread b = new Thread(() -> {
      x = 2;
      z = 2;
      assert z != 2 : "B sees z=" + z;
    }, "B");
    Thread c = new Thread(() -> { assert x != 3 : "C sees x=" + x; }, "C");
    b.start();
    a.start();
    c.start();
    a.join();
    b.join();
    c.join();
  }
}
