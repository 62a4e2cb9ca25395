package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;

/**
 * An executor running tasks on a pool of worker threads that take them from a
 * BlockingQueue, with the JDK's policy: execute() starts a new worker (with the
 * task as its first task) while fewer than corePoolSize run, else queues the
 * task, else starts a worker up to maximumPoolSize, else rejects it.  Workers
 * above the core size (or all, with allowCoreThreadTimeOut) end after
 * keepAliveTime idle; a worker whose task threw is replaced.
 *
 * <p>jpor: the run state, worker count and worker list are guarded by the
 * private monitor mainLock (the JDK packs state and count into one atomic
 * int and uses a ReentrantLock); the state and count are also volatile for
 * lock-free reads.  Each Worker is a small non-reentrant lock, held while it
 * runs a task, so that shutdown() interrupts idle workers only.
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
    private volatile int runState = RUNNING;
    private volatile int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;

    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /** A worker thread's state; locked while it runs a task (state -1 until it starts). */
    private final class Worker extends AbstractQueuedSynchronizer implements Runnable {
        final Thread thread;
        Runnable firstTask;
        volatile long completedTasks;

        Worker(Runnable firstTask) {
            setState(-1); // no interrupts until runWorker
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }

        protected boolean isHeldExclusively() {
            return getState() != 0;
        }

        protected boolean tryAcquire(int unused) {
            return compareAndSetState(0, 1);
        }

        protected boolean tryRelease(int unused) {
            setState(0);
            return true;
        }

        void lock() {
            acquire(1);
        }

        boolean tryLock() {
            return tryAcquire(1);
        }

        void unlock() {
            release(1);
        }

        boolean isLocked() {
            return isHeldExclusively();
        }

        void interruptIfStarted() {
            Thread t;
            if (getState() >= 0 && (t = thread) != null && !t.isInterrupted())
                t.interrupt();
        }
    }

    // ---- run state ----

    /** mainLock held */
    private void advanceRunState(int targetState) {
        if (runState < targetState)
            runState = targetState;
    }

    /** Moves to TERMINATED if shut down with no workers and (for SHUTDOWN) an empty queue. */
    final void tryTerminate() {
        for (;;) {
            int rs = runState;
            if (rs == RUNNING || rs >= TIDYING || (rs == SHUTDOWN && !workQueue.isEmpty()))
                return;
            if (workerCount != 0) {
                interruptIdleWorkers(true);
                return;
            }
            synchronized (mainLock) {
                if (runState == rs && workerCount == 0) {
                    runState = TIDYING;
                    try {
                        terminated();
                    } finally {
                        runState = TERMINATED;
                        mainLock.notifyAll();
                    }
                    return;
                }
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
        synchronized (mainLock) {
            if (completedAbruptly)
                workerCount--; // getTask did not count it out
            completedTaskCount += w.completedTasks;
            workers.remove(w);
        }
        tryTerminate();
        if (runState < STOP) {
            if (!completedAbruptly) {
                int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty())
                    min = 1;
                if (workerCount >= min)
                    return;
            }
            addWorker(null, false);
        }
    }

    /** The next task for a worker, or null if the worker must end (then it has been counted out). */
    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            int rs = runState;
            if (rs >= SHUTDOWN && (rs >= STOP || workQueue.isEmpty())) {
                synchronized (mainLock) {
                    workerCount--;
                }
                return null;
            }
            int wc = workerCount;
            boolean timed = allowCoreThreadTimeOut || wc > corePoolSize;
            if ((wc > maximumPoolSize || (timed && timedOut)) && (wc > 1 || workQueue.isEmpty())) {
                synchronized (mainLock) {
                    if (workerCount == wc) {
                        workerCount--;
                        return null;
                    }
                }
                continue;
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
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
        w.unlock(); // allow interrupts
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask()) != null) {
                w.lock();
                // interrupted iff the pool is stopping
                if ((runState >= STOP || (Thread.interrupted() && runState >= STOP)) && !wt.isInterrupted())
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
        if (workerCount < corePoolSize) {
            if (addWorker(command, true))
                return;
        }
        if (runState == RUNNING && workQueue.offer(command)) {
            if (runState != RUNNING && remove(command))
                reject(command);
            else if (workerCount == 0)
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
        return runState >= SHUTDOWN;
    }

    boolean isStopped() {
        return runState >= STOP;
    }

    public boolean isTerminating() {
        int rs = runState;
        return rs >= SHUTDOWN && rs < TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
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
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize)
            throw new IllegalArgumentException();
        int delta = corePoolSize - this.corePoolSize;
        this.corePoolSize = corePoolSize;
        if (workerCount > corePoolSize) {
            interruptIdleWorkers(false);
        } else if (delta > 0) {
            int k = Math.min(delta, workQueue.size());
            while (k-- > 0 && addWorker(null, true)) {
                if (workQueue.isEmpty())
                    break;
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        return workerCount < corePoolSize && addWorker(null, true);
    }

    void ensurePrestart() {
        int wc = workerCount;
        if (wc < corePoolSize)
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
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0)
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        if (value != allowCoreThreadTimeOut) {
            allowCoreThreadTimeOut = value;
            if (value)
                interruptIdleWorkers(false);
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize)
            throw new IllegalArgumentException();
        this.maximumPoolSize = maximumPoolSize;
        if (workerCount > maximumPoolSize)
            interruptIdleWorkers(false);
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0)
            throw new IllegalArgumentException();
        if (time == 0 && allowsCoreThreadTimeOut())
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0)
            interruptIdleWorkers(false);
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
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
        int rs = runState;
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
