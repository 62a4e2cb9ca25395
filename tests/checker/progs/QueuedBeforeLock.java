// verdict: error
/* GetStateBeforeMonitor with a ReentrantLock's queue: right after start()
 * the new thread may not have called lock() yet (java: some runs). */
import java.util.concurrent.locks.ReentrantLock;

public class QueuedBeforeLock {
  static final ReentrantLock lock = new ReentrantLock();

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      lock.lock();
      lock.unlock();
    });
    lock.lock();
    try {
      t.start();
      assert lock.hasQueuedThreads() : "not queued yet";
    } finally {
      lock.unlock();
    }
    t.join();
  }
}
