// main holds a lock; t1 asks for it with lock(), t2 with tryLock(5 s);
// main reads the queue's length q, then lets go; order lists who took it,
// in turn.  args[0]: "fair" (a fair
// ReentrantLock), "fairrw" (a fair ReentrantReadWriteLock, t1 and t2
// writers), "reader" (an unfair one, t1 a reader, t2 a writer).  With q =
// 2 both stand in the queue, in either order, and the first of them goes
// first: java prints order = 12 and order = 21 after q = 2 (order = 1: t2
// timed out).  Under check a
// thread stopped before an acquire the lock refuses had not queued (the
// queue's length counted it all the same), so t2, queued by its timed
// attempt, always went first: no strategy, none included, found q = 2,
// order = 12 (orders_test.py).
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class LockQueueOrder {
  static int q, order;

  static synchronized void got(int id) {
    order = order * 10 + id;
  }

  public static void main(String[] args) throws Exception {
    ReentrantLock rl = new ReentrantLock(true);
    ReentrantReadWriteLock rw = new ReentrantReadWriteLock(!args[0].equals("reader"));
    boolean plain = args[0].equals("fair");
    Lock held = plain ? rl : rw.writeLock();
    Lock l1 = plain ? rl : args[0].equals("fairrw") ? rw.writeLock() : rw.readLock();
    Thread t1 = new Thread(() -> {
      l1.lock();
      got(1);
      l1.unlock();
    });
    Thread t2 = new Thread(() -> {
      try {
        if (held.tryLock(5, TimeUnit.SECONDS)) {
          got(2);
          held.unlock();
        }
      } catch (InterruptedException e) {
      }
    });
    held.lock();
    t1.start();
    t2.start();
    q = plain ? rl.getQueueLength() : rw.getQueueLength();
    held.unlock();
    t1.join();
    t2.join();
  }
}
