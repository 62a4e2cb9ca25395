package java.util.concurrent.locks;

import jpor.internal.Unsafe;

/**
 * Parking, on the VM's per-thread permit (jpor.internal.Unsafe.park/unpark).
 * The blocker is kept by the VM while the thread is parked (getBlocker, and
 * the deadlock report, show it).
 */
public class LockSupport {
    private LockSupport() {
    }

    public static void unpark(Thread thread) {
        if (thread != null)
            Unsafe.unpark(thread);
    }

    public static void park(Object blocker) {
        Unsafe.park(blocker, false, 0L);
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0)
            Unsafe.park(blocker, false, nanos);
    }

    public static void parkUntil(Object blocker, long deadline) {
        Unsafe.park(blocker, true, deadline);
    }

    public static Object getBlocker(Thread t) {
        if (t == null)
            throw new NullPointerException();
        return jpor.internal.Unsafe.blocker(t);
    }

    public static void setCurrentBlocker(Object blocker) {
    }

    public static void park() {
        Unsafe.park(null, false, 0L);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0)
            Unsafe.park(null, false, nanos);
    }

    public static void parkUntil(long deadline) {
        Unsafe.park(null, true, deadline);
    }
}
