// verdict: error
/* main holds a read hold of an unfair ReentrantReadWriteLock; w asks for the
 * write lock and queues, then r asks for a read hold: the JDK's unfair lock
 * too makes a new reader wait for a writer first in the queue
 * (readerShouldBlock), so r waits for main, main for r's countDown --
 * a deadlock (jpor run and java show it when r comes last).  Under check a
 * writer stopped before the acquire the readers refuse it has not queued
 * yet (it is not enabled): every strategy, none too, let r in past it. */
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwUnfairReaderBehindQueuedWriter {
  static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock();
  static final CountDownLatch READ = new CountDownLatch(1);

  public static void main(String[] args) throws Exception {
    Thread w = new Thread(() -> {
      RW.writeLock().lock();
      RW.writeLock().unlock();
    });
    Thread r = new Thread(() -> {
      RW.readLock().lock();
      READ.countDown();
      RW.readLock().unlock();
    });
    RW.readLock().lock();
    w.start();
    r.start();
    READ.await();
    RW.readLock().unlock();
    w.join();
    r.join();
  }
}
