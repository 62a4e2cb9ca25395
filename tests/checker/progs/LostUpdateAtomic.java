// verdict: ok
import java.util.concurrent.atomic.AtomicInteger;
public class LostUpdateAtomic {

  static final AtomicInteger count = new AtomicInteger();
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { count.incrementAndGet(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count.get() == 2 : "lost update: " + count.get();
  }
}
