// verdict: error
import java.util.concurrent.locks.ReentrantLock;

// T1 takes a ReentrantLock twice, T0 once; either may go first.  The error
// is T0 first.  Found by the cross-check (generated program 1612).
public class ReentrantNestedT0First {
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
    t0.start();
    t1.start();
  }
}
