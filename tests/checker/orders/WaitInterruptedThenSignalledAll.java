// WaitInterruptedThenSignalled with signalAll(): r = 11 when the signalAll
// came before main, woken by the interrupt, ran again -- AQS's waiter has
// not cancelled its node yet, signalAll() moves it to the lock's queue and
// await() returns, interrupting the thread again (java prints 11 and 20).
// r = 20: await() threw.  signalAll() woke only the waiters an interrupt
// had not woken: no strategy, none included, found r = 11 (orders_test.py).
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class WaitInterruptedThenSignalledAll {
  static final ReentrantLock L = new ReentrantLock();
  static final Condition C = L.newCondition();
  static int r;

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(() -> {
      main.interrupt();
      L.lock();
      try {
        C.signalAll();
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
