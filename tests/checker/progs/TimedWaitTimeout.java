// verdict: error
// wait(ms) may return without a notify, whatever the clock says: the
// worker's notify can come too late.
public class TimedWaitTimeout {
  static final Object lock = new Object();
  static boolean ready;
  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { synchronized (lock) { ready = true; lock.notify(); } });
    t.start();
    synchronized (lock) {
      if (!ready) lock.wait(60000);
      assert ready : "woke up before the worker was ready";
    }
    t.join();
  }
}
