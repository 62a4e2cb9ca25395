// verdict: error
/* T interrupts main, then notifies the monitor main waits on.  When the
 * notify comes before main, woken by the interrupt, runs again, it may
 * choose main (HotSpot's waiter is in the wait set until it takes itself
 * out): wait() returns normally and the flag stays set, so t.join() throws
 * InterruptedException, uncaught (JLS 17.2.4 allows it; HotSpot shows it
 * in a few runs).  An interrupted waiter left the wait set at once: every
 * strategy said no error. */
public class WaitNotifiedKeepsInterrupt {
  static final Object M = new Object();

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(() -> {
      main.interrupt();
      synchronized (M) {
        M.notify();
      }
    });
    t.start();
    synchronized (M) {
      try {
        M.wait();
      } catch (InterruptedException e) {
        return;
      }
    }
    t.join();
  }
}
