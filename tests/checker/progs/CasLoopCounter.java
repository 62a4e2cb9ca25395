// verdict: ok
import java.util.concurrent.atomic.AtomicInteger;
public class CasLoopCounter {

  static final AtomicInteger c = new AtomicInteger();
  static void inc() { int v; do { v = c.get(); } while (!c.compareAndSet(v, v + 1)); }
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { inc(); inc(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert c.get() == 4 : "count " + c.get();
  }
}
