package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;

/**
 * A counting semaphore.
 *
 * <p>jpor: the permits and the queue of waiting threads are guarded by a
 * private monitor that waiters wait on, where the JDK's semaphore is an
 * AbstractQueuedSynchronizer in shared mode (a queue of nodes moved by
 * compare-and-set: under the checker each of those volatile accesses is a
 * scheduling point; two threads through a one-permit semaphore had 472
 * states).  The same rules as AQS's: waiters are served in arrival order,
 * the first one alone taking permits when there are enough for it (one that
 * wants many holds back those behind it); a newcomer takes free permits at
 * once unless the semaphore is fair and threads are waiting; tryAcquire()
 * without a timeout takes them whatever the fairness; an interrupted acquire
 * throws even when permits are free.
 */
public class Semaphore implements java.io.Serializable {
    /** What waiters wait on (a thread dump names its class). */
    private static final class Sync {
    }

    private final transient Sync lock = new Sync();
    private final boolean fair;
    /* guarded by lock */
    private int permits;
    private final transient ArrayList<Thread> queue = new ArrayList<Thread>();

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    /** How acquire waits. */
    private static final int INTERRUPTIBLE = 0, UNINTERRUPTIBLE = 1, TIMED = 2;

    /** Takes n permits; false only when TIMED and the time ran out.  lock held. */
    private boolean take(int n, int how, long nanos) throws InterruptedException {
        if ((!fair || queue.isEmpty()) && permits >= n) {
            permits -= n;
            return true;
        }
        if (how == TIMED && nanos <= 0L)
            return false;
        Thread me = Thread.currentThread();
        queue.add(me);
        boolean interrupted = false;
        try {
            for (;;) {
                if (queue.get(0) == me && permits >= n) {
                    queue.remove(0);
                    permits -= n;
                    lock.notifyAll(); // the next one may take what is left
                    return true;
                }
                if (how == TIMED) {
                    if (nanos <= 0L) {
                        leave(me);
                        return false;
                    }
                    nanos = jpor.internal.Unsafe.waitNanos(lock, nanos);
                } else {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        if (how == INTERRUPTIBLE) {
                            leave(me);
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            }
        } catch (InterruptedException e) {
            if (queue.contains(me))
                leave(me);
            throw e;
        } finally {
            if (interrupted)
                me.interrupt();
        }
    }

    /** me gives up waiting: the one behind it may now be first.  lock held. */
    private void leave(Thread me) {
        queue.remove(me);
        lock.notifyAll();
    }

    private static void checkCount(int n) {
        if (n < 0)
            throw new IllegalArgumentException();
    }

    public void acquire() throws InterruptedException {
        acquire(1);
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public void release() {
        release(1);
    }

    public void acquire(int permits) throws InterruptedException {
        checkCount(permits);
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            take(permits, INTERRUPTIBLE, 0L);
        }
    }

    public void acquireUninterruptibly(int permits) {
        checkCount(permits);
        synchronized (lock) {
            try {
                take(permits, UNINTERRUPTIBLE, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e); // never thrown when uninterruptible
            }
        }
    }

    public boolean tryAcquire(int permits) {
        checkCount(permits);
        synchronized (lock) {
            if (this.permits < permits)
                return false;
            this.permits -= permits;
            return true;
        }
    }

    public boolean tryAcquire(int permits, long timeout, TimeUnit unit) throws InterruptedException {
        checkCount(permits);
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            return take(permits, TIMED, nanos);
        }
    }

    public void release(int permits) {
        checkCount(permits);
        synchronized (lock) {
            int next = this.permits + permits;
            if (next < this.permits)
                throw new Error("Maximum permit count exceeded");
            this.permits = next;
            lock.notifyAll();
        }
    }

    public int availablePermits() {
        synchronized (lock) {
            return permits;
        }
    }

    public int drainPermits() {
        synchronized (lock) {
            int n = permits;
            permits = 0;
            return n;
        }
    }

    protected void reducePermits(int reduction) {
        checkCount(reduction);
        synchronized (lock) {
            int next = permits - reduction;
            if (next > permits)
                throw new Error("Permit count underflow");
            permits = next;
        }
    }

    public boolean isFair() {
        return fair;
    }

    public final boolean hasQueuedThreads() {
        synchronized (lock) {
            return !queue.isEmpty();
        }
    }

    public final int getQueueLength() {
        synchronized (lock) {
            return queue.size();
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        synchronized (lock) {
            return new ArrayList<Thread>(queue);
        }
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
