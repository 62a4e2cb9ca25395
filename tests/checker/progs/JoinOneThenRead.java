// verdict: error
// stateless executions: 50000
// A reader joins one of two writers, then reads what both write.  Having
// joined one is not having joined all (main and the other writer still run):
// the read can still come before the other writer's write, so it stays a
// scheduling point, and that order breaks the assertion.  The reader starts
// last, so that a search exploring the lowest thread first meets the other
// order first and must see the race to find this one.

public class JoinOneThenRead {
  static volatile int x;
  static int seen;

  static class Writer implements Runnable {
    final int v;
    Writer(int v) { this.v = v; }
    public void run() { x = v; }
  }

  static class Reader implements Runnable {
    final Thread first;
    Reader(Thread first) { this.first = first; }
    public void run() {
      try {
        first.join();
      } catch (InterruptedException e) {
        return;
      }
      seen = x;
    }
  }

  public static void main(String[] a) throws Exception {
    Thread t1 = new Thread(new Writer(1)), t2 = new Thread(new Writer(2));
    Thread t3 = new Thread(new Reader(t1));
    t1.start(); t2.start(); t3.start();
    t1.join(); t2.join(); t3.join();
    assert seen == x : "read " + seen + " before the second writer wrote " + x;
  }
}
