// verdict: ok
import java.util.concurrent.atomic.AtomicInteger;
public class RealCas {

  static final AtomicInteger value = new AtomicInteger();
  static final AtomicInteger wins = new AtomicInteger();
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { if (value.compareAndSet(0, 1)) wins.incrementAndGet(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r), t3 = new Thread(r);
    t1.start(); t2.start(); t3.start(); t1.join(); t2.join(); t3.join();
    assert wins.get() == 1 : wins.get() + " threads won the CAS";
  }
}
