// verdict: error
// Condition.await(timeout) returns false when no signal comes in time.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

public class TimeoutCondition {
  static final ReentrantLock lock = new ReentrantLock();
  static final Condition ready = lock.newCondition();
  static boolean flag;

  public static void main(String[] args) throws InterruptedException {
    new Thread(() -> {
      lock.lock();
      try {
        flag = true;
        ready.signal();
      } finally {
        lock.unlock();
      }
    }).start();
    lock.lock();
    try {
      while (!flag)
        if (!ready.await(100, TimeUnit.MILLISECONDS)) break;
      assert flag : "timed out before the signal";
    } finally {
      lock.unlock();
    }
  }
}
