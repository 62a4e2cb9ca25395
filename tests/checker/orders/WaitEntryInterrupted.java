// main interrupts T, then looks inside the monitor T waits on.  seen = 1:
// T's wait() began before the interrupt and let the monitor go.  A wait()
// that threw at once (its flag already set) performed no action, and one
// that began read no flag, so the interrupt and the wait's entry did not
// race: odpor --stateless and spor-sleep --stateless missed seen = 1
// (orders_test.py; session 28's hunt).
public class WaitEntryInterrupted {
  static final Object M = new Object();
  static int y, seen;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (M) {
        y = 1;
        try {
          M.wait();
        } catch (InterruptedException e) {
        }
        y = 0;
      }
    });
    t.start();
    t.interrupt();
    synchronized (M) {
      seen = y;
    }
    t.join();
  }
}
