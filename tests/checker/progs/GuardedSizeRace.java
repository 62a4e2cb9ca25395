// verdict: error
// stateless: skip none (plain enumeration does not reach the lost update within the bound)
// Every access to the map's buckets holds the lock, but size is counted
// outside it: the lost update is found under --visibility=sync too (its
// first run finds size unprotected and the second schedules it).
public class GuardedSizeRace {
  static final Object lock = new Object();
  static final int[] buckets = new int[4];
  static int size;

  static void put(int k) {
    synchronized (lock) { buckets[k & 3]++; }
    size++;
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(() -> put(1)), b = new Thread(() -> put(2));
    a.start();
    b.start();
    a.join();
    b.join();
    synchronized (lock) { assert buckets[1] + buckets[2] == 2; }
    assert size == 2 : "lost update: size " + size;
  }
}
