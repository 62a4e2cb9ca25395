/* W0's initialiser of K waits for good; W1 uses K after a write of y.  If
 * W0 starts K's initialisation first, W1 waits for it for good too (a
 * deadlock); if W1 gets to K first, it initialises K itself and the program
 * ends with done = 1.  At the state where W0 starts, W1's next step is its
 * write of y: only the use of K that W1 waits to perform, blocked, in the
 * deadlock's state shows that W1 could have gone first (vm/explore.c,
 * ex_blocked_acquire).  spin_test.sh asks for the final state done = 1. */
public class ClinitWaitsForGood {
  static volatile int y;
  static int done;
  static final Object never = new Object();

  static class K {
    static int v;

    static {
      if (Thread.currentThread().getName().equals("W0")) {
        synchronized (never) {
          try {
            never.wait();
          } catch (InterruptedException e) {
          }
        }
      }
    }
  }

  public static void main(String[] args) {
    Thread w0 = new Thread(() -> { int t = K.v; }, "W0");
    Thread w1 = new Thread(() -> {
      y = 1;
      int t = K.v;
      done = 1;
    }, "W1");
    w1.start();
    w0.start();
  }
}
