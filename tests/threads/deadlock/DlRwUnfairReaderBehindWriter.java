import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// main holds a read hold; the writer queues; the reader asks later (its
// sleep lets the writer queue first under every schedule) and waits behind
// the writer: the JDK's unfair lock too makes a new reader wait when a
// writer is first in the queue (readerShouldBlock), so it never counts
// down and main never lets go (java hangs).
public class DlRwUnfairReaderBehindWriter {
    static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock(false);
    static final CountDownLatch READ = new CountDownLatch(1);

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            RW.writeLock().lock();
            RW.writeLock().unlock();
        }, "W");
        Thread r = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
            }
            RW.readLock().lock();
            READ.countDown();
            RW.readLock().unlock();
        }, "R");
        RW.readLock().lock();
        w.start();
        r.start();
        READ.await();
        RW.readLock().unlock();
        w.join();
        r.join();
    }
}
