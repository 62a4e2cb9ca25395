package java.util.concurrent.locks;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import jpor.internal.SyncLock;

/**
 * A reentrant read-write lock: many readers or one writer.  As in the JDK,
 * the writer may also take read holds (downgrading), and a reader that asks
 * for the write lock waits for itself.  The state lives in
 * jpor.internal.SyncLock and each operation is one VM primitive
 * (natives/locks.c).  A fair lock serves its
 * queue in arrival order.  The unfair one lets a thread barge in, but, as
 * the JDK's (readerShouldBlock), not a reader while a writer is first in the
 * queue (vm/juclock.c, jl_available).
 */
public class ReentrantReadWriteLock extends SyncLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = -6992448646407690164L;
    private final ReentrantReadWriteLock.ReadLock readerLock;
    private final ReentrantReadWriteLock.WriteLock writerLock;

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        super(fair);
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    final boolean take(boolean shared, int how, long nanos) throws InterruptedException {
        return acquire0(shared, how, nanos);
    }

    final boolean takeUninterruptibly(boolean shared, int how) {
        try {
            return acquire0(shared, how, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e); // BLOCK and TRY never throw it
        }
    }

    final void giveBack(boolean shared) {
        release0(shared);
    }

    final Condition condition() {
        return newCond();
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -5992448646407690164L;
        private final ReentrantReadWriteLock lock;

        protected ReadLock(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        public void lock() {
            lock.takeUninterruptibly(true, BLOCK);
        }

        public void lockInterruptibly() throws InterruptedException {
            lock.take(true, INTERRUPTIBLE, 0L);
        }

        public boolean tryLock() {
            return lock.takeUninterruptibly(true, TRY);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return lock.take(true, TIMED, unit.toNanos(timeout));
        }

        public void unlock() {
            lock.giveBack(true);
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return super.toString() + "[Read locks = " + lock.getReadLockCount() + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -4992448646407690164L;
        private final ReentrantReadWriteLock lock;

        protected WriteLock(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        public void lock() {
            lock.takeUninterruptibly(false, BLOCK);
        }

        public void lockInterruptibly() throws InterruptedException {
            lock.take(false, INTERRUPTIBLE, 0L);
        }

        public boolean tryLock() {
            return lock.takeUninterruptibly(false, TRY);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return lock.take(false, TIMED, unit.toNanos(timeout));
        }

        public void unlock() {
            lock.giveBack(false);
        }

        public Condition newCondition() {
            return lock.condition();
        }

        public String toString() {
            Thread o = lock.getOwner();
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }

        public boolean isHeldByCurrentThread() {
            return lock.isWriteLockedByCurrentThread();
        }

        public int getHoldCount() {
            return lock.getWriteHoldCount();
        }
    }

    public final boolean isFair() {
        return fairness();
    }

    protected Thread getOwner() {
        return owner0();
    }

    public int getReadLockCount() {
        return count0(true);
    }

    public boolean isWriteLocked() {
        return count0(false) > 0;
    }

    public boolean isWriteLockedByCurrentThread() {
        return holdCount0(false) > 0;
    }

    public int getWriteHoldCount() {
        return holdCount0(false);
    }

    public int getReadHoldCount() {
        return holdCount0(true);
    }

    protected Collection<Thread> getQueuedWriterThreads() {
        return queuedThreads(1);
    }

    protected Collection<Thread> getQueuedReaderThreads() {
        return queuedThreads(2);
    }

    public final boolean hasQueuedThreads() {
        return queued0(0).length > 0;
    }

    public final boolean hasQueuedThread(Thread thread) {
        return isQueued(thread);
    }

    public final int getQueueLength() {
        return queued0(0).length;
    }

    protected Collection<Thread> getQueuedThreads() {
        return queuedThreads(0);
    }

    public boolean hasWaiters(Condition condition) {
        return waitingCount(condition) > 0;
    }

    public int getWaitQueueLength(Condition condition) {
        return waitingCount(condition);
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        return waitingThreads(condition);
    }

    public String toString() {
        return super.toString() + "[Write locks = " + count0(false) + ", Read locks = " + count0(true) + "]";
    }
}
