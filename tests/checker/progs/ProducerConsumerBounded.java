// verdict: ok

public class ProducerConsumerBounded {

  static final int[] buf = new int[1]; static int n; static final Object lock = new Object(); static int sum;
  public static void main(String[] x) throws Exception {
    Thread p = new Thread(new Runnable() { public void run() {
      for (int i = 1; i <= 2; i++) synchronized (lock) { try { while (n == 1) lock.wait(); } catch (InterruptedException e) { } buf[0] = i; n = 1; lock.notifyAll(); } } });
    Thread c = new Thread(new Runnable() { public void run() {
      for (int i = 1; i <= 2; i++) synchronized (lock) { try { while (n == 0) lock.wait(); } catch (InterruptedException e) { } sum += buf[0]; n = 0; lock.notifyAll(); } } });
    p.start(); c.start(); p.join(); c.join();
    assert sum == 3 : "sum " + sum;
  }
}
