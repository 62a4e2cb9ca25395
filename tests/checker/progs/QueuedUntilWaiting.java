// verdict: error
// depth: 2000
// stateless executions: 300
// stateless: bound
/* SpinUntilBlocked with a ReentrantLock: the thread stopped at the held
 * lock is counted by hasQueuedThreads()/getQueueLength() and shows WAITING
 * (the JDK parks it), so main gets past its spin, and the thread's
 * assertion fails on every path that does. */
import java.util.concurrent.locks.ReentrantLock;

public class QueuedUntilWaiting {
  static final ReentrantLock lock = new ReentrantLock();
  static int x;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      lock.lock();
      try {
        assert x == 0 : "main wrote x first";
      } finally {
        lock.unlock();
      }
    });
    lock.lock();
    try {
      t.start();
      while (!lock.hasQueuedThreads()) Thread.yield();
      if (lock.getQueueLength() == 1 && lock.hasQueuedThread(t)
          && t.getState() == Thread.State.WAITING)
        x = 1;
    } finally {
      lock.unlock();
    }
    t.join();
  }
}
