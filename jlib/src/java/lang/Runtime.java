package java.lang;

/** The interface of the application with the VM it runs in. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    /** Registered shutdown hooks (null when none); static so that runShutdownHooks works
     *  even if the VM calls it before this class is initialized. */
    private static Thread[] hooks;
    private static boolean shuttingDown;

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /**
     * Starts every registered shutdown hook and waits for all of them, once, as the JDK does
     * when the program exits. Called by exit(); the VM may also call it (static, ()V) when
     * the program ends without System.exit.
     */
    static void runShutdownHooks() {
        Thread[] h;
        synchronized (Runtime.class) {
            if (shuttingDown) {
                return;
            }
            shuttingDown = true;
            h = hooks;
            hooks = null;
        }
        if (h == null) {
            jpor.internal.FileIO.runDeleteOnExit();
            return;
        }
        for (int i = 0; i < h.length; i++) {
            h[i].start();
        }
        for (int i = 0; i < h.length; i++) {
            while (true) {
                try {
                    h[i].join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting, like the JDK
                }
            }
        }
        jpor.internal.FileIO.runDeleteOnExit();
    }

    public void exit(int status) {
        runShutdownHooks();
        halt0(status);
    }

    public void halt(int status) {
        halt0(status);
    }

    private native void halt0(int status);

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (Runtime.class) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            Thread[] old = hooks == null ? new Thread[0] : hooks;
            for (int i = 0; i < old.length; i++) {
                if (old[i] == hook) {
                    throw new IllegalArgumentException("Hook previously registered");
                }
            }
            Thread[] n = new Thread[old.length + 1];
            System.arraycopy(old, 0, n, 0, old.length);
            n[old.length] = hook;
            hooks = n;
        }
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (Runtime.class) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            Thread[] old = hooks;
            if (old == null) {
                return false;
            }
            for (int i = 0; i < old.length; i++) {
                if (old[i] == hook) {
                    Thread[] n = new Thread[old.length - 1];
                    System.arraycopy(old, 0, n, 0, i);
                    System.arraycopy(old, i + 1, n, i, old.length - i - 1);
                    hooks = n.length == 0 ? null : n;
                    return true;
                }
            }
            return false;
        }
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void runFinalization() {
    }
}
