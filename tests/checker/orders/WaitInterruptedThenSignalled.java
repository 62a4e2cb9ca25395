// WaitInterruptedThenNotified with a Condition: r = 11 when the signal
// came before main, woken by the interrupt, ran again (AQS's "interrupted
// after signal": await() returns and interrupts the thread again), r = 20
// when await() threw.  A waiter that an interrupt woke could not be
// signalled: no strategy found r = 11 (orders_test.py).
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class WaitInterruptedThenSignalled {
  static final ReentrantLock L = new ReentrantLock();
  static final Condition C = L.newCondition();
  static int r;

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(() -> {
      main.interrupt();
      L.lock();
      try {
        C.signal();
      } finally {
        L.unlock();
      }
    });
    t.start();
    L.lock();
    try {
      C.await();
      r = 1;
    } catch (InterruptedException e) {
      r = 2;
    } finally {
      L.unlock();
    }
    r = r * 10 + (Thread.interrupted() ? 1 : 0);
    t.join();
  }
}
