// verdict: error
// A program's own timed wait: wait(remaining) until a deadline read from
// the clock.  A wait that times out must show on the clock, or the loop
// never sees that the time is up.
public class TimeoutOwnLoop {
  static final Object lock = new Object();
  static boolean ready;

  public static void main(String[] args) throws InterruptedException {
    new Thread(() -> {
      synchronized (lock) {
        ready = true;
        lock.notifyAll();
      }
    }).start();
    long deadline = System.currentTimeMillis() + 100;
    synchronized (lock) {
      long left;
      while (!ready && (left = deadline - System.currentTimeMillis()) > 0)
        lock.wait(left);
      assert ready : "gave up at the deadline";
    }
  }
}
