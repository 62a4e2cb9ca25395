// verdict: error
/* The waiter is interrupted before the signal: await() may throw
 * (AwaitSignalledThenInterrupted's other side). */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class AwaitInterruptedFirst {
  static final ReentrantLock l = new ReentrantLock();
  static final Condition c = l.newCondition();
  static boolean done;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      l.lock();
      try {
        while (!done) c.await();
      } catch (InterruptedException e) {
        throw new AssertionError("interrupted before the signal");
      } finally {
        l.unlock();
      }
    });
    t.start();
    t.interrupt();
    l.lock();
    try {
      done = true;
      c.signal();
    } finally {
      l.unlock();
    }
    t.join();
  }
}
