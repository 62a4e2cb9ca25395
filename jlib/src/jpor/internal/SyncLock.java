package jpor.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;

/**
 * The state of a java.util.concurrent lock, kept where the VM sees it.
 * ReentrantLock and ReentrantReadWriteLock extend this class; taking,
 * releasing, waiting and signalling are natives (natives/locks.c), each a
 * single visible action on the lock, as the model checker's papers count a
 * lock operation: one write of the lock.  The four fields are read and written
 * only by those natives (vm/juclock.c finds them by name).
 */
public abstract class SyncLock implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private int owner;       // exclusive holder: thread id + 1; 0 when free
    private int holds;       // the exclusive holder's recursion count
    private int readers;     // read holds of all threads
    private int[] readHolds; // read holds by thread id
    private final boolean fair; // the queue is served in arrival order

    /** How acquire0 waits (natives/locks.c has the same numbers). */
    protected static final int BLOCK = 0, INTERRUPTIBLE = 1, TRY = 2, TIMED = 3;

    protected SyncLock(boolean fair) {
        this.fair = fair;
    }

    protected final boolean fairness() {
        return fair;
    }

    /** Takes a hold (a read hold when shared); false only when TRY or TIMED fail. */
    protected final native boolean acquire0(boolean shared, int how, long nanos) throws InterruptedException;

    /** Gives back one hold; IllegalMonitorStateException when the thread has none. */
    protected final native void release0(boolean shared);

    /** Condition.await: how is BLOCK (uninterruptible), INTERRUPTIBLE or TIMED. */
    protected final native void await0(Object cond, int how, long nanos) throws InterruptedException;

    protected final native void signal0(Object cond, boolean all);

    /** The current thread's holds of the kind. */
    protected final native int holdCount0(boolean shared);

    /** All read holds (shared), or the exclusive owner's holds. */
    protected final native int count0(boolean shared);

    protected final native Thread owner0();

    /** Threads blocked taking the lock: 0 all, 1 writers, 2 readers. */
    protected final native Thread[] queued0(int which);

    /** Threads waiting on a condition of this lock (the caller must hold it). */
    protected final native Thread[] waiting0(Object cond);

    protected final Collection<Thread> queuedThreads(int which) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Thread t : queued0(which))
            list.add(t);
        return list;
    }

    protected final boolean isQueued(Thread thread) {
        if (thread == null)
            throw new NullPointerException();
        for (Thread t : queued0(0))
            if (t == thread)
                return true;
        return false;
    }

    protected final Cond condOf(Condition condition) {
        if (condition == null)
            throw new NullPointerException();
        if (!(condition instanceof Cond) || ((Cond) condition).lock != this)
            throw new IllegalArgumentException("not owner");
        return (Cond) condition;
    }

    protected final Collection<Thread> waitingThreads(Condition condition) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Thread t : waiting0(condOf(condition)))
            list.add(t);
        return list;
    }

    protected final int waitingCount(Condition condition) {
        return waiting0(condOf(condition)).length;
    }

    protected final Condition newCond() {
        return new Cond(this);
    }

    /** A condition of the exclusive lock. */
    public static final class Cond implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        final SyncLock lock;

        Cond(SyncLock lock) {
            this.lock = lock;
        }

        public void await() throws InterruptedException {
            lock.await0(this, INTERRUPTIBLE, 0L);
        }

        public void awaitUninterruptibly() {
            try {
                lock.await0(this, BLOCK, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e); // BLOCK never throws it
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            lock.await0(this, TIMED, nanosTimeout);
            return Unsafe.timeLeft(nanosTimeout);
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return awaitNanos(unit.toNanos(time)) > 0;
        }

        public boolean awaitUntil(Date deadline) throws InterruptedException {
            long ms = deadline.getTime() - System.currentTimeMillis();
            return awaitNanos(TimeUnit.MILLISECONDS.toNanos(ms)) > 0;
        }

        public void signal() {
            lock.signal0(this, false);
        }

        public void signalAll() {
            lock.signal0(this, true);
        }
    }
}
