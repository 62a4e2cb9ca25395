package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with write, read and optimistic-read modes; stamps
 * have the JDK's values (a version in the upper bits, bit 7 for the write lock,
 * bits 0-6 counting readers; the first state is 256).  jpor: every operation
 * except tryOptimisticRead / validate (one read of the volatile state) runs
 * under a private monitor, on which blocked threads wait; no writer preference.
 */
public class StampedLock {
    private static final int LG_READERS = 7;
    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << LG_READERS;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private final Object lock = new Object();
    private volatile long state = ORIGIN;
    /** readers beyond RFULL */
    private int readerOverflow;
    /** threads waiting in wait() on lock */
    private int waiters;

    transient ReadLockView readLockView;
    transient WriteLockView writeLockView;
    transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
    }

    // ---- helpers, lock held ----

    private boolean canWrite(long s) {
        return (s & ABITS) == 0L;
    }

    private boolean canRead(long s) {
        return (s & WBIT) == 0L;
    }

    private long takeWrite(long s) {
        long next = s + WBIT;
        state = next;
        return next;
    }

    private long takeRead(long s) {
        long next;
        if ((s & RBITS) < RFULL) {
            next = s + RUNIT;
            state = next;
        } else {
            ++readerOverflow;
            next = s;
        }
        return next;
    }

    /** the state after releasing the write lock of s */
    private static long unlockWriteState(long s) {
        return ((s += WBIT) == 0L) ? ORIGIN : s;
    }

    private void wakeAll() {
        if (waiters > 0)
            lock.notifyAll();
    }

    /** lock held: releases one read hold (s has readers) */
    private void releaseRead(long s) {
        if ((s & RBITS) == RFULL && readerOverflow > 0) {
            --readerOverflow;
        } else {
            long next = s - RUNIT;
            state = next;
            if ((next & RBITS) == 0L)
                wakeAll();
        }
    }

    /**
     * Waits (lock held) until acquirable, then acquires; returns the stamp, or 0
     * on timeout; throws InterruptedException if interruptible and interrupted.
     */
    private long acquire(boolean write, boolean interruptible, boolean timed, long nanos)
            throws InterruptedException {
        boolean interrupted = false;
        long rem = nanos;
        try {
            for (;;) {
                long s = state;
                if (write ? canWrite(s) : canRead(s))
                    return write ? takeWrite(s) : takeRead(s);
                if (interruptible && Thread.interrupted())
                    throw new InterruptedException();
                if (timed && rem <= 0L)
                    return 0L;
                waiters++;
                try {
                    if (timed)
                        rem = jpor.internal.Unsafe.waitNanos(lock, rem);
                    else
                        lock.wait();
                } catch (InterruptedException ie) {
                    if (interruptible)
                        throw ie;
                    interrupted = true;
                } finally {
                    waiters--;
                }
            }
        } finally {
            if (interrupted)
                Thread.currentThread().interrupt();
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return acquire(write, false, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    // ---- write ----

    public long writeLock() {
        synchronized (lock) {
            return acquireUninterruptibly(true);
        }
    }

    public long tryWriteLock() {
        synchronized (lock) {
            long s = state;
            return canWrite(s) ? takeWrite(s) : 0L;
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            long s = state;
            if (canWrite(s))
                return takeWrite(s);
            if (nanos <= 0L)
                return 0L;
            return acquire(true, true, true, nanos);
        }
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            return acquire(true, true, false, 0L);
        }
    }

    // ---- read ----

    public long readLock() {
        synchronized (lock) {
            return acquireUninterruptibly(false);
        }
    }

    public long tryReadLock() {
        synchronized (lock) {
            long s = state;
            return canRead(s) ? takeRead(s) : 0L;
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            long s = state;
            if (canRead(s))
                return takeRead(s);
            if (nanos <= 0L)
                return 0L;
            return acquire(false, true, true, nanos);
        }
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            return acquire(false, true, false, 0L);
        }
    }

    // ---- optimistic ----

    public long tryOptimisticRead() {
        long s = state;
        return ((s & WBIT) == 0L) ? (s & SBITS) : 0L;
    }

    public boolean validate(long stamp) {
        return (stamp & SBITS) == (state & SBITS);
    }

    // ---- release ----

    public void unlockWrite(long stamp) {
        synchronized (lock) {
            if (state != stamp || (stamp & WBIT) == 0L)
                throw new IllegalMonitorStateException();
            state = unlockWriteState(stamp);
            wakeAll();
        }
    }

    public void unlockRead(long stamp) {
        synchronized (lock) {
            long s = state;
            if ((stamp & RBITS) == 0L || (stamp & SBITS) != (s & SBITS) || (s & RBITS) == 0L || (s & WBIT) != 0L)
                throw new IllegalMonitorStateException();
            releaseRead(s);
        }
    }

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L)
            unlockWrite(stamp);
        else
            unlockRead(stamp);
    }

    // ---- conversions ----

    public long tryConvertToWriteLock(long stamp) {
        synchronized (lock) {
            long s = state;
            long a = stamp & ABITS;
            if ((s & SBITS) != (stamp & SBITS))
                return 0L;
            long m = s & ABITS;
            if (m == 0L) {
                if (a != 0L)
                    return 0L;
                return takeWrite(s);
            } else if (m == WBIT) {
                return (a == m) ? stamp : 0L;
            } else if (m == RUNIT && a != 0L && a < WBIT) {
                long next = s - RUNIT + WBIT;
                state = next;
                return next;
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (lock) {
            long s = state;
            long a = stamp & ABITS;
            if ((s & SBITS) != (stamp & SBITS))
                return 0L;
            long m = s & ABITS;
            if (m == 0L) {
                if (a != 0L)
                    return 0L;
                return takeRead(s);
            } else if (m == WBIT) {
                if (a != m)
                    return 0L;
                long next = s + (WBIT + RUNIT);
                state = next;
                wakeAll();
                return next;
            } else if (a != 0L && a < WBIT) {
                return stamp;
            }
            return 0L;
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (lock) {
            long s = state;
            long a = stamp & ABITS;
            if ((s & SBITS) != (stamp & SBITS))
                return 0L;
            long m = s & ABITS;
            if (m == 0L) {
                return (a != 0L) ? 0L : (s & SBITS);
            } else if (m == WBIT) {
                if (a != m)
                    return 0L;
                long next = unlockWriteState(s);
                state = next;
                wakeAll();
                return next & SBITS;
            } else if (a == 0L || a >= WBIT) {
                return 0L;
            }
            releaseRead(s);
            return state & SBITS;
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (lock) {
            long s = state;
            if ((s & WBIT) == 0L)
                return false;
            state = unlockWriteState(s);
            wakeAll();
            return true;
        }
    }

    public boolean tryUnlockRead() {
        synchronized (lock) {
            long s = state;
            if ((s & RBITS) == 0L || (s & WBIT) != 0L)
                return false;
            releaseRead(s);
            return true;
        }
    }

    // ---- queries ----

    private int getReadLockCount(long s) {
        long readers = s & RBITS;
        if (readers >= RFULL)
            readers = RFULL + readerOverflow;
        return (int) readers;
    }

    public boolean isWriteLocked() {
        return (state & WBIT) != 0L;
    }

    public boolean isReadLocked() {
        return (state & RBITS) != 0L;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public int getReadLockCount() {
        synchronized (lock) {
            return getReadLockCount(state);
        }
    }

    public String toString() {
        long s;
        int readers;
        synchronized (lock) {
            s = state;
            readers = getReadLockCount(s);
        }
        return super.toString() + (((s & ABITS) == 0L) ? "[Unlocked]"
                : ((s & WBIT) != 0L) ? "[Write-locked]" : "[Read-locks:" + readers + "]");
    }

    // ---- views ----

    public Lock asReadLock() {
        ReadLockView v;
        if ((v = readLockView) != null)
            return v;
        return readLockView = new ReadLockView();
    }

    public Lock asWriteLock() {
        WriteLockView v;
        if ((v = writeLockView) != null)
            return v;
        return writeLockView = new WriteLockView();
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v;
        if ((v = readWriteLockView) != null)
            return v;
        return readWriteLockView = new ReadWriteLockView();
    }

    final void unstampedUnlockWrite() {
        if (!tryUnlockWrite())
            throw new IllegalMonitorStateException();
    }

    final void unstampedUnlockRead() {
        if (!tryUnlockRead())
            throw new IllegalMonitorStateException();
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockWrite();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
