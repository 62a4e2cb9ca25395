// verdict: error
// stateless executions: 300000

public class LockOrderDeadlock {

  static final Object a = new Object(), b = new Object();
  public static void main(String[] x) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { synchronized (a) { synchronized (b) { } } } });
    Thread t2 = new Thread(new Runnable() { public void run() { synchronized (b) { synchronized (a) { } } } });
    t1.start(); t2.start(); t1.join(); t2.join();
  }
}
