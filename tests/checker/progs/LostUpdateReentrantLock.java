// verdict: ok
import java.util.concurrent.locks.ReentrantLock;
public class LostUpdateReentrantLock {

  static int count; static final ReentrantLock lock = new ReentrantLock();
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { lock.lock(); try { count++; } finally { lock.unlock(); } } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 2 : "lost update: " + count;
  }
}
