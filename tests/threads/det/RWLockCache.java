import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// A cache guarded by a ReentrantReadWriteLock: readers compute missing entries
// under the write lock (double-checked), with lock downgrading.
public class RWLockCache {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<Integer, Long> cache = new HashMap<>();
    static final AtomicInteger computations = new AtomicInteger();

    static long slowSquareSum(int k) {
        computations.incrementAndGet();
        long s = 0;
        for (int i = 0; i <= k; i++) s += (long) i * i;
        return s;
    }

    static long get(int k) {
        rw.readLock().lock();
        try {
            Long v = cache.get(k);
            if (v != null) return v;
        } finally {
            rw.readLock().unlock();
        }
        rw.writeLock().lock();
        try {
            Long v = cache.get(k);
            if (v == null) {
                v = slowSquareSum(k);
                cache.put(k, v);
            }
            rw.readLock().lock(); // downgrade
            try {
                rw.writeLock().unlock();
                return cache.get(k);
            } finally {
                rw.readLock().unlock();
            }
        } finally {
            if (rw.isWriteLockedByCurrentThread()) rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        long[] sums = new long[4];
        for (int t = 0; t < ts.length; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < 200; i++) s += get((i * (me + 1)) % 25);
                sums[me] = s;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int t = 0; t < 4; t++) System.out.println("reader " + t + " sum " + sums[t]);
        System.out.println("computations " + computations.get() + " (each key once)");
        Map<Integer, Long> sorted = new TreeMap<>(cache);
        System.out.println("cache " + sorted);
        System.out.println("read locks " + rw.getReadLockCount() + " write locked " + rw.isWriteLocked());
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println("hold count " + rw.getReadHoldCount() + " read locks " + rw.getReadLockCount());
        System.out.println("tryLock write while reading: " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println("write hold count " + rw.getWriteHoldCount() + " tryLock read while writing: " + rw.readLock().tryLock());
        rw.readLock().unlock();
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        Thread other = new Thread(() -> System.out.println("other thread tryLock write: " + rw.writeLock().tryLock()));
        rw.readLock().lock();
        other.start();
        other.join();
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock without hold: IllegalMonitorStateException");
        }
    }
}
