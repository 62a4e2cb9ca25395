/* A class loaded but never initialised on some paths (the search peeked at
 * the getstatic that would initialise it, then went back) listed its
 * default statics among the final states, so a strategy that peeked there
 * showed another final state than none for the same outcome. */
public class UninitClassNotFinal {
  static volatile int x;
  static int q = -1;

  static class C {
    static int v = 5;
  }

  public static void main(String[] a) throws Exception {
    Thread t = new Thread(() -> {
      if (x == 0) q = C.v;
    });
    t.start();
    x = 1;
    t.join();
  }
}
