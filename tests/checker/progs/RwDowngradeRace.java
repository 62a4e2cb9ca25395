// verdict: error
// stateless: skip none (the read-write lock's steps: no error in 100,000 executions of depth-first order)
// The writer downgrades: it takes the read lock while it holds the write
// lock, then lets the write lock go.  The reader may still take the read
// lock before the writer's write lock.  odpor took the downgrade's read
// acquire for the race partner of the reader's (it hid the write acquire's
// race) and could not reverse it -- the reader cannot go while the writer
// holds the write lock -- so it never ran the reader first (a helper's
// finding): a read hold taken under one's own write hold is now inner, as a
// reentrant acquire is.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwDowngradeRace {
  static int x, seen = -1;

  public static void main(String[] args) throws Exception {
    ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    Thread reader = new Thread(() -> {
      rw.readLock().lock();
      seen = x;
      rw.readLock().unlock();
    });
    reader.start();
    rw.writeLock().lock();
    x = 1;
    rw.readLock().lock();
    rw.writeLock().unlock();
    rw.readLock().unlock();
    reader.join();
    assert seen == 1 : "the reader went first";
  }
}
