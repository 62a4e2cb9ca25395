// verdict: error
// stateless executions: 20000
// The initialiser is the superclass's (Base); the threads use the subclass
// (Leaf), which has none of its own, W0 by new and W1 by a static call after
// other work under a lock.  W1 may still come first and run Base.<clinit>.
public class ClinitSubclassLate {
  static final Object lock = new Object();
  static int other;

  static class Base {
    static final String by = Thread.currentThread().getName();
  }

  static class Leaf extends Base {
    static int size() { return 1; }
  }

  public static void main(String[] args) throws Exception {
    Thread w0 = new Thread(() -> { new Leaf(); }, "W0");
    Thread w1 = new Thread(() -> {
      synchronized (lock) {
        other++;
      }
      Leaf.size();
    }, "W1");
    w0.start();
    w1.start();
    w0.join();
    w1.join();
    assert Base.by.equals("W0") : "Base initialised by " + Base.by;
  }
}
