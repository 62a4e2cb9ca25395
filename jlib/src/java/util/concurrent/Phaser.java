package java.util.concurrent;

/**
 * A reusable barrier with a varying number of parties, advancing through
 * phases 0, 1, ... (wrapping to 0 after Integer.MAX_VALUE).
 * jpor: the state is guarded by a private monitor on which waiting threads wait.
 * Tiering is not supported: a Phaser constructed with a parent throws
 * UnsupportedOperationException.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private static final int MAX_PHASE = Integer.MAX_VALUE;

    private final Object lock = new Object();
    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties >>> 16 != 0)
            throw new IllegalArgumentException("Illegal number of parties");
        if (parent != null)
            throw new UnsupportedOperationException("jpor: tiered phasers are not supported");
        this.parties = parties;
        this.unarrived = parties;
    }

    /** lock held: the phase as reported (negative once terminated) */
    private int reportedPhase() {
        return terminated ? phase + Integer.MIN_VALUE : phase;
    }

    private String badArrive() {
        return "Attempted arrival of unregistered party for " + stateToString();
    }

    private String badRegister() {
        return "Attempt to register more than " + MAX_PARTIES + " parties for " + stateToString();
    }

    /** lock held: the last party arrived; starts the next phase */
    private void advance() {
        int p = phase;
        boolean terminate;
        try {
            terminate = onAdvance(p, parties);
        } catch (RuntimeException ex) {
            terminate = false;
            finishAdvance(p, false);
            throw ex;
        } catch (Error err) {
            finishAdvance(p, false);
            throw err;
        }
        finishAdvance(p, terminate);
    }

    private void finishAdvance(int p, boolean terminate) {
        phase = (p + 1) & MAX_PHASE;
        unarrived = terminate ? 0 : parties; // terminated: every party counts as arrived, as the JDK's
        if (terminate)
            terminated = true;
        lock.notifyAll();
    }

    private int doRegister(int registrations) {
        synchronized (lock) {
            if (terminated)
                return reportedPhase();
            if (parties + registrations > MAX_PARTIES)
                throw new IllegalStateException(badRegister());
            parties += registrations;
            unarrived += registrations;
            return phase;
        }
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0)
            throw new IllegalArgumentException();
        if (parties == 0)
            return getPhase();
        return doRegister(parties);
    }

    private int doArrive(boolean deregister) {
        synchronized (lock) {
            if (terminated)
                return reportedPhase();
            if (unarrived <= 0)
                throw new IllegalStateException(badArrive());
            int p = phase;
            if (deregister)
                parties--;
            if (--unarrived == 0)
                advance();
            return p;
        }
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        synchronized (lock) {
            if (terminated)
                return reportedPhase();
            if (unarrived <= 0)
                throw new IllegalStateException(badArrive());
            int p = phase;
            if (--unarrived == 0) {
                advance();
                return (p + 1) & MAX_PHASE; // the next phase, even if it terminated (as the JDK)
            }
            return awaitLocked(p, false, false, 0L);
        }
    }

    /** lock held: waits while the phase is p; returns the new phase (negative if terminated) */
    private int awaitLocked(int p, boolean interruptible, boolean timed, long nanos) {
        boolean interrupted = false;
        long rem = nanos;
        try {
            while (phase == p && !terminated) {
                if (timed && rem <= 0L)
                    return -2; // timed out (distinguished by the caller)
                try {
                    if (timed)
                        rem = jpor.internal.Unsafe.waitNanos(lock, rem);
                    else
                        lock.wait();
                } catch (InterruptedException ie) {
                    if (interruptible)
                        return -3; // interrupted
                    interrupted = true;
                }
            }
            return reportedPhase();
        } finally {
            if (interrupted)
                Thread.currentThread().interrupt();
        }
    }

    public int awaitAdvance(int phase) {
        if (phase < 0)
            return phase;
        synchronized (lock) {
            if (this.phase != phase || terminated)
                return reportedPhase();
            return awaitLocked(phase, false, false, 0L);
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        if (phase < 0)
            return phase;
        synchronized (lock) {
            if (this.phase != phase || terminated)
                return reportedPhase();
            if (Thread.interrupted())
                throw new InterruptedException();
            int r = awaitLocked(phase, true, false, 0L);
            if (r == -3 && this.phase == phase && !terminated)
                throw new InterruptedException();
            return reportedPhase();
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        if (phase < 0)
            return phase;
        synchronized (lock) {
            if (this.phase != phase || terminated)
                return reportedPhase();
            if (Thread.interrupted())
                throw new InterruptedException();
            int r = awaitLocked(phase, true, true, nanos);
            if (this.phase == phase && !terminated) {
                if (r == -3)
                    throw new InterruptedException();
                throw new TimeoutException();
            }
            return reportedPhase();
        }
    }

    public void forceTermination() {
        synchronized (lock) {
            if (!terminated) {
                terminated = true;
                lock.notifyAll();
            }
        }
    }

    public final int getPhase() {
        synchronized (lock) {
            return reportedPhase();
        }
    }

    public int getRegisteredParties() {
        synchronized (lock) {
            return parties;
        }
    }

    public int getArrivedParties() {
        synchronized (lock) {
            return parties - unarrived;
        }
    }

    public int getUnarrivedParties() {
        synchronized (lock) {
            return unarrived;
        }
    }

    public Phaser getParent() {
        return null;
    }

    public Phaser getRoot() {
        return this;
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return terminated;
        }
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    private String stateToString() {
        synchronized (lock) {
            return super.toString() + "[phase = " + reportedPhase() + " parties = " + parties + " arrived = "
                    + (parties - unarrived) + "]";
        }
    }

    public String toString() {
        return stateToString();
    }
}
