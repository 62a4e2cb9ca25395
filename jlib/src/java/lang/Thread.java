package java.lang;

/**
 * A thread of execution. The VM creates the main thread's object without a constructor
 * (name "main", priority 5, tid 1); the first five fields are read and written by the VM.
 * A thread created without a group (and the main thread) has group == null, which
 * stands for the "main" ThreadGroup: creating threads touches no shared group state.
 */
public class Thread implements Runnable {
    private volatile String name;
    private int priority;
    private boolean daemon;
    /** interrupt() before start(): the VM's flag takes it at start (natives/thread.c), as JDK 17 keeps it. */
    private boolean interruptedBeforeStart;
    private final Runnable target;
    private long tid;

    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    /** The thread's group; null: the "main" group (ThreadGroup.main()). */
    private ThreadGroup group;
    private ClassLoader contextClassLoader;
    /** Values of the ThreadLocals of this thread (created lazily). */
    ThreadLocal.ThreadLocalMap threadLocals;
    /** Values of the InheritableThreadLocals of this thread (created lazily). */
    ThreadLocal.ThreadLocalMap inheritableThreadLocals;

    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private static int threadInitNumber;
    /** Like the JDK, whose own service threads take the ids before the first user thread's 12. */
    private static long threadSeqNumber = 11;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    public static native Thread currentThread();

    public static void onSpinWait() {
    }

    public Thread() {
        this((Runnable) null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        this((Runnable) null, name);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, true);
    }

    /** stackSize is a hint the JDK may ignore; jpor ignores it (threads get -Xss). */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize, boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        if (group == null) {
            group = parent != null ? parent.group : null;
        } else if (group == ThreadGroup.main()) {
            group = null;
        }
        if (group != null && group.isDestroyed()) {
            throw new IllegalThreadStateException();
        }
        if (group != null) {
            this.group = group; // null (the main group) is the default: no write on the common path
        }
        this.name = name;
        this.target = target;
        int prio = parent != null ? parent.priority : NORM_PRIORITY;
        if (group != null && prio > group.getMaxPriority()) {
            prio = group.getMaxPriority();
        }
        this.priority = prio;
        this.daemon = parent != null && parent.daemon;
        this.tid = nextThreadID();
        if (inheritThreadLocals && parent != null && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
    }

    // ------------------------------------------------------------------ life cycle (natives/thread.c)

    private native void start0();

    private native boolean isAlive0();

    /** The scheduler's state: NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED. */
    private native int getState0();
    /** 0 not started, 1 alive, 2 terminated: isAlive0's read, for what needs no more. */
    private native int life0();

    private static native void yield0();

    private static native void sleep0(long millis) throws InterruptedException;

    private native void interrupt0();

    private native boolean isInterrupted0(boolean clearInterrupted);

    public static native boolean holdsLock(Object obj);

    /* Not synchronized: start0 is atomic, and throws when the thread was started. */
    public void start() {
        start0();
    }

    public final boolean isAlive() {
        return isAlive0();
    }

    public State getState() {
        switch (getState0()) {
            case 0:
                return State.NEW;
            case 1:
                return State.RUNNABLE;
            case 2:
                return State.BLOCKED;
            case 3:
                return State.WAITING;
            case 4:
                return State.TIMED_WAITING;
            default:
                return State.TERMINATED;
        }
    }

    public final void join() throws InterruptedException {
        join0();
    }

    /**
     * Waits until this thread has ended: one blocking action (natives/thread.c),
     * not isAlive() and wait() -- a join that cannot return before the end is
     * ordered after it, it does not race with it.
     */
    private native void join0() throws InterruptedException;

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            join0();
            return;
        }
        synchronized (this) {
            long left = jpor.internal.Unsafe.millisToNanos(millis);
            while (isAlive() && left > 0) {
                left = jpor.internal.Unsafe.waitNanos(this, left);
            }
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public static void sleep(long millis) throws InterruptedException {
        sleep0(millis);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep0(millis);
    }

    public static void yield() {
        yield0();
    }

    public void interrupt() {
        interrupt0();
    }

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return isInterrupted0(false);
    }

    public void checkAccess() {
    }

    /** The stack of this thread if it is the current one (element 0 being this method, as in
     *  the JDK); other threads' stacks are not available and come back empty. */
    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return new StackTraceElement[0];
        }
        return new Exception().getStackTrace();
    }

    /**
     * Every live thread with its stack trace (the current thread's; another thread's is
     * empty, as getStackTrace gives it in jpor).
     */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        java.util.Map<Thread, StackTraceElement[]> m = new java.util.HashMap<Thread, StackTraceElement[]>();
        for (Thread t : ThreadGroup.liveThreads())
            m.put(t, t.getStackTrace());
        return m;
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    @Override
    public void run() {
        Runnable task = target;
        if (task != null) {
            task.run();
        }
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = group != null ? group : ThreadGroup.mainIfCreated();
        if (g != null && newPriority > g.getMaxPriority()) {
            newPriority = g.getMaxPriority();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final void setDaemon(boolean on) {
        if (life0() == 1) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public long getId() {
        return tid;
    }

    @Override
    public String toString() {
        // a terminated thread has left its thread group
        String g = life0() == 2 ? "" : group != null ? group.getName() : "main";
        return "Thread[" + getName() + "," + getPriority() + "," + g + "]";
    }

    /** The thread's group, or null once it has terminated. */
    public final ThreadGroup getThreadGroup() {
        if (life0() == 2) {
            return null;
        }
        return group != null ? group : ThreadGroup.main();
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    // ------------------------------------------------------------------ uncaught exceptions

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    /** What the JDK's top thread group does with an uncaught exception. */
    private static final class DefaultHandler implements UncaughtExceptionHandler {
        public void uncaughtException(Thread t, Throwable e) {
            UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
            if (ueh != null) {
                ueh.uncaughtException(t, e);
            } else if (!(e instanceof ThreadDeath)) {
                System.err.print("Exception in thread \"" + t.getName() + "\" ");
                e.printStackTrace(System.err);
            }
        }
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler ueh) {
        defaultUncaughtExceptionHandler = ueh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler ueh = uncaughtExceptionHandler;
        if (ueh != null) {
            return ueh;
        }
        if (group != null) {
            return group;
        }
        // no static state here: the VM may dispatch before Thread is initialized
        return new DefaultHandler();
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler ueh) {
        uncaughtExceptionHandler = ueh;
    }

    /** Called by the VM when run() of this thread ended with an exception. */
    private void dispatchUncaughtException(Throwable e) {
        getUncaughtExceptionHandler().uncaughtException(this, e);
    }

    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED;
    }

    /** The application class loader unless set (threads do not inherit a set one in jpor). */
    public ClassLoader getContextClassLoader() {
        return contextClassLoader != null ? contextClassLoader : ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
    }
}
