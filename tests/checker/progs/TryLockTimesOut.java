// verdict: error
// stateless: skip none (5000 executions of the unreduced search end before the timeout comes)
/* B's tryLock(5 ms) times out when A holds the lock until then.  odpor
 * also counted B's first attempt, which waited, as a hold, so the acquire
 * after A's release looked reentrant and raced with nothing. */
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockTimesOut {
  public static void main(String[] args) throws Exception {
    ReentrantLock lock = new ReentrantLock();
    Thread a = new Thread(() -> {
      lock.lock();
      lock.unlock();
    });
    Thread b = new Thread(() -> {
      boolean got = false;
      try {
        got = lock.tryLock(5, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        return;
      }
      if (got) lock.unlock();
      assert got : "tryLock(5 ms) timed out while A held the lock";
    });
    a.start();
    b.start();
    a.join();
    b.join();
  }
}
