// verdict: error

public class UnsafePublication {

  static Box box;
  static class Box { int x; }
  public static void main(String[] a) throws Exception {
    Thread w = new Thread(new Runnable() { public void run() { Box b = new Box(); box = b; b.x = 1; } });
    Thread r = new Thread(new Runnable() { public void run() { Box b = box; if (b != null) assert b.x == 1 : "saw a half-built object"; } });
    w.start(); r.start(); w.join(); r.join();
  }
}
