package java.util.concurrent.atomic;

import jpor.internal.Unsafe;

/** A long sum.  jpor: a single cell (no striping), so add is one atomic action
 *  and sum() one read. */
public class LongAdder extends Number {
    private static final long BASE = Unsafe.objectFieldOffset(LongAdder.class, "base");

    private volatile long base;

    public LongAdder() {
    }

    public void add(long x) {
        Unsafe.getAndAddLong(this, BASE, x);
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return base;
    }

    public void reset() {
        base = 0L;
    }

    public long sumThenReset() {
        return Unsafe.getAndSetLong(this, BASE, 0L);
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
