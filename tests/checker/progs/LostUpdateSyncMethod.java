// verdict: ok

public class LostUpdateSyncMethod {

  static int count;
  static synchronized void inc() { count++; }
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { inc(); inc(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 4 : "lost update: " + count;
  }
}
