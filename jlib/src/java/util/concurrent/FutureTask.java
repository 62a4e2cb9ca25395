package java.util.concurrent;

/**
 * A cancellable computation whose result get() waits for.
 *
 * <p>jpor: the state, the outcome and the runner are guarded by a private
 * monitor, and get() waits on it.  The JDK's version is lock-free (a state
 * word moved by compare-and-set, a Treiber stack of waiting threads, park and
 * unpark); under the checker every one of those volatile accesses is a
 * scheduling point, and a pool of one worker running one task, with get(),
 * shutdown() and awaitTermination(), had twice the states.  What a program
 * can observe is the same: the outcome is published once, waiters wake when
 * the task completes or is cancelled, cancel(true) interrupts the runner at
 * most once and before cancel returns, and the task's monitor is its own
 * (not this object's, which a program may lock).
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    /** What waiters wait on (a thread dump names its class). */
    private static final class Sync {
    }

    private final Sync lock = new Sync();
    /* guarded by lock */
    private int state;
    private Callable<V> callable;
    private Object outcome;
    private Thread runner;

    @SuppressWarnings("unchecked")
    private V report(int s, Object x) throws ExecutionException {
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

    private int stateNow() {
        synchronized (lock) {
            return state;
        }
    }

    public boolean isCancelled() {
        return stateNow() >= CANCELLED;
    }

    public boolean isDone() {
        return stateNow() != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (lock) {
            if (state != NEW)
                return false;
            if (mayInterruptIfRunning) {
                state = INTERRUPTED;
                if (runner != null)
                    runner.interrupt();
            } else {
                state = CANCELLED;
            }
            callable = null;
            lock.notifyAll();
        }
        done();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        Object x;
        boolean interrupted = false;
        synchronized (lock) {
            while ((s = state) == NEW) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    // the JDK looks at the state before the interrupt: done
                    // meanwhile, get() returns and the flag stays set
                    if (state == NEW)
                        throw e;
                    interrupted = true;
                }
            }
            x = outcome;
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        return report(s, x);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null)
            throw new NullPointerException();
        long nanos = unit.toNanos(timeout);
        int s;
        Object x;
        boolean interrupted = false;
        synchronized (lock) {
            while ((s = state) == NEW) {
                if (nanos <= 0L)
                    throw new TimeoutException();
                try {
                    nanos = jpor.internal.Unsafe.waitNanos(lock, nanos);
                } catch (InterruptedException e) {
                    if (state == NEW) // done meanwhile: as get()
                        throw e;
                    interrupted = true;
                }
            }
            x = outcome;
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        return report(s, x);
    }

    protected void done() {
    }

    /** Completes the task with s and x unless it is done; true if it did. */
    private boolean complete(int s, Object x) {
        synchronized (lock) {
            if (state != NEW)
                return false;
            outcome = x;
            state = s;
            callable = null;
            lock.notifyAll();
        }
        done();
        return true;
    }

    protected void set(V v) {
        complete(NORMAL, v);
    }

    protected void setException(Throwable t) {
        complete(EXCEPTIONAL, t);
    }

    /** Claims the task for the current thread: its callable, or null if done or running. */
    private Callable<V> claim() {
        synchronized (lock) {
            if (state != NEW || runner != null)
                return null;
            runner = Thread.currentThread();
            return callable;
        }
    }

    /** The runner lets go of the task: the state it left it in. */
    private int release() {
        synchronized (lock) {
            runner = null;
            return state;
        }
    }

    public void run() {
        Callable<V> c = claim();
        if (c == null)
            return;
        try {
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
        } finally {
            release();
        }
    }

    protected boolean runAndReset() {
        Callable<V> c = claim();
        if (c == null)
            return false;
        boolean ran = false;
        int s;
        try {
            try {
                c.call(); // don't set result
                ran = true;
            } catch (Throwable ex) {
                setException(ex);
            }
        } finally {
            s = release();
        }
        return ran && s == NEW;
    }

    public String toString() {
        final String status;
        int s;
        Object x;
        Callable<?> c;
        synchronized (lock) {
            s = state;
            x = outcome;
            c = callable;
        }
        switch (s) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + x + "]";
                break;
            case CANCELLED:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                status = (c == null) ? "[Not completed]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
