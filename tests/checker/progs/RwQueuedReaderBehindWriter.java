// verdict: ok
// stateless executions: 500 (main spins until a thread is queued: a stateless search runs to its bound)
/* main holds the write lock of an unfair ReentrantReadWriteLock; r1 asks
 * for a read hold, then (once r1 is queued) w for the write lock, then
 * (once w is queued) r3 for a read hold.  When main lets go, r1 reads; w,
 * first in the queue then, waits for it; r3 waits behind w -- AQS lets a
 * queued node try only when it is first -- so r3 reads only after w wrote
 * (java never prints otherwise).  A queued reader waited only for a writer
 * first in the queue, so r3 got in behind r1, past w; and under check w,
 * stopped before its acquire, was in no queue at all. */
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwQueuedReaderBehindWriter {
  static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock();
  static boolean wrote;

  static void queued(Thread t) {
    while (!RW.hasQueuedThread(t)) Thread.yield();
  }

  public static void main(String[] args) throws Exception {
    Thread r1 = new Thread(() -> {
      RW.readLock().lock();
      RW.readLock().unlock();
    });
    Thread w = new Thread(() -> {
      RW.writeLock().lock();
      wrote = true;
      RW.writeLock().unlock();
    });
    Thread r3 = new Thread(() -> {
      RW.readLock().lock();
      boolean seen = wrote;
      RW.readLock().unlock();
      assert seen : "r3 read before w, queued before it, wrote";
    });
    RW.writeLock().lock();
    r1.start();
    queued(r1);
    w.start();
    queued(w);
    r3.start();
    queued(r3);
    RW.writeLock().unlock();
    r1.join();
    w.join();
    r3.join();
  }
}
