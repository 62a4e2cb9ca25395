import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// Parallel sums guarded by a ReentrantLock (unfair and fair) and by the
// write lock of a ReentrantReadWriteLock.
public class SumReentrantLock {
    static long counter;

    static long run(Lock lock, int threads, int iters) throws InterruptedException {
        counter = 0;
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < iters; i++) {
                    lock.lock();
                    try {
                        counter += me + 1;
                    } finally {
                        lock.unlock();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        return counter;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("unfair " + run(new ReentrantLock(), 4, 800));
        System.out.println("fair " + run(new ReentrantLock(true), 4, 300));
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        System.out.println("rw write lock " + run(rw.writeLock(), 3, 500));
        System.out.println("expected " + 800 * 10 + " " + 300 * 10 + " " + 500 * 6);
    }
}
