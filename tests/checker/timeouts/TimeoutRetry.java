// verdict: ok
// Waiting in rounds of a timed await until the flag is set: every round may
// time out, and the loop still ends only with the flag set.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

public class TimeoutRetry {
  static final ReentrantLock lock = new ReentrantLock();
  static final Condition ready = lock.newCondition();
  static boolean flag;

  public static void main(String[] args) throws InterruptedException {
    new Thread(() -> {
      lock.lock();
      try {
        flag = true;
        ready.signalAll();
      } finally {
        lock.unlock();
      }
    }).start();
    lock.lock();
    try {
      while (!flag)
        ready.await(10, TimeUnit.MILLISECONDS);
      assert flag;
    } finally {
      lock.unlock();
    }
  }
}
