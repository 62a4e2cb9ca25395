// verdict: error
// stateless executions: 20000

public class LostUpdateWrongLocks {

  static int count;
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { synchronized (this) { count++; } } };
    Runnable s = new Runnable() { public void run() { synchronized (this) { count++; } } };
    Thread t1 = new Thread(r), t2 = new Thread(s);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 2 : "two different locks: " + count;
  }
}
