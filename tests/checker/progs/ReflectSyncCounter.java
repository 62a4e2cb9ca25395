// verdict: ok

import java.lang.reflect.Method;

/** A synchronized method called through Method.invoke from two threads: no update is lost. */
public class ReflectSyncCounter {
  static class Counter { private int n; synchronized void inc() { n++; } synchronized int get() { return n; } }
  public static void main(String[] a) throws Exception {
    Counter c = new Counter();
    Method inc = Counter.class.getDeclaredMethod("inc");
    Runnable r = () -> {
      try { inc.invoke(c); } catch (ReflectiveOperationException e) { throw new RuntimeException(e); }
    };
    Thread t1 = new Thread(r), t2 = new Thread(r);
    t1.start(); t2.start(); t1.join(); t2.join();
    assert (Integer) Counter.class.getDeclaredMethod("get").invoke(c) == 2 : "lost update";
  }
}
