// T waits until done; main sets done, notifies and interrupts T.  res = 1:
// the interrupt came before T took the monitor back, and wait() threw (JLS
// 17.2.4 allows it); res = 2: it returned.  wait() read its flag when it had
// the monitor back with no action, so with --order=seq:1,0 dl-spor, dl-jpf,
// de-*, odpor missed res = 1 (session 27's WaitNotifiedThenInterrupted;
// orders_test.py).
public class WaitNotifiedInterruptedOrders {
  static final Object M = new Object();
  static boolean done;
  static int res;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (M) {
        while (!done) {
          try {
            M.wait();
          } catch (InterruptedException e) {
            res = 1;
            return;
          }
        }
        res = 2;
      }
    });
    t.start();
    synchronized (M) {
      done = true;
      M.notify();
    }
    t.interrupt();
    t.join();
  }
}
