// verdict: error
/* B's tryLock() fails when A holds the lock at that moment.  odpor and
 * dpor-graph took A's unlock and B's tryLock for a pair that cannot be
 * reversed (an acquire waits for the release) and never ran B while A held
 * the lock; a tryLock does not wait (Action.try_acquire). */
import java.util.concurrent.locks.ReentrantLock;

public class TryLockFailsHeld {
  public static void main(String[] args) throws Exception {
    ReentrantLock lock = new ReentrantLock();
    Thread a = new Thread(() -> {
      lock.lock();
      lock.unlock();
    });
    Thread b = new Thread(() -> {
      boolean got = lock.tryLock();
      if (got) lock.unlock();
      assert got : "tryLock failed: A held the lock";
    });
    a.start();
    b.start();
    a.join();
    b.join();
  }
}
