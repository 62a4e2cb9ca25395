// verdict: ok
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class RWLockCorrect {

  static int value; static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  public static void main(String[] x) throws Exception {
    Runnable writer = new Runnable() { public void run() { rw.writeLock().lock(); try { value++; } finally { rw.writeLock().unlock(); } } };
    Runnable reader = new Runnable() { public void run() { rw.readLock().lock(); try { int v = value; assert v >= 0 && v <= 2; } finally { rw.readLock().unlock(); } } };
    Thread w1 = new Thread(writer), w2 = new Thread(writer), r = new Thread(reader);
    w1.start(); w2.start(); r.start(); w1.join(); w2.join(); r.join();
    assert value == 2 : "value " + value;
  }
}
