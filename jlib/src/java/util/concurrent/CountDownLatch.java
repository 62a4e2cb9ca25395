package java.util.concurrent;

/**
 * A latch: await() waits until countDown() has been called count times.
 *
 * <p>jpor: the count is guarded by a private monitor that await() waits on.
 * The JDK's latch is an AbstractQueuedSynchronizer in shared mode, a queue of
 * nodes moved by compare-and-set; under the checker each of those volatile
 * accesses is a scheduling point (two workers counting down while main
 * awaits: 263 states, 59 with the monitor).  What a program observes is the
 * same: an interrupted await throws even when the count is zero, as AQS's.
 */
public class CountDownLatch {
    /** What waiters wait on (a thread dump names its class). */
    private static final class Sync {
    }

    private final Sync lock = new Sync();
    private long count; // guarded by lock

    public CountDownLatch(int count) {
        if (count < 0)
            throw new IllegalArgumentException("count < 0");
        this.count = count;
    }

    public void await() throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            while (count > 0)
                lock.wait();
        }
    }

    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            while (count > 0) {
                if (nanos <= 0L)
                    return false;
                nanos = jpor.internal.Unsafe.waitNanos(lock, nanos);
            }
            return true;
        }
    }

    public void countDown() {
        synchronized (lock) {
            if (count > 0 && --count == 0)
                lock.notifyAll();
        }
    }

    public long getCount() {
        synchronized (lock) {
            return count;
        }
    }

    public String toString() {
        return super.toString() + "[Count = " + getCount() + "]";
    }
}
