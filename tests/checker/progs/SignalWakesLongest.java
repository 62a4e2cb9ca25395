// verdict: ok
/* Two threads wait on one Condition, T1 first (main waits until it
 * waits); one signal() then wakes T1: AbstractQueuedSynchronizer's
 * ConditionObject documents that signal moves the longest-waiting thread.
 * jpor made the signalled waiter a choice, so every strategy, none included,
 * reported that T2 could be woken first (a false alarm).  Object.notify()
 * stays a choice: the JVM specification lets it wake any waiter. */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class SignalWakesLongest {
  static final ReentrantLock lock = new ReentrantLock();
  static final Condition cond = lock.newCondition();
  static int waiting, woken;

  static void await(int id) {
    lock.lock();
    try {
      waiting++;
      cond.awaitUninterruptibly();
      if (woken == 0) woken = id;
    } finally {
      lock.unlock();
    }
  }

  static void untilWaiting(int n) {
    while (true) {
      lock.lock();
      try {
        if (waiting == n) return;
      } finally {
        lock.unlock();
      }
      Thread.yield();
    }
  }

  public static void main(String[] args) throws Exception {
    Thread t1 = new Thread(() -> await(1));
    Thread t2 = new Thread(() -> await(2));
    t1.start();
    untilWaiting(1);
    t2.start();
    untilWaiting(2);
    lock.lock();
    cond.signal();
    lock.unlock();
    t1.join();
    assert woken == 1 : "signal() woke the second waiter";
    lock.lock();
    cond.signal();
    lock.unlock();
    t2.join();
  }
}
