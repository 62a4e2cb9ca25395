// verdict: error
// An initialiser that always fails: the thread that runs it gets
// ExceptionInInitializerError, the other NoClassDefFoundError.  main asserts
// that it ran it; the worker may have.  A use of a class whose racy
// initialisation failed read nothing (only a use of one that succeeded did),
// so dl-jpf, de-spor, de-jpf and odpor never tried the worker first.
public class ClinitFailsOther {
  static boolean fail = true;

  static class Broken {
    static int v;

    static {
      if (fail) throw new IllegalStateException("broken");
    }
  }

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> {
      try {
        int r = Broken.v;
      } catch (Throwable e) {
      }
    });
    t.start();
    boolean ranIt = false;
    try {
      int r = Broken.v;
    } catch (ExceptionInInitializerError e) {
      ranIt = true;
    } catch (NoClassDefFoundError e) {
    }
    t.join();
    assert ranIt : "the worker ran Broken's initialiser";
  }
}
