// verdict: ok

public class NullSafeLocal {

  static String s = "x";
  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Runnable() { public void run() { s = null; } });
    Thread t2 = new Thread(new Runnable() { public void run() { String l = s; if (l != null) l.length(); } });
    t1.start(); t2.start(); t1.join(); t2.join();
  }
}
