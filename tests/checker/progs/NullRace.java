// verdict: error

public class NullRace {

  static String s = "x";
  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { s = null; } });
    Thread t2 = new Thread(new Runnable() { public void run() { if (s != null) s.length(); } });
    t1.start(); t2.start(); t1.join(); t2.join();
  }
}
