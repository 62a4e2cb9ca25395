// main holds a read hold of a ReentrantReadWriteLock until r is done; w
// asks for the write lock, r for a read hold with a timeout.  got = 0: w
// stood in the queue first, so r waited -- a fair lock's reader waits for a
// queued writer, and the JDK's unfair one for a writer first in the queue
// -- and timed out (w cannot go before main lets go).  Under check a writer
// stopped before an acquire the readers refuse it had not queued, so no
// strategy, none included, found got = 0 (orders_test.py).  args[0] "fair".
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwReaderBehindStoppedWriter {
  static ReentrantReadWriteLock rw;
  static int got;

  public static void main(String[] args) throws Exception {
    rw = new ReentrantReadWriteLock(args.length > 0);
    Thread w = new Thread(() -> {
      rw.writeLock().lock();
      rw.writeLock().unlock();
    });
    Thread r = new Thread(() -> {
      try {
        if (rw.readLock().tryLock(5, TimeUnit.SECONDS)) {
          got = 1;
          rw.readLock().unlock();
        }
      } catch (InterruptedException e) {
      }
    });
    rw.readLock().lock();
    w.start();
    r.start();
    r.join();
    rw.readLock().unlock();
    w.join();
  }
}
