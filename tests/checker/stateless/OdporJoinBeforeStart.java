/* main starts T2, then T1; T2 joins T1 and reads what T1 wrote.  A join of a
 * thread not yet started returns at once, so T2 can read 0.  odpor took a
 * join that returned after T1's end for one ordered after it -- and so after
 * main's start() of T1 -- and never put it before that start: it missed the
 * assertion, stateful and stateless, in every order (odpor_test.py; session
 * 28's hunt: dpor-graph misses it too, not mended). */
public class OdporJoinBeforeStart {
  static int x, r;

  public static void main(String[] args) throws Exception {
    Thread t1 = new Thread(() -> x = 1);
    Thread t2 = new Thread(() -> {
      try {
        t1.join();
      } catch (InterruptedException e) {
      }
      r = x;
    });
    t2.start();
    t1.start();
    t2.join();
    t1.join();
    assert r == 1 : "T2 joined T1 before it was started";
  }
}
