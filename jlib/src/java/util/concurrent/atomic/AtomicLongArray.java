package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import jpor.internal.Unsafe;

/** A long array whose elements are updated atomically.  An out-of-range index
 *  raises ArrayIndexOutOfBoundsException ("Index 5 out of bounds for length 3"),
 *  from the array access itself or from the Unsafe native, as on the JDK. */
public class AtomicLongArray {
    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return Unsafe.getLong(array, i);
    }

    public final void set(int i, long newValue) {
        Unsafe.putLong(array, i, newValue);
    }

    public final void lazySet(int i, long newValue) {
        Unsafe.putLong(array, i, newValue);
    }

    public final long getAndSet(int i, long newValue) {
        return Unsafe.getAndSetLong(array, i, newValue);
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return Unsafe.compareAndSetLong(array, i, expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getAndIncrement(int i) {
        return Unsafe.getAndAddLong(array, i, 1);
    }

    public final long getAndDecrement(int i) {
        return Unsafe.getAndAddLong(array, i, -1);
    }

    public final long getAndAdd(int i, long delta) {
        return Unsafe.getAndAddLong(array, i, delta);
    }

    public final long incrementAndGet(int i) {
        return Unsafe.getAndAddLong(array, i, 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return Unsafe.getAndAddLong(array, i, -1) - 1;
    }

    public final long addAndGet(int i, long delta) {
        return Unsafe.getAndAddLong(array, i, delta) + delta;
    }

    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        long prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next))
                return prev;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        long prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next))
                return next;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next))
                return prev;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next))
                return next;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public String toString() {
        int iMax = array.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == iMax)
                return b.append(']').toString();
            b.append(',').append(' ');
        }
    }

    public final long getPlain(int i) {
        return Unsafe.getLong(array, i);
    }

    public final void setPlain(int i, long newValue) {
        Unsafe.putLong(array, i, newValue);
    }

    public final long getOpaque(int i) {
        return Unsafe.getLong(array, i);
    }

    public final void setOpaque(int i, long newValue) {
        Unsafe.putLong(array, i, newValue);
    }

    public final long getAcquire(int i) {
        return Unsafe.getLong(array, i);
    }

    public final void setRelease(int i, long newValue) {
        Unsafe.putLong(array, i, newValue);
    }

    public final long compareAndExchange(int i, long expectedValue, long newValue) {
        for (;;) {
            long v = Unsafe.getLong(array, i);
            if (v != expectedValue)
                return v;
            if (compareAndSet(i, expectedValue, newValue))
                return expectedValue;
        }
    }

    public final long compareAndExchangeAcquire(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
