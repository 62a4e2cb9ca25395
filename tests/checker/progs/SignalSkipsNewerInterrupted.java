// verdict: ok
/* a waits on C, then b; main, holding the lock, interrupts b and signals
 * once: a's node is first in C's queue, so signal() takes a (AQS's
 * ConditionObject walks its queue from the longest waiter), and b's await
 * throws -- java never prints anything else.  SignalInterruptedOlder is
 * the other way round, where the interrupted waiter may be taken. */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class SignalSkipsNewerInterrupted {
  static final ReentrantLock L = new ReentrantLock();
  static final Condition C = L.newCondition();
  static final Condition READY = L.newCondition();
  static int waiting, ra, rb;

  static int await() {
    int r;
    L.lock();
    try {
      waiting++;
      READY.signal();
      C.await();
      r = 1;
    } catch (InterruptedException e) {
      r = 2;
    } finally {
      L.unlock();
    }
    return r * 10 + (Thread.interrupted() ? 1 : 0);
  }

  public static void main(String[] args) throws Exception {
    Thread a = new Thread(() -> ra = await());
    Thread b = new Thread(() -> rb = await());
    L.lock();
    a.start();
    while (waiting < 1) READY.awaitUninterruptibly();
    b.start();
    while (waiting < 2) READY.awaitUninterruptibly();
    b.interrupt();
    C.signal();
    L.unlock();
    a.join();
    b.join();
    assert ra == 10 && rb == 20 : "signal() took the newer, interrupted waiter";
  }
}
