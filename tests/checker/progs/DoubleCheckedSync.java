// verdict: ok

public class DoubleCheckedSync {

  static volatile Helper helper; static int inits;
  static class Helper { int x; Helper() { inits++; x = 42; } }
  static Helper get() {
    Helper h = helper;
    if (h == null) { synchronized (DoubleCheckedSync.class) { h = helper; if (h == null) { h = new Helper(); helper = h; } } }
    return h;
  }
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { assert get().x == 42; } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert inits == 1 : "initialised " + inits + " times";
  }
}
