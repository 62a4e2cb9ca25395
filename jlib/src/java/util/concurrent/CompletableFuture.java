package java.util.concurrent;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future that may be completed explicitly and that runs dependent actions when it
 * completes.  The result is one volatile field: null while incomplete, NIL for a null
 * value, an AltResult holding the exception when completed exceptionally.  Dependents
 * wait in a stack (the most recent first, as in the JDK) guarded by this future's monitor;
 * the thread that completes the future runs them, or hands them to their executor, after
 * leaving the monitor.  Threads blocked in get/join wait on the monitor.
 *
 * Exceptions are stored as the JDK documents: a function's exception, or one passed on
 * from a source, is stored wrapped in a CompletionException; completeExceptionally stores
 * its argument as it is.  join() throws CompletionException (the stored one, or a new one
 * around a bare exception), get() ExecutionException around the cause.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {

    /** Marker of the tasks the async methods hand to an executor. */
    public static interface AsynchronousCompletionTask {
    }

    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    /** Executes each task in a new thread: the default when the common pool has one thread. */
    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null)
                throw new NullPointerException();
            new Thread(r).start();
        }
    }

    private static final boolean USE_COMMON_POOL = ForkJoinPool.getCommonPoolParallelism() > 1;
    private static final Executor ASYNC_POOL = USE_COMMON_POOL ? (Executor) ForkJoinPool.commonPool()
            : new ThreadPerTaskExecutor();

    volatile Object result;
    /** Dependents waiting for this future (guarded by this). */
    private Completion stack;
    /** Threads waiting in get/join (guarded by this). */
    private int waiters;

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        this.result = r;
    }

    // ------------------------------------------------------------------ encoding

    static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    /** A function's exception: wrapped in a CompletionException unless it is one. */
    static AltResult encodeThrowable(Throwable x) {
        return new AltResult(x instanceof CompletionException ? x : new CompletionException(x));
    }

    /** A source's exceptional result passed on to a dependent. */
    static Object encodeThrowable(Throwable x, Object r) {
        if (!(x instanceof CompletionException))
            x = new CompletionException(x);
        else if (r instanceof AltResult && x == ((AltResult) r).ex)
            return r;
        return new AltResult(x);
    }

    /** A result copied from another future: a bare exception gets wrapped. */
    static Object encodeRelay(Object r) {
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null && !(x instanceof CompletionException))
            r = new AltResult(new CompletionException(x));
        return r;
    }

    static Throwable exceptionOf(Object r) {
        return r instanceof AltResult ? ((AltResult) r).ex : null;
    }

    @SuppressWarnings("unchecked")
    static <T> T valueOf(Object r) {
        return r instanceof AltResult ? null : (T) r;
    }

    // ------------------------------------------------------------------ completion machinery

    /**
     * Something to do when a source completes; fire() is called once per source completion.
     * Nested (called from postComplete), it completes its future without running that
     * future's dependents and returns them (most recent first), for postComplete to run.
     */
    abstract static class Completion {
        Completion next;

        abstract Completion fire(boolean nested);
    }

    /** Stands for a two-source completion on its second source's stack. */
    static final class CoCompletion extends Completion {
        final Completion base;

        CoCompletion(Completion base) {
            this.base = base;
        }

        Completion fire(boolean nested) {
            return base.fire(nested);
        }
    }

    /** setResult's answer when the result was set already. */
    private static final Completion ALREADY = new CoCompletion(null);

    /**
     * Sets the result if not set yet, wakes the waiting threads and takes the dependents
     * (most recent first; null if none), or returns ALREADY.
     */
    private Completion setResult(Object r) {
        synchronized (this) {
            if (result != null)
                return ALREADY;
            result = r;
            if (waiters > 0)
                notifyAll();
            Completion s = stack;
            stack = null;
            return s;
        }
    }

    /** Completes this future and runs its dependents. */
    final boolean completeRaw(Object r) {
        Completion s = setResult(r);
        if (s == ALREADY)
            return false;
        if (s != null)
            postComplete(s);
        return true;
    }

    /** Completes this future for a dependent being fired (see Completion). */
    final Completion completeDep(Object r, boolean nested) {
        Completion s = setResult(r);
        if (s == ALREADY || s == null)
            return null;
        if (nested)
            return s;
        postComplete(s);
        return null;
    }

    final Completion completeDepThrowable(Throwable x, boolean nested) {
        return completeDep(encodeThrowable(x), nested);
    }

    /**
     * Runs the dependents of a completed future, the most recently added first.  A fired
     * dependent's own future hands its dependents back here instead of recursing: all but
     * its oldest one go onto the list still to run and that one runs at once (the JDK's order).
     */
    static void postComplete(Completion pending) {
        while (pending != null) {
            Completion h = pending;
            pending = h.next;
            h.next = null;
            Completion g = h.fire(true);
            while (g != null) {
                while (g.next != null) {
                    Completion n = g.next;
                    g.next = pending;
                    pending = g;
                    g = n;
                }
                g = g.fire(true);
            }
        }
    }

    final boolean completeThrowable(Throwable x) {
        return completeRaw(encodeThrowable(x));
    }

    /** Adds a dependent, or fires it now if this future is complete. */
    final void push(Completion c) {
        synchronized (this) {
            if (result == null) {
                c.next = stack;
                stack = c;
                return;
            }
        }
        c.fire(false);
    }

    static final int APPLY = 0, ACCEPT = 1, RUN = 2, COMPOSE = 3, HANDLE = 4, WHEN = 5, EXCEPT = 6,
            EXCEPT_COMPOSE = 7;
    static final int COMBINE = 10, ACCEPT_BOTH = 11, RUN_BOTH = 12;
    static final int APPLY_EITHER = 20, ACCEPT_EITHER = 21, RUN_EITHER = 22;

    /** Runs a dependent's function on a source result (on its executor when it has one). */
    abstract static class Dependent extends Completion implements Runnable, AsynchronousCompletionTask {
        final int kind;
        final Object fn;
        final Executor executor;
        final CompletableFuture<Object> dst;
        Object in;
        Object in2;

        @SuppressWarnings("unchecked")
        Dependent(int kind, Object fn, Executor executor, CompletableFuture<?> dst) {
            this.kind = kind;
            this.fn = fn;
            this.executor = executor;
            this.dst = (CompletableFuture<Object>) dst;
        }

        /**
         * With the source result(s): propagate an exception, or run the function here or
         * (through the fields, which the executor's hand-off publishes) on the executor.
         */
        final Completion start(Object r, Object s, boolean passesExceptions, boolean nested) {
            Throwable x = exceptionOf(r);
            Object from = r;
            if (x == null && s != null && (x = exceptionOf(s)) != null)
                from = s;
            if (passesExceptions && x != null)
                return dst.completeDep(encodeThrowable(x, from), nested);
            if (executor == null)
                return compute(r, s, nested);
            in = r;
            in2 = s;
            try {
                executor.execute(this);
            } catch (Throwable ex) {
                return dst.completeDepThrowable(ex, nested);
            }
            return null;
        }

        public final void run() {
            compute(in, in2, false);
        }

        @SuppressWarnings({ "unchecked", "rawtypes" })
        final Completion compute(Object r, Object in2, boolean nested) {
            Object v;
            try {
                switch (kind) {
                case APPLY:
                case APPLY_EITHER:
                    v = ((Function) fn).apply(valueOf(r));
                    break;
                case ACCEPT:
                case ACCEPT_EITHER:
                    ((Consumer) fn).accept(valueOf(r));
                    v = null;
                    break;
                case RUN:
                case RUN_BOTH:
                case RUN_EITHER:
                    ((Runnable) fn).run();
                    v = null;
                    break;
                case COMBINE:
                    v = ((BiFunction) fn).apply(valueOf(r), valueOf(in2));
                    break;
                case ACCEPT_BOTH:
                    ((BiConsumer) fn).accept(valueOf(r), valueOf(in2));
                    v = null;
                    break;
                case HANDLE:
                    v = ((BiFunction) fn).apply(valueOf(r), exceptionOf(r));
                    break;
                case EXCEPT:
                    v = ((Function) fn).apply(exceptionOf(r));
                    break;
                case WHEN: {
                    Throwable x = exceptionOf(r);
                    try {
                        ((BiConsumer) fn).accept(valueOf(r), x);
                    } catch (Throwable y) {
                        if (x == null)
                            x = y;
                        else if (x != y)
                            x.addSuppressed(y);
                    }
                    return dst.completeDep(x == null ? r : encodeThrowable(x, r), nested);
                }
                case COMPOSE:
                case EXCEPT_COMPOSE: {
                    CompletableFuture<?> g;
                    if (kind == COMPOSE)
                        g = ((CompletionStage<?>) ((Function) fn).apply(valueOf(r))).toCompletableFuture();
                    else
                        g = ((CompletionStage<?>) ((Function) fn).apply(exceptionOf(r))).toCompletableFuture();
                    Object gr = g.result;
                    if (gr != null)
                        return dst.completeDep(encodeRelay(gr), nested);
                    g.push(new Relay(g, dst));
                    return null;
                }
                default:
                    throw new InternalError();
                }
            } catch (Throwable ex) {
                return dst.completeDepThrowable(ex, nested);
            }
            return dst.completeDep(encodeValue(v), nested);
        }
    }

    /** A dependent of one source. */
    static final class Uni extends Dependent {
        final CompletableFuture<?> src;

        Uni(int kind, Object fn, Executor executor, CompletableFuture<?> src, CompletableFuture<?> dst) {
            super(kind, fn, executor, dst);
            this.src = src;
        }

        Completion fire(boolean nested) {
            Object r = src.result;
            if ((kind == EXCEPT || kind == EXCEPT_COMPOSE) && exceptionOf(r) == null)
                return dst.completeDep(r, nested);
            return start(r, null, kind <= COMPOSE, nested);
        }
    }

    /** A dependent of two sources: runs once both are complete. */
    static final class Both extends Dependent {
        final CompletableFuture<?> a, b;
        private boolean claimed;

        Both(int kind, Object fn, Executor executor, CompletableFuture<?> a, CompletableFuture<?> b,
                CompletableFuture<?> dst) {
            super(kind, fn, executor, dst);
            this.a = a;
            this.b = b;
        }

        Completion fire(boolean nested) {
            Object r = a.result, s = b.result;
            if (r == null || s == null)
                return null;
            synchronized (this) {
                if (claimed)
                    return null;
                claimed = true;
            }
            return start(r, s, true, nested);
        }
    }

    /** A dependent of the first of two sources to complete. */
    static final class Either extends Dependent {
        final CompletableFuture<?> a, b;
        private boolean claimed;

        Either(int kind, Object fn, Executor executor, CompletableFuture<?> a, CompletableFuture<?> b,
                CompletableFuture<?> dst) {
            super(kind, fn, executor, dst);
            this.a = a;
            this.b = b;
        }

        Completion fire(boolean nested) {
            Object r = a.result;
            if (r == null && (r = b.result) == null)
                return null;
            synchronized (this) {
                if (claimed)
                    return null;
                claimed = true;
            }
            return start(r, null, true, nested);
        }
    }

    /** Copies a source's result (exceptions wrapped) into dst. */
    static final class Relay extends Completion {
        final CompletableFuture<?> src;
        final CompletableFuture<?> dst;

        Relay(CompletableFuture<?> src, CompletableFuture<?> dst) {
            this.src = src;
            this.dst = dst;
        }

        Completion fire(boolean nested) {
            return dst.completeDep(encodeRelay(src.result), nested);
        }
    }

    /** allOf: completes when every source has, with the leftmost exception if any. */
    static final class AllOf extends Completion {
        final CompletableFuture<?>[] cfs;
        final CompletableFuture<Void> dst;
        private int left;

        AllOf(CompletableFuture<?>[] cfs, CompletableFuture<Void> dst) {
            this.cfs = cfs;
            this.dst = dst;
            this.left = cfs.length;
        }

        Completion fire(boolean nested) {
            synchronized (this) {
                if (--left != 0)
                    return null;
            }
            for (int i = 0; i < cfs.length; i++) {
                Object r = cfs[i].result;
                Throwable x = exceptionOf(r);
                if (x != null)
                    return dst.completeDep(encodeThrowable(x, r), nested);
            }
            return dst.completeDep(NIL, nested);
        }
    }

    /** An async supplier or runnable. */
    static final class AsyncTask implements Runnable, AsynchronousCompletionTask {
        final CompletableFuture<Object> dst;
        final Supplier<?> supplier;
        final Runnable runnable;

        @SuppressWarnings("unchecked")
        AsyncTask(CompletableFuture<?> dst, Supplier<?> supplier, Runnable runnable) {
            this.dst = (CompletableFuture<Object>) dst;
            this.supplier = supplier;
            this.runnable = runnable;
        }

        public void run() {
            if (dst.result != null)
                return;
            Object v;
            try {
                if (supplier != null) {
                    v = supplier.get();
                } else {
                    runnable.run();
                    v = null;
                }
            } catch (Throwable ex) {
                dst.completeThrowable(ex);
                return;
            }
            dst.completeRaw(encodeValue(v));
        }
    }

    static Executor screenExecutor(Executor e) {
        if (e == null)
            throw new NullPointerException();
        if (!USE_COMMON_POOL && e == ForkJoinPool.commonPool())
            return ASYNC_POOL;
        return e;
    }

    private <V> CompletableFuture<V> uniStage(int kind, Executor e, Object fn) {
        if (fn == null)
            throw new NullPointerException();
        CompletableFuture<V> d = newIncompleteFuture();
        push(new Uni(kind, fn, e, this, d));
        return d;
    }

    private <V> CompletableFuture<V> biStage(int kind, CompletionStage<?> o, Executor e, Object fn) {
        if (fn == null)
            throw new NullPointerException();
        CompletableFuture<?> b = o.toCompletableFuture();
        CompletableFuture<V> d = newIncompleteFuture();
        Completion c = kind < APPLY_EITHER ? new Both(kind, fn, e, this, b, d) : new Either(kind, fn, e, this, b, d);
        push(c);
        if (d.result == null)
            b.push(new CoCompletion(c));
        return d;
    }

    // ------------------------------------------------------------------ static factories

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        if (supplier == null)
            throw new NullPointerException();
        Executor e = screenExecutor(executor);
        CompletableFuture<U> d = new CompletableFuture<U>();
        e.execute(new AsyncTask(d, supplier, null));
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        if (runnable == null)
            throw new NullPointerException();
        Executor e = screenExecutor(executor);
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        e.execute(new AsyncTask(d, null, runnable));
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        for (int i = 0; i < cfs.length; i++)
            if (cfs[i] == null)
                throw new NullPointerException();
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.result = NIL;
            return d;
        }
        AllOf all = new AllOf(cfs.clone(), d);
        for (int i = 0; i < cfs.length; i++)
            all.cfs[i].push(i == 0 ? (Completion) all : new CoCompletion(all));
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        for (int i = 0; i < cfs.length; i++) {
            if (cfs[i] == null)
                throw new NullPointerException();
        }
        for (int i = 0; i < cfs.length; i++) {
            Object r = cfs[i].result;
            if (r != null)
                return new CompletableFuture<Object>(encodeRelay(r));
        }
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (int i = 0; i < cfs.length && d.result == null; i++)
            cfs[i].push(new Relay(cfs[i], d));
        return d;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, ASYNC_POOL);
    }

    public static Executor delayedExecutor(final long delay, final TimeUnit unit, final Executor executor) {
        if (unit == null || executor == null)
            throw new NullPointerException();
        return new Executor() {
            public void execute(final Runnable r) {
                if (r == null)
                    throw new NullPointerException();
                Delayer.delay(new Runnable() {
                    public void run() {
                        executor.execute(r);
                    }
                }, delay, unit);
            }
        };
    }

    // ------------------------------------------------------------------ waiting and results

    private Object waitingGet(boolean interruptible) throws InterruptedException {
        Object r = result;
        if (r != null)
            return r;
        boolean interrupted = false;
        synchronized (this) {
            waiters++;
            try {
                while ((r = result) == null) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        // the JDK looks at the result before the interrupt:
                        // completed meanwhile, get() returns it, flag set
                        if (interruptible && result == null)
                            throw e;
                        interrupted = true;
                    }
                }
            } finally {
                waiters--;
            }
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        return r;
    }

    private Object timedGet(long nanos) throws InterruptedException, TimeoutException {
        Object r = result; // a result there already: the flag is not looked at
        if (r != null)
            return r;
        if (Thread.interrupted())
            throw new InterruptedException();
        long left = nanos;
        boolean interrupted = false;
        synchronized (this) {
            waiters++;
            try {
                while ((r = result) == null) {
                    if (left <= 0L)
                        throw new TimeoutException();
                    try {
                        left = jpor.internal.Unsafe.waitNanos(this, left);
                    } catch (InterruptedException e) {
                        if (result == null) // completed meanwhile: as waitingGet
                            throw e;
                        interrupted = true;
                    }
                }
            } finally {
                waiters--;
            }
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        return r;
    }

    @SuppressWarnings("unchecked")
    private static <T> T reportGet(Object r) throws ExecutionException {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null)
                return null;
            if (x instanceof CancellationException)
                throw (CancellationException) x;
            Throwable cause;
            if (x instanceof CompletionException && (cause = x.getCause()) != null)
                x = cause;
            throw new ExecutionException(x);
        }
        return (T) r;
    }

    @SuppressWarnings("unchecked")
    private static <T> T reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null)
                return null;
            if (x instanceof CancellationException)
                throw (CancellationException) x;
            if (x instanceof CompletionException)
                throw (CompletionException) x;
            throw new CompletionException(x);
        }
        return (T) r;
    }

    public T get() throws InterruptedException, ExecutionException {
        return reportGet(waitingGet(true));
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        return reportGet(timedGet(unit.toNanos(timeout)));
    }

    public T join() {
        try {
            return reportJoin(waitingGet(false));
        } catch (InterruptedException e) {
            throw new InternalError(); // not interruptible
        }
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return r == null ? valueIfAbsent : CompletableFuture.<T>reportJoin(r);
    }

    public boolean complete(T value) {
        return completeRaw(encodeValue(value));
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        return completeRaw(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = result == null && completeRaw(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean isDone() {
        return result != null;
    }

    public boolean isCancelled() {
        Object r = result;
        return r instanceof AltResult && ((AltResult) r).ex instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        Object r = result;
        return r instanceof AltResult && r != NIL;
    }

    public void obtrudeValue(T value) {
        obtrude(encodeValue(value));
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        obtrude(new AltResult(ex));
    }

    private void obtrude(Object r) {
        Completion s;
        synchronized (this) {
            result = r;
            if (waiters > 0)
                notifyAll();
            s = stack;
            stack = null;
        }
        postComplete(s);
    }

    public int getNumberOfDependents() {
        return dependents();
    }

    private synchronized int dependents() {
        int n = 0;
        for (Completion c = stack; c != null; c = c.next)
            n++;
        return n;
    }

    public String toString() {
        Object r = result;
        String state;
        if (r == null) {
            int n = dependents();
            state = n == 0 ? "[Not completed]" : "[Not completed, " + n + " dependents]";
        } else if (r instanceof AltResult && ((AltResult) r).ex != null) {
            state = "[Completed exceptionally: " + ((AltResult) r).ex + "]";
        } else {
            state = "[Completed normally]";
        }
        return super.toString() + state;
    }

    // ------------------------------------------------------------------ Java 9+ additions

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        CompletableFuture<T> d = newIncompleteFuture();
        push(new Relay(this, d));
        return d;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null)
            throw new NullPointerException();
        executor.execute(new AsyncTask(this, supplier, null));
        return this;
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null)
            throw new NullPointerException();
        if (result == null) {
            final CompletableFuture<T> f = this;
            whenComplete(new Canceller(Delayer.delay(new Runnable() {
                public void run() {
                    if (!f.isDone())
                        f.completeExceptionally(new TimeoutException());
                }
            }, timeout, unit)));
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(final T value, long timeout, TimeUnit unit) {
        if (unit == null)
            throw new NullPointerException();
        if (result == null) {
            final CompletableFuture<T> f = this;
            whenComplete(new Canceller(Delayer.delay(new Runnable() {
                public void run() {
                    f.complete(value);
                }
            }, timeout, unit)));
        }
        return this;
    }

    /** Cancels a timeout's scheduled task once the future completed normally. */
    static final class Canceller implements BiConsumer<Object, Throwable> {
        final Future<?> f;

        Canceller(Future<?> f) {
            this.f = f;
        }

        public void accept(Object ignore, Throwable ex) {
            if (ex == null && f != null && !f.isDone())
                f.cancel(false);
        }
    }

    /** The daemon thread that runs timeouts and delayed executions. */
    static final class Delayer {
        private static ScheduledThreadPoolExecutor delayer;

        static synchronized ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            if (delayer == null) {
                delayer = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
                    public Thread newThread(Runnable r) {
                        Thread t = new Thread(r, "CompletableFutureDelayScheduler");
                        t.setDaemon(true);
                        return t;
                    }
                });
                delayer.setRemoveOnCancelPolicy(true);
            }
            return delayer.schedule(command, delay, unit);
        }
    }

    // ------------------------------------------------------------------ CompletionStage

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniStage(APPLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniStage(ACCEPT, null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniStage(ACCEPT, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniStage(ACCEPT, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniStage(RUN, null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniStage(RUN, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniStage(RUN, screenExecutor(executor), action);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(COMBINE, other, null, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(COMBINE, other, defaultExecutor(), fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return biStage(COMBINE, other, screenExecutor(executor), fn);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(ACCEPT_BOTH, other, null, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(ACCEPT_BOTH, other, defaultExecutor(), action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return biStage(ACCEPT_BOTH, other, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biStage(RUN_BOTH, other, null, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biStage(RUN_BOTH, other, defaultExecutor(), action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biStage(RUN_BOTH, other, screenExecutor(executor), action);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return biStage(APPLY_EITHER, other, null, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
            Function<? super T, U> fn) {
        return biStage(APPLY_EITHER, other, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
            Executor executor) {
        return biStage(APPLY_EITHER, other, screenExecutor(executor), fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return biStage(ACCEPT_EITHER, other, null, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other,
            Consumer<? super T> action) {
        return biStage(ACCEPT_EITHER, other, defaultExecutor(), action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
            Executor executor) {
        return biStage(ACCEPT_EITHER, other, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return biStage(RUN_EITHER, other, null, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return biStage(RUN_EITHER, other, defaultExecutor(), action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action,
            Executor executor) {
        return biStage(RUN_EITHER, other, screenExecutor(executor), action);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return uniStage(COMPOSE, screenExecutor(executor), fn);
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn,
            Executor executor) {
        return uniStage(HANDLE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action,
            Executor executor) {
        return uniStage(WHEN, screenExecutor(executor), action);
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPT, null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPT, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return uniStage(EXCEPT, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(EXCEPT_COMPOSE, null, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(EXCEPT_COMPOSE, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
            Executor executor) {
        return uniStage(EXCEPT_COMPOSE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    // ------------------------------------------------------------------ minimal stages (9+)

    public CompletionStage<T> minimalCompletionStage() {
        MinimalStage<T> d = new MinimalStage<T>();
        push(new Relay(this, d));
        return d;
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return new MinimalStage<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        return new MinimalStage<U>(new AltResult(ex));
    }

    /** A stage that offers only the CompletionStage methods; the others throw UnsupportedOperationException. */
    static final class MinimalStage<T> extends CompletableFuture<T> {
        MinimalStage() {
        }

        MinimalStage(Object r) {
            super(r);
        }

        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new MinimalStage<U>();
        }

        public T get() {
            throw new UnsupportedOperationException();
        }

        public T get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        public T getNow(T valueIfAbsent) {
            throw new UnsupportedOperationException();
        }

        public T join() {
            throw new UnsupportedOperationException();
        }

        public boolean complete(T value) {
            throw new UnsupportedOperationException();
        }

        public boolean completeExceptionally(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            throw new UnsupportedOperationException();
        }

        public void obtrudeValue(T value) {
            throw new UnsupportedOperationException();
        }

        public void obtrudeException(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        public boolean isDone() {
            throw new UnsupportedOperationException();
        }

        public boolean isCancelled() {
            throw new UnsupportedOperationException();
        }

        public boolean isCompletedExceptionally() {
            throw new UnsupportedOperationException();
        }

        public int getNumberOfDependents() {
            throw new UnsupportedOperationException();
        }

        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
            throw new UnsupportedOperationException();
        }

        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
            throw new UnsupportedOperationException();
        }

        public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        /** A full CompletableFuture with this stage's result. */
        public CompletableFuture<T> toCompletableFuture() {
            Object r = result;
            if (r != null)
                return new CompletableFuture<T>(encodeRelay(r));
            CompletableFuture<T> d = new CompletableFuture<T>();
            push(new Relay(this, d));
            return d;
        }
    }
}
