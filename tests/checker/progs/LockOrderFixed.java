// verdict: ok

public class LockOrderFixed {

  static final Object a = new Object(), b = new Object();
  public static void main(String[] x) throws Exception {
    Runnable r = new Runnable() { public void run() { synchronized (a) { synchronized (b) { } } } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
  }
}
