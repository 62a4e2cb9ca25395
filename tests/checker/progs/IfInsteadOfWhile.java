// verdict: error

public class IfInsteadOfWhile {

  static final Object lock = new Object(); static int items;
  public static void main(String[] x) throws Exception {
    Runnable consumer = new Runnable() { public void run() {
      synchronized (lock) { try { if (items == 0) lock.wait(); } catch (InterruptedException e) { } items--; assert items >= 0 : "took from an empty buffer"; } } };
    Thread c1 = new Thread(consumer), c2 = new Thread(consumer);
    Thread p = new Thread(new Runnable() { public void run() { synchronized (lock) { items++; lock.notifyAll(); } } });
    Thread p2 = new Thread(new Runnable() { public void run() { synchronized (lock) { items++; lock.notifyAll(); } } });
    c1.start(); c2.start(); p.start(); p2.start(); c1.join(); c2.join(); p.join(); p2.join();
  }
}
