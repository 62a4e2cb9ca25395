// verdict: error

public class LostUpdateVolatile {

  static volatile int count;
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { count = count + 1; } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert count == 2 : "volatile is not atomic: " + count;
  }
}
