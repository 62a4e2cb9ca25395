package java.util;

/**
 * Runs TimerTasks in one background thread.  The tasks wait in a list ordered by their
 * next execution time (ties in scheduling order), guarded by the list's monitor; the
 * thread waits on it until the first task is due, runs it outside the monitor, and ends
 * once the timer is cancelled (or nothing can be scheduled any more) and the list is empty.
 */
public class Timer {
    private static int serialNumber;

    private static synchronized int serialNumber() {
        return serialNumber++;
    }

    /** The scheduled tasks, earliest first; also the lock of the timer's state. */
    private final ArrayList<TimerTask> queue = new ArrayList<TimerTask>();
    /** False once the timer is cancelled or its thread died. */
    private boolean newTasksMayBeScheduled = true;
    /** Counts the notifications of the timer thread (a new first task, cancel). */
    private int wakeups;
    private final Thread thread;

    public Timer() {
        this("Timer-" + serialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + serialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        if (name == null)
            throw new NullPointerException();
        thread = new Thread(new Runnable() {
            public void run() {
                try {
                    mainLoop();
                } finally {
                    synchronized (queue) {
                        newTasksMayBeScheduled = false;
                        queue.clear();
                    }
                }
            }
        });
        thread.setName(name);
        thread.setDaemon(isDaemon);
        thread.start();
    }

    private void mainLoop() {
        TimerTask waitedFor = null;
        for (;;) {
            TimerTask task;
            boolean fire;
            synchronized (queue) {
                while (queue.isEmpty() && newTasksMayBeScheduled) {
                    try {
                        queue.wait();
                    } catch (InterruptedException e) {
                        // the timer thread ignores interrupts
                    }
                }
                if (queue.isEmpty())
                    return;
                task = queue.get(0);
                long now, when;
                synchronized (task.lock) {
                    if (task.state == TimerTask.CANCELLED) {
                        queue.remove(0);
                        continue;
                    }
                    now = System.currentTimeMillis();
                    when = task.nextExecutionTime;
                    // a timed wait for this task that no notification ended means its time
                    // came (under check the clock stands still and timed waits end by choice)
                    fire = when <= now || task == waitedFor;
                    waitedFor = null;
                    if (fire) {
                        queue.remove(0);
                        if (task.period == 0) {
                            task.state = TimerTask.EXECUTED;
                        } else {
                            task.nextExecutionTime = task.period < 0 ? now - task.period : when + task.period;
                            insert(task);
                        }
                    }
                }
                if (!fire) {
                    int w = wakeups;
                    try {
                        queue.wait(when - now);
                    } catch (InterruptedException e) {
                        // ignored
                    }
                    if (w == wakeups)
                        waitedFor = task;
                }
            }
            if (fire)
                task.run();
        }
    }

    /** With the queue's monitor held: inserts by next execution time, after equal ones. */
    private void insert(TimerTask task) {
        int i = queue.size();
        while (i > 0 && queue.get(i - 1).nextExecutionTime > task.nextExecutionTime)
            i--;
        queue.add(i, task);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0)
            throw new IllegalArgumentException("Illegal execution time.");
        if (Math.abs(period) > (Long.MAX_VALUE >> 1))
            period >>= 1;
        synchronized (queue) {
            if (!newTasksMayBeScheduled)
                throw new IllegalStateException("Timer already cancelled.");
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN)
                    throw new IllegalStateException("Task already scheduled or cancelled");
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            insert(task);
            if (queue.get(0) == task) {
                wakeups++;
                queue.notify();
            }
        }
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0)
            throw new IllegalArgumentException("Negative delay.");
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, time.getTime(), 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0)
            throw new IllegalArgumentException("Negative delay.");
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, firstTime.getTime(), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0)
            throw new IllegalArgumentException("Negative delay.");
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, System.currentTimeMillis() + delay, period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, firstTime.getTime(), period);
    }

    public void cancel() {
        synchronized (queue) {
            newTasksMayBeScheduled = false;
            queue.clear();
            wakeups++;
            queue.notify();
        }
    }

    public int purge() {
        int removed = 0;
        synchronized (queue) {
            for (int i = queue.size() - 1; i >= 0; i--) {
                if (queue.get(i).state == TimerTask.CANCELLED) {
                    queue.remove(i);
                    removed++;
                }
            }
        }
        return removed;
    }
}
