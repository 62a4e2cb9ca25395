package java.util.concurrent;

/**
 * A barrier for a fixed number of parties, reusable after each trip.
 * jpor: guarded by a private monitor (wait/notifyAll) rather than a
 * ReentrantLock and Condition: same behaviour, fewer visible actions.
 */
public class CyclicBarrier {
    private static final class Generation {
        boolean broken;
    }

    private final Object lock = new Object();
    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    /** parties still to arrive in this generation */
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0)
            throw new IllegalArgumentException();
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    /** lock held */
    private void nextGeneration() {
        lock.notifyAll();
        count = parties;
        generation = new Generation();
    }

    /** lock held */
    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        lock.notifyAll();
    }

    private int dowait(boolean timed, long nanos)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        synchronized (lock) {
            final Generation g = generation;
            if (g.broken)
                throw new BrokenBarrierException();
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            int index = --count;
            if (index == 0) {
                boolean ranAction = false;
                try {
                    final Runnable command = barrierCommand;
                    if (command != null)
                        command.run();
                    ranAction = true;
                    nextGeneration();
                    return 0;
                } finally {
                    if (!ranAction)
                        breakBarrier();
                }
            }
            for (;;) {
                try {
                    if (!timed) {
                        lock.wait(0L);
                    } else if (nanos > 0L) {
                        nanos = jpor.internal.Unsafe.waitNanos(lock, nanos);
                    }
                } catch (InterruptedException ie) {
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw ie;
                    } else {
                        // the barrier tripped or broke meanwhile: this belongs to the next wait
                        Thread.currentThread().interrupt();
                    }
                }
                if (g.broken)
                    throw new BrokenBarrierException();
                if (g != generation)
                    return index;
                if (timed) {
                    if (nanos <= 0L) {
                        breakBarrier();
                        throw new TimeoutException();
                    }
                }
            }
        }
    }

    public int getParties() {
        return parties;
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException toe) {
            throw new Error(toe); // cannot happen
        }
    }

    public int await(long timeout, TimeUnit unit)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        return dowait(true, unit.toNanos(timeout));
    }

    public boolean isBroken() {
        synchronized (lock) {
            return generation.broken;
        }
    }

    public void reset() {
        synchronized (lock) {
            breakBarrier();
            nextGeneration();
        }
    }

    public int getNumberWaiting() {
        synchronized (lock) {
            return parties - count;
        }
    }
}
