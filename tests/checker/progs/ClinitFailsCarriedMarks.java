// verdict: ok
/* A static initialiser that throws: the VM keeps an ExceptionInInitializerError
 * in the class's mirror for the NoClassDefFoundError of each later use, a
 * reference into a root written without an action.  The stretch that wrote
 * it was taken to have linked nothing shared, so the shared-object marks
 * were carried over it and disagreed with a walk (--check-probes: internal
 * error, exit 2, under dl-spor, de-spor and odpor). */
public class ClinitFailsCarriedMarks {
  static int seen;

  static class Bad {
    static int v;

    static {
      if (true) throw new RuntimeException("init");
    }
  }

  public static void main(String[] a) throws Exception {
    Thread t = new Thread(() -> {});
    t.start();
    try {
      seen = Bad.v;
    } catch (ExceptionInInitializerError e) {
      seen = 1;
    }
    t.join();
    assert seen == 1;
  }
}
