// verdict: error
/* Right after start() the new thread may not have reached the monitor main
 * holds: getState() can say RUNNABLE (java does, most runs).  Its local
 * steps up to the monitor change the answer, but they were run alone
 * first, as independent of everything: the reduced strategies saw only
 * BLOCKED (session 27's hunt).  A thread's invisible steps are no longer
 * run alone while another thread is about to perform an action that
 * conflicts with everything. */
public class GetStateBeforeMonitor {
  static final Object lock = new Object();

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      synchronized (lock) {
      }
    });
    synchronized (lock) {
      t.start();
      assert t.getState() == Thread.State.BLOCKED : "not blocked yet";
    }
    t.join();
  }
}
