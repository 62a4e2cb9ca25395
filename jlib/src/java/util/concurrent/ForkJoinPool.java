package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;

/**
 * An ExecutorService for ForkJoinTasks.  This one keeps one FIFO queue of tasks guarded
 * by the pool's monitor and starts up to `parallelism` daemon worker threads on demand;
 * idle workers wait on the monitor.  A worker joining a task takes it back from the queue
 * if it is still there (ForkJoinTask.awaitDone), so joins never wait for queued work.
 */
public class ForkJoinPool extends AbstractExecutorService {
    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    static final class DefaultFactory implements ForkJoinWorkerThreadFactory {
        public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool);
        }
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory = new DefaultFactory();

    private static final int MAX_CAP = 0x7fff;
    private static int poolIds;
    /** Made when the class is initialised (as the JDK; its workers start on demand). */
    private static final ForkJoinPool common = new ForkJoinPool(true);

    private static synchronized int nextPoolId() {
        return ++poolIds;
    }

    private final int parallelism;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler ueh;
    private final boolean asyncMode;
    private final String workerPrefix;
    private final boolean isCommon;

    // guarded by this
    private final ArrayDeque<ForkJoinTask<?>> queue = new ArrayDeque<ForkJoinTask<?>>();
    private int workers;
    /** usedNames[i]: a live worker is named ...-worker-(i+1) (a new worker takes the lowest free). */
    private boolean[] usedNames = new boolean[4];
    private int idle;
    private int active;
    /** Tasks the workers took from the queue (all are "stolen": there are no per-worker queues). */
    private long steals;
    private boolean shutdown;
    private boolean terminated;

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()), defaultForkJoinWorkerThreadFactory, null,
                false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
            boolean asyncMode) {
        if (parallelism <= 0 || parallelism > MAX_CAP)
            throw new IllegalArgumentException();
        if (factory == null)
            throw new NullPointerException();
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.workerPrefix = "ForkJoinPool-" + nextPoolId() + "-worker-";
        this.isCommon = false;
    }

    private ForkJoinPool(boolean common) {
        int p = Runtime.getRuntime().availableProcessors() - 1;
        String prop = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
        if (prop != null) {
            try {
                p = Integer.parseInt(prop);
            } catch (NumberFormatException e) {
                // ignored, as the JDK
            }
        }
        if (p <= 0)
            p = 1;
        if (p > MAX_CAP)
            p = MAX_CAP;
        this.parallelism = p;
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.ueh = null;
        this.asyncMode = false;
        this.workerPrefix = "ForkJoinPool.commonPool-worker-";
        this.isCommon = true;
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return commonPool().parallelism;
    }

    /** The lowest free worker number (from 1), as the name of a new worker. */
    synchronized int nextWorkerIndex() {
        int i = 0;
        while (i < usedNames.length && usedNames[i])
            i++;
        if (i == usedNames.length)
            usedNames = java.util.Arrays.copyOf(usedNames, i * 2);
        usedNames[i] = true;
        return i + 1;
    }

    String workerName(int index) {
        return workerPrefix + index;
    }

    final boolean isCommonPool() {
        return isCommon;
    }

    Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    // ------------------------------------------------------------------ queue and workers

    /** Queues a task and wakes or starts a worker for it. */
    final void push(ForkJoinTask<?> task) {
        if (task == null)
            throw new NullPointerException();
        boolean start = false;
        synchronized (this) {
            if (shutdown)
                throw new RejectedExecutionException();
            task.queuedIn = this;
            queue.addLast(task);
            if (idle > 0)
                notify();
            else if (workers < parallelism) {
                workers++;
                start = true;
            }
        }
        if (start)
            startWorker();
    }

    private void startWorker() {
        ForkJoinWorkerThread w = null;
        Throwable ex = null;
        try {
            w = factory.newThread(this);
            if (w != null)
                w.start();
        } catch (Throwable e) {
            ex = e;
        }
        if (w == null || ex != null) {
            synchronized (this) {
                workers--;
                checkTermination();
            }
            if (ex instanceof RuntimeException)
                throw (RuntimeException) ex;
            if (ex instanceof Error)
                throw (Error) ex;
        }
    }

    /** Removes a task that is still queued here (for a joining or unforking thread). */
    final synchronized boolean tryRemove(ForkJoinTask<?> task) {
        return queue.removeLastOccurrence(task);
    }

    final void runWorker(ForkJoinWorkerThread w) {
        for (;;) {
            ForkJoinTask<?> t;
            synchronized (this) {
                while (queue.isEmpty() && !shutdown) {
                    idle++;
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        // a worker ignores interrupts while idle
                    } finally {
                        idle--;
                    }
                }
                t = asyncMode ? queue.pollFirst() : queue.pollFirst();
                if (t == null)
                    return; // shut down and nothing left
                active++;
                steals++;
            }
            try {
                t.doExec();
                if (t instanceof ForkJoinTask.RunnableExecuteAction && t.status == ForkJoinTask.EXCEPTIONAL) {
                    Throwable ex = t.getException();
                    if (ex instanceof RuntimeException)
                        throw (RuntimeException) ex;
                    if (ex instanceof Error)
                        throw (Error) ex;
                }
            } finally {
                synchronized (this) {
                    active--;
                    if (active == 0 && queue.isEmpty())
                        notifyAll(); // quiescent
                }
            }
        }
    }

    final void deregisterWorker(ForkJoinWorkerThread w) {
        boolean replace = false;
        synchronized (this) {
            workers--;
            if (w.index > 0 && w.index <= usedNames.length)
                usedNames[w.index - 1] = false;
            if (!queue.isEmpty() && workers < parallelism) {
                workers++;
                replace = true;
            }
            checkTermination();
        }
        if (replace)
            startWorker();
    }

    /** With the monitor held: a shut-down pool with no workers and no tasks is terminated. */
    private void checkTermination() {
        if (shutdown && workers == 0 && queue.isEmpty() && !terminated) {
            terminated = true;
            notifyAll();
        }
    }

    final synchronized int surplusQueuedTaskCount() {
        return Math.max(0, queue.size() - idle);
    }

    final synchronized ForkJoinTask<?> peekLast() {
        return queue.peekLast();
    }

    final synchronized ForkJoinTask<?> pollLast() {
        return queue.pollLast();
    }

    protected synchronized ForkJoinTask<?> pollSubmission() {
        return queue.pollFirst();
    }

    protected int drainTasksTo(Collection<? super ForkJoinTask<?>> c) {
        int n = 0;
        for (ForkJoinTask<?> t; (t = pollSubmission()) != null; n++)
            c.add(t);
        return n;
    }

    final void helpQuiesce() {
        for (;;) {
            ForkJoinTask<?> t;
            synchronized (this) {
                t = queue.pollLast();
            }
            if (t == null)
                return;
            t.doExec();
        }
    }

    // ------------------------------------------------------------------ ExecutorService

    public <T> T invoke(ForkJoinTask<T> task) {
        push(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null)
            throw new NullPointerException();
        ForkJoinTask<?> job = task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task
                : new ForkJoinTask.RunnableExecuteAction(task);
        push(job);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        push(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> job = new ForkJoinTask.AdaptedCallable<T>(task);
        push(job);
        return job;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> job = new ForkJoinTask.AdaptedRunnable<T>(task, result);
        push(job);
        return job;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null)
            throw new NullPointerException();
        ForkJoinTask<?> job = task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task
                : new ForkJoinTask.AdaptedRunnable<Void>(task, null);
        push(job);
        return job;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> c : tasks) {
            ForkJoinTask<T> f = new ForkJoinTask.AdaptedCallable<T>(c);
            futures.add(f);
            push(f);
        }
        for (int i = 0; i < futures.size(); i++)
            ((ForkJoinTask<?>) futures.get(i)).quietlyJoin();
        return futures;
    }

    public int getParallelism() {
        return parallelism;
    }

    public synchronized int getPoolSize() {
        return workers;
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public synchronized int getActiveThreadCount() {
        return active;
    }

    public synchronized int getRunningThreadCount() {
        return active;
    }

    public synchronized boolean isQuiescent() {
        return active == 0 && queue.isEmpty();
    }

    public synchronized long getQueuedTaskCount() {
        return queue.size();
    }

    public synchronized int getQueuedSubmissionCount() {
        return queue.size();
    }

    public synchronized boolean hasQueuedSubmissions() {
        return !queue.isEmpty();
    }

    public synchronized long getStealCount() {
        return steals;
    }

    public void shutdown() {
        if (isCommon)
            return;
        synchronized (this) {
            shutdown = true;
            notifyAll();
            checkTermination();
        }
    }

    public List<Runnable> shutdownNow() {
        if (!isCommon) {
            ArrayList<ForkJoinTask<?>> dropped = new ArrayList<ForkJoinTask<?>>();
            synchronized (this) {
                shutdown = true;
                dropped.addAll(queue);
                queue.clear();
                notifyAll();
                checkTermination();
            }
            for (int i = 0; i < dropped.size(); i++)
                dropped.get(i).cancel(false);
        }
        return Collections.<Runnable>emptyList();
    }

    public synchronized boolean isTerminated() {
        return terminated;
    }

    public synchronized boolean isTerminating() {
        return shutdown && !terminated;
    }

    public synchronized boolean isShutdown() {
        return shutdown;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            if (Thread.interrupted())
                throw new InterruptedException();
            awaitQuiescence(timeout, unit);
            return false;
        }
        long left = unit.toNanos(timeout);
        synchronized (this) {
            while (!terminated) {
                if (left <= 0L)
                    return false;
                left = jpor.internal.Unsafe.waitNanos(this, left);
            }
            return true;
        }
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool == this) {
            helpQuiesce();
            return true;
        }
        long left = unit.toNanos(timeout);
        synchronized (this) {
            while (!(active == 0 && queue.isEmpty())) {
                if (left <= 0L)
                    return false;
                try {
                    left = jpor.internal.Unsafe.waitNanos(this, left);
                } catch (InterruptedException e) {
                    t.interrupt();
                    return false;
                }
            }
            return true;
        }
    }

    /** The JDK's format; this pool has one queue (tasks = queued, submissions = 0). */
    public String toString() {
        String state;
        int size, act, queued;
        long st;
        synchronized (this) {
            st = steals;
            state = terminated ? "Terminated" : shutdown ? "Shutting down" : "Running";
            size = workers;
            act = active;
            queued = queue.size();
        }
        return super.toString() + "[" + state + ", parallelism = " + parallelism + ", size = " + size + ", active = "
                + act + ", running = " + act + ", steals = " + st + ", tasks = " + queued + ", submissions = 0]";
    }

    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        while (!blocker.isReleasable() && !blocker.block()) {
            // block() says whether more blocking is needed
        }
    }
}
