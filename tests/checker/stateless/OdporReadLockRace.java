import java.util.concurrent.locks.ReentrantReadWriteLock;

/* Two threads increment x under a read lock: readers do not exclude each
 * other, so an update can be lost.  odpor took a read acquire after another
 * thread's read release for an order (happens-before), so the increments
 * did not race: odpor --stateless --order=seq:2,1,0 missed the lost update
 * (odpor_test.py; helper 30's hunt). */
public class OdporReadLockRace {
  static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  static int x;

  public static void main(String[] args) throws Exception {
    Runnable inc = () -> {
      rw.readLock().lock();
      try {
        int v = x;
        x = v + 1;
      } finally {
        rw.readLock().unlock();
      }
    };
    Thread t1 = new Thread(inc);
    Thread t2 = new Thread(inc);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    assert x == 2 : "an update was lost: x = " + x;
  }
}
