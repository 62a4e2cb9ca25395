package java.util.concurrent;

/**
 * A ForkJoinTask completed by a pending count rather than by returning from compute():
 * tryComplete() counts down, and at zero completes this task (after onCompletion) and goes
 * on with its completer.  The count is guarded by the task's monitor.
 */
public abstract class CountedCompleter<T> extends ForkJoinTask<T> {
    final CountedCompleter<?> completer;
    private int pending;

    protected CountedCompleter(CountedCompleter<?> completer, int initialPendingCount) {
        this.completer = completer;
        this.pending = initialPendingCount;
    }

    protected CountedCompleter(CountedCompleter<?> completer) {
        this.completer = completer;
    }

    protected CountedCompleter() {
        this.completer = null;
    }

    public abstract void compute();

    public void onCompletion(CountedCompleter<?> caller) {
    }

    public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
        return true;
    }

    public final CountedCompleter<?> getCompleter() {
        return completer;
    }

    public final synchronized int getPendingCount() {
        return pending;
    }

    public final synchronized void setPendingCount(int count) {
        pending = count;
    }

    public final synchronized void addToPendingCount(int delta) {
        pending += delta;
    }

    public final synchronized boolean compareAndSetPendingCount(int expected, int count) {
        if (pending != expected)
            return false;
        pending = count;
        return true;
    }

    public final synchronized int decrementPendingCountUnlessZero() {
        int c = pending;
        if (c != 0)
            pending = c - 1;
        return c;
    }

    /** Decrements the count unless it is zero; true if it was zero. */
    private synchronized boolean zeroOrDecrement() {
        if (pending == 0)
            return true;
        pending--;
        return false;
    }

    public final CountedCompleter<?> getRoot() {
        CountedCompleter<?> a = this, p;
        while ((p = a.completer) != null)
            a = p;
        return a;
    }

    public final void tryComplete() {
        CountedCompleter<?> a = this, s = a;
        while (a.zeroOrDecrement()) {
            a.onCompletion(s);
            s = a;
            a = a.completer;
            if (a == null) {
                s.quietlyComplete();
                return;
            }
        }
    }

    public final void propagateCompletion() {
        CountedCompleter<?> a = this, s;
        while (a.zeroOrDecrement()) {
            s = a;
            a = a.completer;
            if (a == null) {
                s.quietlyComplete();
                return;
            }
        }
    }

    public void complete(T rawResult) {
        setRawResult(rawResult);
        onCompletion(this);
        quietlyComplete();
        CountedCompleter<?> p = completer;
        if (p != null)
            p.tryComplete();
    }

    public final CountedCompleter<?> firstComplete() {
        return zeroOrDecrement() ? this : null;
    }

    public final CountedCompleter<?> nextComplete() {
        CountedCompleter<?> p = completer;
        if (p != null)
            return p.firstComplete();
        quietlyComplete();
        return null;
    }

    public final void quietlyCompleteRoot() {
        getRoot().quietlyComplete();
    }

    /** Runs nothing: the pool has no per-task completion paths to help with (allowed: it "attempts"). */
    public final void helpComplete(int maxTasks) {
    }

    /** Records the exception up the completer chain while onExceptionalCompletion agrees. */
    void internalPropagateException(Throwable ex) {
        CountedCompleter<?> a = this, s = a;
        while (a.onExceptionalCompletion(ex, s)) {
            s = a;
            a = a.completer;
            if (a == null || !a.setDone(EXCEPTIONAL, ex))
                return;
        }
    }

    protected final boolean exec() {
        compute();
        return false;
    }

    public T getRawResult() {
        return null;
    }

    protected void setRawResult(T t) {
    }
}
