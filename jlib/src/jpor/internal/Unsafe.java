package jpor.internal;

/**
 * jpor's atomic memory primitives (natives/unsafe.c, natives/thread.c).
 *
 * An "offset" names a field (from {@link #objectFieldOffset}) or, when the
 * object is an array (int[], long[] or Object[]), simply the element index.
 * Every call is one sequentially consistent visible action of the VM, so
 * java.util.concurrent builds each atomic operation from as few of them as it
 * can.  Booleans are kept in int fields.
 */
public final class Unsafe {
    private Unsafe() {
    }

    /** The offset of the instance field {@code fieldName} declared in c or a superclass;
     *  throws NoSuchFieldException (with the field name as message) if there is none. */
    public static native long objectFieldOffset(Class<?> c, String fieldName);

    /** The blocker thread t is parked on (LockSupport.getBlocker), or null. */
    public static native Object blocker(Thread t);

    /**
     * What is left of a timed wait, park or lock attempt of nanos that just
     * returned: 0 when its time ran out.  Timed waits loop on this rather
     * than on the clock, so that their frames keep no reading of it (under
     * check time passes only at timeouts, and states that differ only in the
     * time match).
     */
    public static native long timeLeft(long nanos);

    /**
     * obj.wait for at most nanos (rounded up to whole milliseconds; the
     * caller holds obj's monitor).  Returns what is left: 0 when the time ran
     * out, as timeLeft.
     */
    public static long waitNanos(Object obj, long nanos) throws InterruptedException {
        if (nanos <= 0L)
            return 0L;
        long ms = nanos / 1000000L;
        if (nanos % 1000000L != 0)
            ms++;
        obj.wait(ms);
        return timeLeft(nanos);
    }

    /** millis as nanoseconds, Long.MAX_VALUE when they do not fit. */
    public static long millisToNanos(long millis) {
        return millis >= Long.MAX_VALUE / 1000000L ? Long.MAX_VALUE : millis * 1000000L;
    }

    public static native int getInt(Object o, long off);

    public static native void putInt(Object o, long off, int v);

    public static native boolean compareAndSetInt(Object o, long off, int expect, int update);

    public static native int getAndAddInt(Object o, long off, int delta);

    public static native int getAndSetInt(Object o, long off, int v);

    public static native long getLong(Object o, long off);

    public static native void putLong(Object o, long off, long v);

    public static native boolean compareAndSetLong(Object o, long off, long expect, long update);

    public static native long getAndAddLong(Object o, long off, long delta);

    public static native long getAndSetLong(Object o, long off, long v);

    public static native Object getReference(Object o, long off);

    public static native void putReference(Object o, long off, Object v);

    public static native boolean compareAndSetReference(Object o, long off, Object expect, Object update);

    public static native Object getAndSetReference(Object o, long off, Object v);

    /** Blocks the current thread until unparked, interrupted, or the time is up
     *  (absolute: time is a deadline in ms since the epoch; otherwise relative
     *  nanoseconds, 0 meaning no timeout).  Returns at once if a permit is
     *  available (consuming it) or the thread is interrupted. */
    public static native void park(Object blocker, boolean absolute, long time);

    /** Makes the permit of t available, waking it if it is parked. */
    public static native void unpark(Thread t);
}
