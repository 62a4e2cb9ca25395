// getState() of a thread that waits, sleeps and ends: every state java can
// show (finals_test.py).  getState() was no action: no strategy but none
// put it anywhere but where it first ran.
public class GetStateOrders {
  static final Object o = new Object();
  static boolean go;
  static int seen;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (o) {
        while (!go) {
          try {
            o.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
      }
    });
    t.start();
    seen = t.getState().ordinal();
    synchronized (o) {
      go = true;
      o.notifyAll();
    }
    t.join();
  }
}
