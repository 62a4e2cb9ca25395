// verdict: error
import java.util.concurrent.locks.ReentrantLock;

// T1 takes a ReentrantLock twice, T0 once; either may go first.  The error
// is T0 first.  odpor once took T1's inner acquire for T0's race partner,
// and the inner one hid the outer one (ReentrantNestedT0First is the same
// with T0 started first).
public class ReentrantNestedOrder {
  static int f2;
  static final ReentrantLock R = new ReentrantLock();

  public static void main(String[] args) throws InterruptedException {
    Thread t0 = new Thread(() -> {
      R.lock();
      try {
        if (f2 == 0) throw new AssertionError("T0 ran first");
      } finally {
        R.unlock();
      }
    });
    Thread t1 = new Thread(() -> {
      R.lock();
      try {
        R.lock();
        try {
          f2 = 22;
        } finally {
          R.unlock();
        }
      } finally {
        R.unlock();
      }
    });
    t1.start();
    t0.start();
  }
}
