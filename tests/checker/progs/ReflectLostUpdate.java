// verdict: error
// stateless: skip none (the reflective lookups before the race make too many interleavings for the bound)

import java.lang.reflect.Field;
import java.lang.reflect.Method;

/** An unsynchronized read-modify-write reached through Method.invoke and Field.setInt: reflection's accesses are visible. */
public class ReflectLostUpdate {
  static class Counter { int n; void inc() { n++; } }
  public static void main(String[] a) throws Exception {
    Counter c = new Counter();
    Method inc = Counter.class.getDeclaredMethod("inc");
    Field n = Counter.class.getDeclaredField("n");
    Thread t = new Thread(() -> {
      try { inc.invoke(c); } catch (ReflectiveOperationException e) { throw new RuntimeException(e); }
    });
    t.start();
    n.setInt(c, n.getInt(c) + 1);
    t.join();
    assert c.n == 2 : "lost update: " + c.n;
  }
}
