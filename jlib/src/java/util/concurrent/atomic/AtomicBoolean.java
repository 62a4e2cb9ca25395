package java.util.concurrent.atomic;

import jpor.internal.Unsafe;

/** A boolean updated atomically, kept in an int field (0 or 1). */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;

    private static final long VALUE = Unsafe.objectFieldOffset(AtomicBoolean.class, "value");

    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        if (initialValue)
            value = 1;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value != 0;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return Unsafe.compareAndSetInt(this, VALUE, expectedValue ? 1 : 0, newValue ? 1 : 0);
    }

    @Deprecated
    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final void set(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final void lazySet(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final boolean getAndSet(boolean newValue) {
        return Unsafe.getAndSetInt(this, VALUE, newValue ? 1 : 0) != 0;
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getPlain() {
        return value != 0;
    }

    public final void setPlain(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final boolean getOpaque() {
        return value != 0;
    }

    public final void setOpaque(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final boolean getAcquire() {
        return value != 0;
    }

    public final void setRelease(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        for (;;) {
            boolean v = value != 0;
            if (v != expectedValue)
                return v;
            if (compareAndSet(expectedValue, newValue))
                return expectedValue;
        }
    }

    public final boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
