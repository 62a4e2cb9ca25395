// verdict: error
// depth: 200
// pending: dl-jpf and dpor-graph --stateful miss the error (found in session 23): W0 takes L
// first and spins for ever, W1 stays blocked on L, and L_r never shows W1's acquire after W0's
// (dl-spor finds it since its direct conflicts: checker.spin); stateless searches, even none's,
// run down the spin loop to their bound (exit 3, as expected)

/* If W1 takes L before W0, it sets x and fails; if W0 takes it first, W0
 * spins holding L for ever (a livelock, no error).  The unreduced search,
 * spor, de-spor and odpor find the failure. */
public class SpinHoldLock {
  static int x;
  static final Object L = new Object();

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> {
      synchronized (L) {
        while (x == 0) Thread.yield();
      }
    }, "W0");
    Thread w1 = new Thread(() -> {
      synchronized (L) {
        x = 1;
      }
      assert false : "W1 got the lock first";
    }, "W1");
    w0.start();
    w1.start();
  }
}
