// verdict: ok
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class RWLockDowngrade {

  static int value; static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  public static void main(String[] x) throws Exception {
    Runnable r = new Runnable() { public void run() {
      rw.writeLock().lock(); value++; rw.readLock().lock(); rw.writeLock().unlock(); int v = value; rw.readLock().unlock(); assert v >= 1; } };
    Thread a = new Thread(r), b = new Thread(r);
    a.start(); b.start(); a.join(); b.join();
    assert value == 2;
  }
}
