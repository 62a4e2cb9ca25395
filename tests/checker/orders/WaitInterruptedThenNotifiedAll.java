// WaitInterruptedThenNotified with notifyAll(): r = 11 when the notifyAll
// came before main, woken by the interrupt, ran again -- HotSpot's waiter
// is still in the wait set until it runs, and notifyAll() moves it out
// (java prints 11 and 20).  r = 20: wait() threw.  notifyAll() woke only
// the waiters an interrupt had not woken: no strategy, none included,
// found r = 11 (orders_test.py).
public class WaitInterruptedThenNotifiedAll {
  static final Object M = new Object();
  static int r;

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(() -> {
      main.interrupt();
      synchronized (M) {
        M.notifyAll();
      }
    });
    t.start();
    synchronized (M) {
      try {
        M.wait();
        r = 1;
      } catch (InterruptedException e) {
        r = 2;
      }
    }
    r = r * 10 + (Thread.interrupted() ? 1 : 0);
    t.join();
  }
}
