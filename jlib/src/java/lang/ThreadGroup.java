package java.lang;

import java.util.ArrayList;

/**
 * A set of threads, in a tree of groups under "system" (Java SE API), written
 * for jpor. Groups keep no list of their threads: a thread names its group, and
 * the group finds its live threads among all live threads of the VM (native
 * liveThreads0), so creating threads adds no shared state.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private boolean destroyed;
    private final ArrayList<ThreadGroup> groups = new ArrayList<ThreadGroup>();

    private static ThreadGroup mainGroup;

    /** The group of the main thread and of every thread created without one ("main", under "system"). */
    static synchronized ThreadGroup main() {
        if (mainGroup == null) {
            ThreadGroup system = new ThreadGroup();
            mainGroup = new ThreadGroup(system, "main");
        }
        return mainGroup;
    }

    static synchronized ThreadGroup mainIfCreated() {
        return mainGroup;
    }

    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) throw new NullPointerException();
        parent.checkAccess();
        this.name = name;
        this.parent = parent;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        synchronized (parent) {
            if (parent.destroyed) throw new IllegalThreadStateException();
            parent.groups.add(this);
        }
    }

    private static native Thread[] liveThreads0();

    /** Every live thread (Thread.getAllStackTraces). */
    static Thread[] liveThreads() {
        return liveThreads0();
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        if (parent != null) parent.checkAccess();
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public synchronized boolean isDestroyed() {
        return destroyed;
    }

    public final void setDaemon(boolean daemon) {
        checkAccess();
        this.daemon = daemon;
    }

    public final void setMaxPriority(int pri) {
        checkAccess();
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) return;
        ArrayList<ThreadGroup> snapshot;
        synchronized (this) {
            maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
            snapshot = new ArrayList<ThreadGroup>(groups);
        }
        for (ThreadGroup g : snapshot) g.setMaxPriority(pri);
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) return true;
        }
        return false;
    }

    public final void checkAccess() {
    }

    private ArrayList<Thread> threads(boolean recurse) {
        ArrayList<Thread> r = new ArrayList<Thread>();
        for (Thread t : liveThreads0()) {
            ThreadGroup g = t.getThreadGroup();
            if (g == this || (recurse && parentOf(g))) r.add(t);
        }
        return r;
    }

    private void allGroups(ArrayList<ThreadGroup> out, boolean recurse) {
        ArrayList<ThreadGroup> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<ThreadGroup>(groups);
        }
        for (ThreadGroup g : snapshot) {
            out.add(g);
            if (recurse) g.allGroups(out, true);
        }
    }

    public int activeCount() {
        return destroyed ? 0 : threads(true).size();
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        checkAccess();
        if (destroyed) return 0;
        ArrayList<Thread> ts = threads(recurse);
        int n = Math.min(ts.size(), list.length);
        for (int i = 0; i < n; i++) list[i] = ts.get(i);
        return n;
    }

    public int activeGroupCount() {
        ArrayList<ThreadGroup> gs = new ArrayList<ThreadGroup>();
        allGroups(gs, true);
        return gs.size();
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        checkAccess();
        ArrayList<ThreadGroup> gs = new ArrayList<ThreadGroup>();
        allGroups(gs, recurse);
        int n = Math.min(gs.size(), list.length);
        for (int i = 0; i < n; i++) list[i] = gs.get(i);
        return n;
    }

    public final void interrupt() {
        checkAccess();
        for (Thread t : threads(true)) t.interrupt();
    }

    @Deprecated
    public final void stop() {
        throw new UnsupportedOperationException();
    }

    @Deprecated
    public final void suspend() {
        throw new UnsupportedOperationException();
    }

    @Deprecated
    public final void resume() {
        throw new UnsupportedOperationException();
    }

    public final void destroy() {
        checkAccess();
        synchronized (this) {
            if (destroyed || !threads(false).isEmpty()) throw new IllegalThreadStateException();
        }
        ArrayList<ThreadGroup> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<ThreadGroup>(groups);
        }
        for (ThreadGroup g : snapshot) g.destroy();
        synchronized (this) {
            destroyed = true;
            groups.clear();
        }
        if (parent != null) {
            synchronized (parent) {
                parent.groups.remove(this);
            }
        }
    }

    public void list() {
        list(System.out, 0);
    }

    private void list(java.io.PrintStream out, int indent) {
        for (int j = 0; j < indent; j++) out.print(" ");
        out.println(this);
        indent += 4;
        for (Thread t : threads(false)) {
            for (int j = 0; j < indent; j++) out.print(" ");
            out.println(t);
        }
        ArrayList<ThreadGroup> gs = new ArrayList<ThreadGroup>();
        allGroups(gs, false);
        for (ThreadGroup g : gs) g.list(out, indent);
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
        } else {
            Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
            if (ueh != null) {
                ueh.uncaughtException(t, e);
            } else if (!(e instanceof ThreadDeath)) {
                System.err.print("Exception in thread \"" + t.getName() + "\" ");
                e.printStackTrace(System.err);
            }
        }
    }

    @Deprecated
    public boolean allowThreadSuspension(boolean b) {
        return true;
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + maxPriority + "]";
    }
}
