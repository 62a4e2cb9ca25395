package java.util.concurrent.locks;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import jpor.internal.SyncLock;

/**
 * A reentrant mutual-exclusion lock.  Its state lives in jpor.internal.SyncLock
 * and every operation is one VM primitive (natives/locks.c), so a model
 * checker sees lock() and unlock() as single actions.  A fair lock serves
 * its waiting threads in arrival order; tryLock() barges in, as in the JDK.
 */
public class ReentrantLock extends SyncLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 7373984872572414699L;

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        super(fair);
    }

    public void lock() {
        try {
            acquire0(false, BLOCK, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e); // BLOCK never throws it
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        acquire0(false, INTERRUPTIBLE, 0L);
    }

    public boolean tryLock() {
        try {
            return acquire0(false, TRY, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        return acquire0(false, TIMED, unit.toNanos(timeout));
    }

    public void unlock() {
        release0(false);
    }

    public Condition newCondition() {
        return newCond();
    }

    public int getHoldCount() {
        return holdCount0(false);
    }

    public boolean isHeldByCurrentThread() {
        return holdCount0(false) > 0;
    }

    public boolean isLocked() {
        return count0(false) > 0;
    }

    public final boolean isFair() {
        return fairness();
    }

    protected Thread getOwner() {
        return owner0();
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
        Thread o = owner0();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
