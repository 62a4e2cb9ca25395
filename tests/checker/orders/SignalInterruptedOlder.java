// a waits on C, then b; main, holding the lock, interrupts a and signals
// once.  a's AQS node is first in C's queue and stays there until a runs
// and cancels it: signal() may take it (a's await returns, the flag set
// again: ra = 11; b waits for main's second signal) or find it cancelled
// and take b (ra = 20) -- java prints both.  signal() always took the
// longest waiter an interrupt had not woken: no strategy, none included,
// found ra = 11 (orders_test.py).  SignalSkipsNewerInterrupted: a newer
// interrupted waiter is never taken.  args[0] "fair": a fair lock, where
// under check a, woken, cancels and queues when it runs (it may while
// main holds the lock), and a signal after that step passes it.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class SignalInterruptedOlder {
  static ReentrantLock L;
  static Condition C, READY;
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
    L = new ReentrantLock(args.length > 0);
    C = L.newCondition();
    READY = L.newCondition();
    Thread a = new Thread(() -> ra = await());
    Thread b = new Thread(() -> rb = await());
    L.lock();
    a.start();
    while (waiting < 1) READY.awaitUninterruptibly();
    b.start();
    while (waiting < 2) READY.awaitUninterruptibly();
    a.interrupt();
    C.signal();
    L.unlock();
    a.join();
    L.lock();
    C.signal();
    L.unlock();
    b.join();
  }
}
