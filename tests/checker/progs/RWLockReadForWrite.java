// verdict: error
// stateless: skip none (plain depth-first search without state matching does not reach the error within 1,000,000 executions; stateless DPOR will)
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class RWLockReadForWrite {

  static int value; static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  public static void main(String[] x) throws Exception {
    Runnable writer = new Runnable() { public void run() { rw.readLock().lock(); try { value++; } finally { rw.readLock().unlock(); } } };
    Thread w1 = new Thread(writer), w2 = new Thread(writer);
    w1.start(); w2.start(); w1.join(); w2.join();
    assert value == 2 : "writers under the read lock: " + value;
  }
}
