// T interrupts main, then notifies the monitor main waits on.  r = 11: the
// notify came before main, woken by the interrupt, ran again -- in the JVM
// it is still in the wait set then (HotSpot's waiter takes itself out), so
// the notify may choose it and wait() returns normally, the flag still set
// (JLS 17.2.4 allows it; java prints it in some runs).  r = 20: wait() threw.  An
// interrupt took the waiter out of the wait set at once: no strategy, none
// included, found r = 11 (orders_test.py).
public class WaitInterruptedThenNotified {
  static final Object M = new Object();
  static int r;

  public static void main(String[] args) throws Exception {
    Thread main = Thread.currentThread();
    Thread t = new Thread(() -> {
      main.interrupt();
      synchronized (M) {
        M.notify();
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
