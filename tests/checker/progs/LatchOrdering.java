// verdict: ok
import java.util.concurrent.CountDownLatch;
public class LatchOrdering {

  static int value; static final CountDownLatch latch = new CountDownLatch(1);
  public static void main(String[] a) throws Exception {
    Thread w = new Thread(new Runnable() { public void run() { value = 7; latch.countDown(); } });
    Thread r = new Thread(new Runnable() { public void run() { try { latch.await(); } catch (InterruptedException e) { } assert value == 7; } });
    w.start(); r.start(); w.join(); r.join();
  }
}
