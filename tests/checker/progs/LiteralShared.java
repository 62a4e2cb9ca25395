// verdict: ok
// Two threads hold the same interned string literal; T1 takes it with ldc
// in the middle of a transition and reads its fields (String.hashCode).
// The literal is shared from the moment T1 holds it too: ldc hands a thread
// an object another thread may hold without its reading the heap, so the
// shared-object analysis is made again after it (the verdict tests'
// --check-probes walks again to make sure).
public class LiteralShared {
  static final Object lock = new Object();

  static final class Box {
    int v;
  }

  public static void main(String[] a) throws Exception {
    Thread t2 = new Thread(() -> {
      String s = "a literal both threads hold";
      synchronized (lock) {
      }
      if (s.hashCode() != "a literal both threads hold".hashCode()) throw new AssertionError();
    });
    Thread t1 = new Thread(() -> {
      Box b = new Box();
      b.v = 1;
      String s = "a literal both threads hold";
      b.v = s.hashCode();
    });
    t2.start();
    t1.start();
    t1.join();
    t2.join();
  }
}
