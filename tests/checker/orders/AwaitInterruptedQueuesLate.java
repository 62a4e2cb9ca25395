// w awaits a Condition of a fair ReentrantLock that main holds; main
// interrupts w, starts x, which asks for the lock, reads the queue's length
// q, then lets go; order lists who took the lock, in turn.  The interrupt
// wakes w, but w takes its place in the lock's queue only when it runs
// (AQS's await cancels its node, then acquires), so x may stand before it:
// q = 2 with order = 21 as well as 12.  Under check w joined the queue at
// the interrupt, so no strategy, none included, found q = 2, order = 21
// (orders_test.py).
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class AwaitInterruptedQueuesLate {
  static final ReentrantLock L = new ReentrantLock(true);
  static final Condition C = L.newCondition();
  static final Condition READY = L.newCondition();
  static boolean waiting;
  static int q, order;

  static synchronized void got(int id) {
    order = order * 10 + id;
  }

  public static void main(String[] args) throws Exception {
    Thread w = new Thread(() -> {
      L.lock();
      try {
        waiting = true;
        READY.signal();
        C.await();
      } catch (InterruptedException e) {
        got(1);
      } finally {
        L.unlock();
      }
    });
    Thread x = new Thread(() -> {
      L.lock();
      got(2);
      L.unlock();
    });
    L.lock();
    w.start();
    while (!waiting) READY.awaitUninterruptibly();
    w.interrupt();
    x.start();
    q = L.getQueueLength();
    L.unlock();
    w.join();
    x.join();
  }
}
