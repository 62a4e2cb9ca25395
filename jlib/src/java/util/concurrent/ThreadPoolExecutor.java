package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;

/**
 * An executor running tasks on a pool of worker threads that take them from a
 * BlockingQueue, with the JDK's policy: execute() starts a new worker (with the
 * task as its first task) while fewer than corePoolSize run, else queues the
 * task, else starts a worker up to maximumPoolSize, else rejects it.  Workers
 * above the core size (or all, with allowCoreThreadTimeOut) end after
 * keepAliveTime idle; a worker whose task threw is replaced.
 *
 * <p>jpor: the run state, the worker count, the worker list and the pool's
 * settings are guarded by the private monitor mainLock and read under it,
 * several at once (the JDK packs state and count into one atomic int, read
 * lock-free, and keeps its settings volatile): under the checker each
 * volatile read is a scheduling point, and a pool of two workers running two
 * tasks had 2.3 times the states.  Each Worker is a small non-reentrant
 * lock, held while it runs a task, so that shutdown() interrupts idle
 * workers only.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;
    private static final int COUNT_MASK = (1 << 29) - 1;

    private final BlockingQueue<Runnable> workQueue;
    /** guards runState changes, workerCount, workers and the statistics; waited on by awaitTermination */
    private final Object mainLock = new Object();
    private final ArrayList<Worker> workers = new ArrayList<Worker>();
    private int runState = RUNNING;
    private int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;

    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private long keepAliveTime;
    private boolean allowCoreThreadTimeOut;
    private int corePoolSize;
    private int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /**
     * A worker thread's state; locked while it runs a task.  The lock is a
     * SyncLock (each take, try and release one visible action, as
     * ReentrantLock's) rather than the JDK's AbstractQueuedSynchronizer,
     * whose queue of nodes made every shutdown's tryLock race with the
     * worker's lock through a dozen volatile fields: hundreds of states
     * more for a pool of one worker.  Not reentrant, as the JDK's: a task
     * that makes its pool interrupt idle workers does not interrupt itself.
     * Until runWorker starts, tryLock fails (the JDK's state -1).
     */
    private final class Worker extends jpor.internal.SyncLock implements Runnable {
        private static final long serialVersionUID = 1L;
        final Thread thread;
        Runnable firstTask;
        volatile long completedTasks;
        volatile boolean started;

        Worker(Runnable firstTask) {
            super(false);
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }

        void lock() {
            try {
                acquire0(false, BLOCK, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e); // BLOCK never throws it
            }
        }

        boolean tryLock() {
            if (!started || holdCount0(false) > 0)
                return false;
            try {
                return acquire0(false, TRY, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e); // TRY never throws it
            }
        }

        void unlock() {
            release0(false);
        }

        boolean isLocked() {
            return count0(false) > 0;
        }

        void interruptIfStarted() {
            Thread t;
            if (started && (t = thread) != null && !t.isInterrupted())
                t.interrupt();
        }
    }

    // ---- run state ----

    private int runStateNow() {
        synchronized (mainLock) {
            return runState;
        }
    }

    /** mainLock held */
    private void advanceRunState(int targetState) {
        if (runState < targetState)
            runState = targetState;
    }

    /** Moves to TERMINATED if shut down with no workers and (for SHUTDOWN) an empty queue. */
    final void tryTerminate() {
        synchronized (mainLock) {
            int rs = runState;
            if (rs == RUNNING || rs >= TIDYING || (rs == SHUTDOWN && !workQueue.isEmpty()))
                return;
            if (workerCount != 0) {
                interruptIdleWorkers(true);
                return;
            }
            runState = TIDYING;
            try {
                terminated();
            } finally {
                runState = TERMINATED;
                mainLock.notifyAll();
            }
        }
    }

    private void interruptWorkers() {
        for (Worker w : workers)
            w.interruptIfStarted();
    }

    private void interruptIdleWorkers(boolean onlyOne) {
        synchronized (mainLock) {
            for (Worker w : workers) {
                Thread t = w.thread;
                if (!t.isInterrupted() && w.tryLock()) {
                    try {
                        t.interrupt();
                    } finally {
                        w.unlock();
                    }
                }
                if (onlyOne)
                    break;
            }
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    void onShutdown() {
    }

    private List<Runnable> drainQueue() {
        BlockingQueue<Runnable> q = workQueue;
        ArrayList<Runnable> taskList = new ArrayList<Runnable>();
        q.drainTo(taskList);
        if (!q.isEmpty()) {
            for (Runnable r : q.toArray(new Runnable[0])) {
                if (q.remove(r))
                    taskList.add(r);
            }
        }
        return taskList;
    }

    // ---- workers ----

    private boolean addWorker(Runnable firstTask, boolean core) {
        synchronized (mainLock) {
            int rs = runState;
            if (rs >= SHUTDOWN && (rs >= STOP || firstTask != null || workQueue.isEmpty()))
                return false;
            if (workerCount >= ((core ? corePoolSize : maximumPoolSize) & COUNT_MASK))
                return false;
            workerCount++;
        }
        boolean workerStarted = false;
        boolean workerAdded = false;
        Worker w = null;
        try {
            w = new Worker(firstTask);
            final Thread t = w.thread;
            if (t != null) {
                synchronized (mainLock) {
                    int rs = runState;
                    if (rs < SHUTDOWN || (rs < STOP && firstTask == null)) {
                        if (t.isAlive())
                            throw new IllegalThreadStateException();
                        workers.add(w);
                        workerAdded = true;
                        int s = workers.size();
                        if (s > largestPoolSize)
                            largestPoolSize = s;
                    }
                }
                if (workerAdded) {
                    t.start();
                    workerStarted = true;
                }
            }
        } finally {
            if (!workerStarted)
                addWorkerFailed(w);
        }
        return workerStarted;
    }

    private void addWorkerFailed(Worker w) {
        synchronized (mainLock) {
            if (w != null)
                workers.remove(w);
            workerCount--;
        }
        tryTerminate();
    }

    private void processWorkerExit(Worker w, boolean completedAbruptly) {
        boolean replace = false;
        synchronized (mainLock) {
            if (completedAbruptly)
                workerCount--; // getTask did not count it out
            completedTaskCount += w.completedTasks;
            workers.remove(w);
            tryTerminate();
            if (runState < STOP) {
                int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty())
                    min = 1;
                replace = completedAbruptly || workerCount < min;
            }
        }
        if (replace)
            addWorker(null, false);
    }

    /**
     * The next task for a worker, or null if the worker must end (then it has
     * been counted out).  The state, the count and the settings are read
     * together under mainLock: one acquire where the JDK reads its atomic
     * control word and the volatile settings one by one (each read a
     * scheduling point under the checker).
     */
    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            long keepAlive;
            synchronized (mainLock) {
                int rs = runState;
                if (rs >= SHUTDOWN && (rs >= STOP || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                int wc = workerCount;
                timed = allowCoreThreadTimeOut || wc > corePoolSize;
                if ((wc > maximumPoolSize || (timed && timedOut)) && (wc > 1 || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                keepAlive = keepAliveTime;
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAlive, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null)
                    return r;
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        w.started = true; // allow interrupts
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask()) != null) {
                w.lock();
                // interrupted iff the pool is stopping
                if ((isStopped() || (Thread.interrupted() && isStopped())) && !wt.isInterrupted())
                    wt.interrupt();
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    w.completedTasks++;
                    w.unlock();
                }
            }
            completedAbruptly = false;
        } finally {
            processWorkerExit(w, completedAbruptly);
        }
    }

    // ---- public API ----

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
                              RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0)
            throw new IllegalArgumentException();
        if (workQueue == null || threadFactory == null || handler == null)
            throw new NullPointerException();
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    public void execute(Runnable command) {
        if (command == null)
            throw new NullPointerException();
        boolean belowCore;
        synchronized (mainLock) {
            belowCore = workerCount < corePoolSize;
        }
        if (belowCore && addWorker(command, true))
            return;
        if (runStateNow() == RUNNING && workQueue.offer(command)) {
            boolean running, none;
            synchronized (mainLock) {
                running = runState == RUNNING;
                none = workerCount == 0;
            }
            if (!running && remove(command))
                reject(command);
            else if (none)
                addWorker(null, false);
        } else if (!addWorker(command, false)) {
            reject(command);
        }
    }

    public void shutdown() {
        synchronized (mainLock) {
            advanceRunState(SHUTDOWN);
            interruptIdleWorkers(false);
            onShutdown();
        }
        tryTerminate();
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks;
        synchronized (mainLock) {
            advanceRunState(STOP);
            interruptWorkers();
            tasks = drainQueue();
        }
        tryTerminate();
        return tasks;
    }

    public boolean isShutdown() {
        return runStateNow() >= SHUTDOWN;
    }

    boolean isStopped() {
        return runStateNow() >= STOP;
    }

    public boolean isTerminating() {
        int rs = runStateNow();
        return rs >= SHUTDOWN && rs < TERMINATED;
    }

    public boolean isTerminated() {
        return runStateNow() == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (mainLock) {
            while (runState < TERMINATED) {
                if (nanos <= 0L)
                    return false;
                nanos = jpor.internal.Unsafe.waitNanos(mainLock, nanos);
            }
            return true;
        }
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null)
            throw new NullPointerException();
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null)
            throw new NullPointerException();
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        int delta;
        synchronized (mainLock) {
            if (corePoolSize < 0 || maximumPoolSize < corePoolSize)
                throw new IllegalArgumentException();
            delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workerCount > corePoolSize) {
                interruptIdleWorkers(false);
                return;
            }
        }
        if (delta > 0) {
            int k = Math.min(delta, workQueue.size());
            while (k-- > 0 && addWorker(null, true)) {
                if (workQueue.isEmpty())
                    break;
            }
        }
    }

    public int getCorePoolSize() {
        synchronized (mainLock) {
            return corePoolSize;
        }
    }

    public boolean prestartCoreThread() {
        synchronized (mainLock) {
            if (workerCount >= corePoolSize)
                return false;
        }
        return addWorker(null, true);
    }

    void ensurePrestart() {
        int wc, core;
        synchronized (mainLock) {
            wc = workerCount;
            core = corePoolSize;
        }
        if (wc < core)
            addWorker(null, true);
        else if (wc == 0)
            addWorker(null, false);
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true))
            ++n;
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        synchronized (mainLock) {
            return allowCoreThreadTimeOut;
        }
    }

    public void allowCoreThreadTimeOut(boolean value) {
        synchronized (mainLock) {
            if (value && keepAliveTime <= 0)
                throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
            if (value != allowCoreThreadTimeOut) {
                allowCoreThreadTimeOut = value;
                if (value)
                    interruptIdleWorkers(false);
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        synchronized (mainLock) {
            if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize)
                throw new IllegalArgumentException();
            this.maximumPoolSize = maximumPoolSize;
            if (workerCount > maximumPoolSize)
                interruptIdleWorkers(false);
        }
    }

    public int getMaximumPoolSize() {
        synchronized (mainLock) {
            return maximumPoolSize;
        }
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0)
            throw new IllegalArgumentException();
        if (time == 0 && allowsCoreThreadTimeOut())
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        long keepAliveTime = unit.toNanos(time);
        synchronized (mainLock) {
            long delta = keepAliveTime - this.keepAliveTime;
            this.keepAliveTime = keepAliveTime;
            if (delta < 0)
                interruptIdleWorkers(false);
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        long k;
        synchronized (mainLock) {
            k = keepAliveTime;
        }
        return unit.convert(k, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        final BlockingQueue<Runnable> q = workQueue;
        for (Object r : q.toArray()) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled())
                q.remove(r);
        }
        tryTerminate();
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return runState >= TIDYING ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (Worker w : workers)
                if (w.isLocked())
                    ++n;
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
                if (w.isLocked())
                    ++n;
            }
            return n + workQueue.size();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers)
                n += w.completedTasks;
            return n;
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers, nactive;
        synchronized (mainLock) {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (Worker w : workers) {
                ncompleted += w.completedTasks;
                if (w.isLocked())
                    ++nactive;
            }
        }
        int rs = runStateNow();
        String state = (rs == RUNNING) ? "Running" : (rs == TERMINATED) ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown())
                r.run();
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
