// verdict: error

public class FakeCas {

  static int value;
  static boolean cas(int expect, int update) { if (value == expect) { value = update; return true; } return false; }
  static int wins;
  static synchronized void won() { wins++; }
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { if (cas(0, 1)) won(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert wins == 1 : wins + " threads won the CAS";
  }
}
