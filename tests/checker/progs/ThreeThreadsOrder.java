// verdict: error

public class ThreeThreadsOrder {

  static int x;
  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { x = 1; } });
    Thread t2 = new Thread(new Runnable() { public void run() { x = 2; } });
    Thread t3 = new Thread(new Runnable() { public void run() { x = 3; } });
    t1.start(); t2.start(); t3.start(); t1.join(); t2.join(); t3.join();
    assert x != 2 : "t2 wrote last";
  }
}
