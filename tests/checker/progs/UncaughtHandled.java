// verdict: ok
/* An exception a thread's handler takes is no error (java runs the handler;
 * so does JPF by default): the worker's handler and the default one both
 * record what they were given, and main checks it. */
public class UncaughtHandled {
  static volatile String mine, byDefault;

  public static void main(String[] args) throws Exception {
    Thread.setDefaultUncaughtExceptionHandler((t, e) -> byDefault = t.getName() + ":" + e.getMessage());
    Thread w = new Thread(() -> { throw new IllegalStateException("boom"); }, "W");
    w.setUncaughtExceptionHandler((t, e) -> mine = e.getMessage());
    Thread v = new Thread(() -> { throw new IllegalArgumentException("bang"); }, "V");
    w.start();
    v.start();
    w.join();
    v.join();
    assert "boom".equals(mine) : "own handler saw " + mine;
    assert "V:bang".equals(byDefault) : "default handler saw " + byDefault;
  }
}
