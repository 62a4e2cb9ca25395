// verdict: error
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class RWLockUpgradeDeadlock {

  static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  public static void main(String[] x) throws Exception {
    Thread t = new Thread(new Runnable() { public void run() { rw.readLock().lock(); rw.writeLock().lock(); } });
    t.start(); t.join();
  }
}
