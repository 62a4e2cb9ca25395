// verdict: error

public class CheckThenAct {

  static Object instance; static int created;
  static void getInstance() { if (instance == null) { created++; instance = new Object(); } }
  public static void main(String[] a) throws Exception {
    Runnable r = new Runnable() { public void run() { getInstance(); } };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert created == 1 : "created " + created + " instances";
  }
}
