// verdict: error

public class BrokenDoubleChecked {

  static Helper helper; static int inits;
  static class Helper { int x; Helper() { inits++; x = 42; } }
  static Helper get() { if (helper == null) { Helper h = new Helper(); helper = h; } return helper; }
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { get(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert inits == 1 : "initialised " + inits + " times";
  }
}
