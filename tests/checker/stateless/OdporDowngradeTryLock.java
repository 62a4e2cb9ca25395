import java.util.concurrent.locks.ReentrantReadWriteLock;

/* Main takes the write lock, sets x, downgrades to a read hold and lets go;
 * R tries the write lock once.  R gets it after main let go of both holds
 * and then sets x = 2.  odpor took main's read acquire under its own write
 * hold (an inner acquire) for an order after R's failed tryLock, so R's
 * attempt was never put after main's releases (--order=seq:1,0; helper 30's
 * hunt; odpor_test.py). */
public class OdporDowngradeTryLock {
  static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  static int x, got;

  public static void main(String[] args) throws Exception {
    Thread r = new Thread(() -> {
      if (rw.writeLock().tryLock()) {
        x = 2;
        rw.writeLock().unlock();
        got = 1;
      } else {
        got = 2;
      }
    });
    r.start();
    rw.writeLock().lock();
    x = 1;
    rw.readLock().lock();
    rw.writeLock().unlock();
    rw.readLock().unlock();
    r.join();
    assert !(x == 2 && got == 1) : "R took the write lock after main let go";
  }
}
