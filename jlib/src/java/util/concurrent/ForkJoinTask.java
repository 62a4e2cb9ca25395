package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A task run by a ForkJoinPool.  Its state is one volatile status word; threads that
 * wait for a task wait on the task's monitor, which completion notifies.  A worker that
 * joins a task still queued in its pool takes it back and runs it itself; otherwise it
 * waits for the thread running it (a task never waits for one queued behind it, so the
 * waits cannot form a cycle).
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    static final int NORMAL = -1;
    static final int EXCEPTIONAL = -2;
    static final int CANCELLED = -3;

    /** 0 while not done; NORMAL, EXCEPTIONAL or CANCELLED once done. */
    volatile int status;
    private Throwable exception;
    /** The thread that recorded the exception. */
    private Thread thrower;
    /** The pool this task was last pushed to (for tryUnfork). */
    ForkJoinPool queuedIn;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    /** Sets the final status (if not done yet) and wakes the waiting threads. */
    final boolean setDone(int s, Throwable ex) {
        synchronized (this) {
            if (status < 0)
                return false;
            exception = ex;
            if (ex != null)
                thrower = Thread.currentThread();
            status = s;
            notifyAll();
        }
        return true;
    }

    /** Runs the task here unless it is done; returns its status. */
    final int doExec() {
        if (status >= 0) {
            boolean completed;
            try {
                completed = exec();
            } catch (Throwable ex) {
                if (setDone(EXCEPTIONAL, ex))
                    internalPropagateException(ex);
                return status;
            }
            if (completed)
                setDone(NORMAL, null);
        }
        return status;
    }

    /** Waits until done (running it here if it is still queued in the pool); returns the status. */
    private int awaitDone(boolean interruptible) throws InterruptedException {
        int s = status;
        if (s < 0)
            return s;
        ForkJoinPool p = queuedIn;
        if (p != null && mayUnfork(p) && p.tryRemove(this)) {
            s = doExec();
            if (s < 0)
                return s;
        }
        boolean interrupted = false;
        synchronized (this) {
            while ((s = status) >= 0) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    if (interruptible)
                        throw e;
                    interrupted = true;
                }
            }
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        return s;
    }

    /** A worker of the pool, or any thread for the common pool, runs a queued task it joins. */
    private static boolean mayUnfork(ForkJoinPool p) {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool == p : p.isCommonPool();
    }

    private int awaitDoneUninterruptibly() {
        try {
            return awaitDone(false);
        } catch (InterruptedException e) {
            throw new Error(e); // not reached
        }
    }

    /** join()'s exception: unchecked ones as they are, checked ones in a RuntimeException. */
    private V reportJoin(int s) {
        if (s == CANCELLED)
            throw new CancellationException();
        if (s == EXCEPTIONAL) {
            Throwable ex = thrownException();
            if (ex instanceof RuntimeException)
                throw (RuntimeException) ex;
            if (ex instanceof Error)
                throw (Error) ex;
            throw new RuntimeException(ex);
        }
        return getRawResult();
    }

    /**
     * The exception, as the JDK gives it to another thread than the one that threw it: a new
     * exception of the same class around it, made with the class's public (Throwable)
     * constructor, else its public no-argument one and initCause.  jlib has no reflection on
     * constructors, so this is done for the class library's common exception classes; others
     * are given as they are.
     */
    private Throwable thrownException() {
        Throwable ex = exception;
        if (ex == null || thrower == Thread.currentThread())
            return ex;
        Class<?> k = ex.getClass();
        if (k == RuntimeException.class)
            return new RuntimeException(ex);
        if (k == IllegalStateException.class)
            return new IllegalStateException(ex);
        if (k == IllegalArgumentException.class)
            return new IllegalArgumentException(ex);
        if (k == UnsupportedOperationException.class)
            return new UnsupportedOperationException(ex);
        if (k == SecurityException.class)
            return new SecurityException(ex);
        if (k == Error.class)
            return new Error(ex);
        if (k == InternalError.class)
            return new InternalError(ex);
        if (k == java.util.ConcurrentModificationException.class)
            return new java.util.ConcurrentModificationException(ex);
        if (k == java.util.NoSuchElementException.class)
            return new java.util.NoSuchElementException(ex);
        if (k == CompletionException.class)
            return new CompletionException(ex);
        if (k == RejectedExecutionException.class)
            return new RejectedExecutionException(ex);
        Throwable rx;
        if (k == ArithmeticException.class)
            rx = new ArithmeticException();
        else if (k == NullPointerException.class)
            rx = new NullPointerException();
        else if (k == ClassCastException.class)
            rx = new ClassCastException();
        else if (k == ArrayIndexOutOfBoundsException.class)
            rx = new ArrayIndexOutOfBoundsException();
        else if (k == StringIndexOutOfBoundsException.class)
            rx = new StringIndexOutOfBoundsException();
        else if (k == IndexOutOfBoundsException.class)
            rx = new IndexOutOfBoundsException();
        else if (k == NegativeArraySizeException.class)
            rx = new NegativeArraySizeException();
        else if (k == NumberFormatException.class)
            rx = new NumberFormatException();
        else if (k == ArrayStoreException.class)
            rx = new ArrayStoreException();
        else if (k == IllegalMonitorStateException.class)
            rx = new IllegalMonitorStateException();
        else if (k == CancellationException.class)
            rx = new CancellationException();
        else if (k == StackOverflowError.class)
            rx = new StackOverflowError();
        else if (k == AssertionError.class)
            rx = new AssertionError();
        else
            return ex;
        rx.initCause(ex);
        return rx;
    }

    private V reportGet(int s) throws ExecutionException {
        if (s == CANCELLED)
            throw new CancellationException();
        if (s == EXCEPTIONAL)
            throw new ExecutionException(thrownException());
        return getRawResult();
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool : ForkJoinPool.commonPool();
        p.push(this);
        return this;
    }

    public final V join() {
        return reportJoin(awaitDoneUninterruptibly());
    }

    public final V invoke() {
        int s = doExec();
        if (s >= 0)
            s = awaitDoneUninterruptibly();
        return reportJoin(s);
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        if (t1 == null || t2 == null)
            throw new NullPointerException();
        t2.fork();
        int s1 = t1.doExec();
        if (s1 >= 0)
            s1 = t1.awaitDoneUninterruptibly();
        if (s1 != NORMAL) {
            t2.cancel(false);
            t1.reportJoin(s1);
        }
        t2.reportJoin(t2.awaitDoneUninterruptibly());
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = 0; i < tasks.length; i++)
            if (tasks[i] == null)
                throw new NullPointerException();
        for (int i = tasks.length - 1; i >= 1; i--)
            tasks[i].fork();
        Throwable failure = null;
        ForkJoinTask<?> failed = null;
        for (int i = 0; i < tasks.length; i++) {
            ForkJoinTask<?> t = tasks[i];
            int s = i == 0 ? t.doExec() : t.status;
            if (s >= 0)
                s = t.awaitDoneUninterruptibly();
            if (s != NORMAL) {
                failed = t;
                for (int j = i + 1; j < tasks.length; j++)
                    tasks[j].cancel(false);
                break;
            }
        }
        if (failed != null)
            failed.reportJoin(failed.status);
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        List<ForkJoinTask<?>> list = new ArrayList<ForkJoinTask<?>>(tasks);
        invokeAll(list.toArray(new ForkJoinTask<?>[list.size()]));
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        setDone(CANCELLED, null);
        return status == CANCELLED;
    }

    public final boolean isDone() {
        return status < 0;
    }

    public final boolean isCancelled() {
        return status == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        return status < NORMAL;
    }

    public final boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final Throwable getException() {
        int s = status;
        return s == CANCELLED ? new CancellationException() : s == EXCEPTIONAL ? thrownException() : null;
    }

    public void completeExceptionally(Throwable ex) {
        Throwable x = (ex instanceof RuntimeException || ex instanceof Error) ? ex : new RuntimeException(ex);
        if (setDone(EXCEPTIONAL, x))
            internalPropagateException(x);
    }

    /** Hook for CountedCompleter: an exception also completes the completers. */
    void internalPropagateException(Throwable ex) {
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable ex) {
            setDone(EXCEPTIONAL, ex);
            return;
        }
        setDone(NORMAL, null);
    }

    public final void quietlyComplete() {
        setDone(NORMAL, null);
    }

    public final V get() throws InterruptedException, ExecutionException {
        return reportGet(awaitDone(true));
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted())
            throw new InterruptedException();
        int s = status;
        if (s >= 0) {
            long left = nanos;
            synchronized (this) {
                while ((s = status) >= 0) {
                    if (left <= 0L)
                        throw new TimeoutException();
                    left = jpor.internal.Unsafe.waitNanos(this, left);
                }
            }
        }
        return reportGet(s);
    }

    public final void quietlyJoin() {
        awaitDoneUninterruptibly();
    }

    public final void quietlyInvoke() {
        if (doExec() >= 0)
            awaitDoneUninterruptibly();
    }

    public void reinitialize() {
        synchronized (this) {
            status = 0;
            exception = null;
        }
    }

    public boolean tryUnfork() {
        ForkJoinPool p = queuedIn;
        return p != null && mayUnfork(p) && p.tryRemove(this);
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static int getQueuedTaskCount() {
        ForkJoinPool p = getPool();
        return p == null ? 0 : p.getQueuedSubmissionCount();
    }

    /** Queued tasks beyond the idle workers that could take them (0 outside a pool). */
    public static int getSurplusQueuedTaskCount() {
        ForkJoinPool p = getPool();
        return p == null ? 0 : p.surplusQueuedTaskCount();
    }

    /** The most recently queued task of the current worker's pool, without taking it. */
    protected static ForkJoinTask<?> peekNextLocalTask() {
        ForkJoinPool p = getPool();
        return p == null ? null : p.peekLast();
    }

    /** Takes the most recently queued task of the current worker's pool, without running it. */
    protected static ForkJoinTask<?> pollNextLocalTask() {
        ForkJoinPool p = getPool();
        return p == null ? null : p.pollLast();
    }

    /** As pollNextLocalTask: this pool has one queue, so there is nothing else to steal from. */
    protected static ForkJoinTask<?> pollTask() {
        return pollNextLocalTask();
    }

    public static void helpQuiesce() {
        ForkJoinPool p = getPool();
        if (p != null)
            p.helpQuiesce();
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnable<Object>(runnable, null);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null)
                throw new NullPointerException();
            this.runnable = runnable;
            this.result = result;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            runnable.run();
            return true;
        }

        public void run() {
            invoke();
        }
    }

    /** ForkJoinPool.execute(Runnable)'s task: an exception also ends the worker, as uncaught. */
    static final class RunnableExecuteAction extends ForkJoinTask<Void> {
        final Runnable runnable;

        RunnableExecuteAction(Runnable runnable) {
            if (runnable == null)
                throw new NullPointerException();
            this.runnable = runnable;
        }

        public Void getRawResult() {
            return null;
        }

        public void setRawResult(Void v) {
        }

        public boolean exec() {
            runnable.run();
            return true;
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null)
                throw new NullPointerException();
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public void run() {
            invoke();
        }
    }
}
