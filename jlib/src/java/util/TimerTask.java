package java.util;

/** A task a Timer runs once or repeatedly. */
public abstract class TimerTask implements Runnable {
    final Object lock = new Object();

    static final int VIRGIN = 0;
    static final int SCHEDULED = 1;
    static final int EXECUTED = 2;
    static final int CANCELLED = 3;

    int state = VIRGIN;
    /** Next time to run (ms); for a repeating task, updated when it runs. */
    long nextExecutionTime;
    /** 0: once; > 0: fixed rate; < 0: fixed delay of -period. */
    long period;

    protected TimerTask() {
    }

    public abstract void run();

    public boolean cancel() {
        synchronized (lock) {
            boolean result = state == SCHEDULED;
            state = CANCELLED;
            return result;
        }
    }

    public long scheduledExecutionTime() {
        synchronized (lock) {
            return period < 0 ? nextExecutionTime + period : nextExecutionTime - period;
        }
    }
}
