package java.util.concurrent;

/** A thread of a ForkJoinPool: takes tasks from the pool's queue until the pool shuts down. */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    int index;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(pool, pool.nextWorkerIndex());
    }

    private ForkJoinWorkerThread(ForkJoinPool pool, int index) {
        super(null, null, pool.workerName(index), 0, false);
        this.pool = pool;
        this.index = index;
        setDaemon(true);
        Thread.UncaughtExceptionHandler h = pool.getUncaughtExceptionHandler();
        if (h != null)
            setUncaughtExceptionHandler(h);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return index - 1;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable failure = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            failure = ex;
        } finally {
            try {
                onTermination(failure);
            } catch (Throwable ex) {
                if (failure == null)
                    failure = ex;
            } finally {
                pool.deregisterWorker(this);
            }
        }
        if (failure != null) {
            if (failure instanceof RuntimeException)
                throw (RuntimeException) failure;
            if (failure instanceof Error)
                throw (Error) failure;
            throw new RuntimeException(failure);
        }
    }
}
