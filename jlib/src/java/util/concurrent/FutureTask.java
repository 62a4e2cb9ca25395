package java.util.concurrent;

import jpor.internal.Unsafe;

/**
 * A cancellable computation whose result get() waits for.  Waiting threads are
 * kept in a stack of nodes and parked (as on the JDK); they park also while the
 * task is completing, instead of spinning.  cancel(true) interrupts the runner
 * while holding this task's monitor, which the runner enters, when it finds the
 * task being cancelled, to wait for the interrupt to be done.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int COMPLETING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTING = 5;
    private static final int INTERRUPTED = 6;

    private static final long STATE = Unsafe.objectFieldOffset(FutureTask.class, "state");
    private static final long RUNNER = Unsafe.objectFieldOffset(FutureTask.class, "runner");
    private static final long WAITERS = Unsafe.objectFieldOffset(FutureTask.class, "waiters");

    private volatile int state;
    private Callable<V> callable;
    /* volatile here, unlike the JDK's (there a plain field that the writes and
     * reads of state order): the checker's lockset analysis does not see
     * that order, and would find it unprotected and run the search again */
    private volatile Object outcome;
    private volatile Thread runner;
    private volatile WaitNode waiters;

    static final class WaitNode {
        volatile Thread thread;
        volatile WaitNode next;

        WaitNode() {
            thread = Thread.currentThread();
        }
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL)
            return (V) x;
        if (s >= CANCELLED)
            throw new CancellationException();
        throw new ExecutionException((Throwable) x);
    }

    public FutureTask(Callable<V> callable) {
        if (callable == null)
            throw new NullPointerException();
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        if (!mayInterruptIfRunning) {
            if (!(state == NEW && Unsafe.compareAndSetInt(this, STATE, NEW, CANCELLED)))
                return false;
        } else {
            synchronized (this) {
                if (!(state == NEW && Unsafe.compareAndSetInt(this, STATE, NEW, INTERRUPTING)))
                    return false;
                try {
                    Thread t = runner;
                    if (t != null)
                        t.interrupt();
                } finally {
                    state = INTERRUPTED;
                }
            }
        }
        finishCompletion();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s = state;
        if (s <= COMPLETING)
            s = awaitDone(false, 0L);
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null)
            throw new NullPointerException();
        int s = state;
        if (s <= COMPLETING && (s = awaitDone(true, unit.toNanos(timeout))) <= COMPLETING)
            throw new TimeoutException();
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        if (Unsafe.compareAndSetInt(this, STATE, NEW, COMPLETING)) {
            outcome = v;
            state = NORMAL;
            finishCompletion();
        }
    }

    protected void setException(Throwable t) {
        if (Unsafe.compareAndSetInt(this, STATE, NEW, COMPLETING)) {
            outcome = t;
            state = EXCEPTIONAL;
            finishCompletion();
        }
    }

    public void run() {
        if (state != NEW || !Unsafe.compareAndSetReference(this, RUNNER, null, Thread.currentThread()))
            return;
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran)
                    set(result);
            }
        } finally {
            runner = null;
            int s = state;
            if (s >= INTERRUPTING)
                handlePossibleCancellationInterrupt(s);
        }
    }

    protected boolean runAndReset() {
        if (state != NEW || !Unsafe.compareAndSetReference(this, RUNNER, null, Thread.currentThread()))
            return false;
        boolean ran = false;
        int s = state;
        try {
            Callable<V> c = callable;
            if (c != null && s == NEW) {
                try {
                    c.call(); // don't set result
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            runner = null;
            s = state;
            if (s >= INTERRUPTING)
                handlePossibleCancellationInterrupt(s);
        }
        return ran && s == NEW;
    }

    /** Waits (on this task's monitor, held by cancel(true)) until a cancelling interrupt has been delivered. */
    private void handlePossibleCancellationInterrupt(int s) {
        if (s == INTERRUPTING) {
            synchronized (this) {
                // cancel(true) is done once we get here
            }
        }
    }

    /** Removes and unparks all waiting threads, then calls done(). */
    private void finishCompletion() {
        if (waiters != null) {
            WaitNode q = (WaitNode) Unsafe.getAndSetReference(this, WAITERS, null);
            while (q != null) {
                Thread t = q.thread;
                if (t != null) {
                    q.thread = null;
                    Unsafe.unpark(t);
                }
                q = q.next;
            }
        }
        done();
        callable = null;
    }

    /** Waits for completion, interrupt or timeout; returns the state. */
    private int awaitDone(boolean timed, long nanos) throws InterruptedException {
        WaitNode q = null;
        boolean queued = false;
        boolean reinterrupt = false;
        for (;;) {
            int s = state;
            if (s > COMPLETING) {
                if (q != null)
                    q.thread = null;
                if (reinterrupt)
                    Thread.currentThread().interrupt();
                return s;
            } else if (s == NEW && Thread.interrupted()) {
                removeWaiter(q);
                throw new InterruptedException();
            } else if (s == COMPLETING && Thread.interrupted()) {
                // almost done: the JDK waits for it, keeping the interrupt
                reinterrupt = true;
            } else if (q == null) {
                if (timed && nanos <= 0L)
                    return s;
                q = new WaitNode();
            } else if (!queued) {
                WaitNode h = waiters;
                q.next = h;
                queued = Unsafe.compareAndSetReference(this, WAITERS, h, q);
            } else if (timed) {
                if (nanos <= 0L) {
                    removeWaiter(q);
                    return state;
                }
                if (state <= COMPLETING) {
                    Unsafe.park(this, false, nanos);
                    nanos = Unsafe.timeLeft(nanos); // no clock reading kept: see timeLeft
                }
            } else {
                Unsafe.park(this, false, 0L);
            }
        }
    }

    /** Unlinks a timed-out or interrupted wait node, and any other abandoned ones. */
    private void removeWaiter(WaitNode node) {
        if (node != null) {
            node.thread = null;
            retry:
            for (;;) {
                for (WaitNode pred = null, q = waiters, s; q != null; q = s) {
                    s = q.next;
                    if (q.thread != null) {
                        pred = q;
                    } else if (pred != null) {
                        pred.next = s;
                        if (pred.thread == null)
                            continue retry;
                    } else if (!Unsafe.compareAndSetReference(this, WAITERS, q, s)) {
                        continue retry;
                    }
                }
                break;
            }
        }
    }

    public String toString() {
        final String status;
        switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTING:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                final Callable<?> callable = this.callable;
                status = (callable == null) ? "[Not completed]" : "[Not completed, task = " + callable + "]";
        }
        return super.toString() + status;
    }
}
