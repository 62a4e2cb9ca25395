// verdict: ok

public class SafePublication {

  static Box box;
  static class Box { int x; }
  public static void main(String[] a) throws Exception {
    Thread w = new Thread(new Runnable() { public void run() { Box b = new Box(); b.x = 1; synchronized (Box.class) { box = b; } } });
    Thread r = new Thread(new Runnable() { public void run() { Box b; synchronized (Box.class) { b = box; } if (b != null) assert b.x == 1; } });
    w.start(); r.start(); w.join(); r.join();
  }
}
