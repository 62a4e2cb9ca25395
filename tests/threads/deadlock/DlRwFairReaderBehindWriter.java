import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// main holds a read hold; the writer queues; the reader asks later (its
// sleep lets the writer queue first under every schedule) and waits behind
// the writer: a fair read lock waits for a queued writer, so it never counts down
// and main never lets go (java hangs).
public class DlRwFairReaderBehindWriter {
    static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock(true);
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
