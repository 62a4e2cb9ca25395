// verdict: ok

public class GuardedWait {

  static final Object lock = new Object(); static boolean ready;
  public static void main(String[] x) throws Exception {
    Thread waiter = new Thread(new Runnable() { public void run() {
      synchronized (lock) { try { while (!ready) lock.wait(); } catch (InterruptedException e) { } } } });
    Thread notifier = new Thread(new Runnable() { public void run() { synchronized (lock) { ready = true; lock.notifyAll(); } } });
    waiter.start(); notifier.start(); waiter.join(); notifier.join();
  }
}
