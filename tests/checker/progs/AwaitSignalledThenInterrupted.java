// verdict: ok
/* A Condition.await() signalled before its thread is interrupted returns
 * normally with the flag set (the JDK's AbstractQueuedSynchronizer
 * re-interrupts); jpor threw InterruptedException on every strategy (found
 * by session 27's hunt). */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class AwaitSignalledThenInterrupted {
  static final ReentrantLock l = new ReentrantLock();
  static final Condition c = l.newCondition();
  static boolean done;

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      l.lock();
      try {
        while (!done) c.await();
      } catch (InterruptedException e) {
        assert !done : "await threw after the signal";
      } finally {
        l.unlock();
      }
    });
    t.start();
    l.lock();
    try {
      done = true;
      c.signal();
    } finally {
      l.unlock();
    }
    t.interrupt();
    t.join();
  }
}
