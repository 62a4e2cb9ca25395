// verdict: ok
// After main has joined every thread it started, what it does happens after
// all they did: its lock and volatile accesses then are no scheduling points
// (nothing can come between), yet every final value is still seen.

public class JoinAllThenLock {
  static final Object lock = new Object();
  static volatile int last;
  static int sum;

  static class Adder implements Runnable {
    final int v;
    Adder(int v) { this.v = v; }
    public void run() {
      synchronized (lock) { sum += v; }
      last = v;
    }
  }

  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Adder(1)), t2 = new Thread(new Adder(2));
    t1.start(); t2.start(); t1.join(); t2.join();
    int s;
    synchronized (lock) { s = sum; }
    assert s == 3 : "sum " + s;
    assert last == 1 || last == 2 : "last " + last;
  }
}
