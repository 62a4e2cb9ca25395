// verdict: ok

public class LostUpdateFixedSync {

  static int count; static final Object lock = new Object();
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { synchronized (lock) { count++; } } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 2 : "lost update: " + count;
  }
}
