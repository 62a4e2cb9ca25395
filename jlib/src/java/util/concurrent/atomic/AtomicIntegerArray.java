package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import jpor.internal.Unsafe;

/** An int array whose elements are updated atomically.  An out-of-range index
 *  raises ArrayIndexOutOfBoundsException ("Index 5 out of bounds for length 3"),
 *  from the array access itself or from the Unsafe native, as on the JDK. */
public class AtomicIntegerArray {
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return Unsafe.getInt(array, i);
    }

    public final void set(int i, int newValue) {
        Unsafe.putInt(array, i, newValue);
    }

    public final void lazySet(int i, int newValue) {
        Unsafe.putInt(array, i, newValue);
    }

    public final int getAndSet(int i, int newValue) {
        return Unsafe.getAndSetInt(array, i, newValue);
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return Unsafe.compareAndSetInt(array, i, expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getAndIncrement(int i) {
        return Unsafe.getAndAddInt(array, i, 1);
    }

    public final int getAndDecrement(int i) {
        return Unsafe.getAndAddInt(array, i, -1);
    }

    public final int getAndAdd(int i, int delta) {
        return Unsafe.getAndAddInt(array, i, delta);
    }

    public final int incrementAndGet(int i) {
        return Unsafe.getAndAddInt(array, i, 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return Unsafe.getAndAddInt(array, i, -1) - 1;
    }

    public final int addAndGet(int i, int delta) {
        return Unsafe.getAndAddInt(array, i, delta) + delta;
    }

    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next))
                return prev;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next))
                return next;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(i, prev, next))
                return prev;
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext)
                next = accumulatorFunction.applyAsInt(prev, x);
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

    public final int getPlain(int i) {
        return Unsafe.getInt(array, i);
    }

    public final void setPlain(int i, int newValue) {
        Unsafe.putInt(array, i, newValue);
    }

    public final int getOpaque(int i) {
        return Unsafe.getInt(array, i);
    }

    public final void setOpaque(int i, int newValue) {
        Unsafe.putInt(array, i, newValue);
    }

    public final int getAcquire(int i) {
        return Unsafe.getInt(array, i);
    }

    public final void setRelease(int i, int newValue) {
        Unsafe.putInt(array, i, newValue);
    }

    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        for (;;) {
            int v = Unsafe.getInt(array, i);
            if (v != expectedValue)
                return v;
            if (compareAndSet(i, expectedValue, newValue))
                return expectedValue;
        }
    }

    public final int compareAndExchangeAcquire(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
