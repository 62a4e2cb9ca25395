// verdict: error

public class MissedNotify {

  static final Object lock = new Object(); static boolean ready;
  public static void main(String[] x) throws Exception {
    Thread waiter = new Thread(new Runnable() { public void run() {
      synchronized (lock) { try { if (!ready) { } lock.wait(); } catch (InterruptedException e) { } } } });
    Thread notifier = new Thread(new Runnable() { public void run() { synchronized (lock) { ready = true; lock.notify(); } } });
    waiter.start(); notifier.start(); waiter.join(); notifier.join();
  }
}
