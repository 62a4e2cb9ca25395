package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import jpor.internal.Unsafe;

/** A long value updated with a function.  jpor: a single cell (no striping). */
public class LongAccumulator extends Number {
    private static final long BASE = Unsafe.objectFieldOffset(LongAccumulator.class, "base");

    private final LongBinaryOperator function;
    private final long identity;
    private volatile long base;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.base = identity;
    }

    public void accumulate(long x) {
        long b, r;
        do {
            b = base;
            r = function.applyAsLong(b, x);
        } while (r != b && !Unsafe.compareAndSetLong(this, BASE, b, r));
    }

    public long get() {
        return base;
    }

    public void reset() {
        base = identity;
    }

    public long getThenReset() {
        return Unsafe.getAndSetLong(this, BASE, identity);
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
