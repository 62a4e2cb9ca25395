package java.util.concurrent.atomic;

import jpor.internal.Unsafe;

/** A double sum.  jpor: a single cell holding the bits of the double, updated
 *  by compareAndSet. */
public class DoubleAdder extends Number {
    private static final long BASE = Unsafe.objectFieldOffset(DoubleAdder.class, "base");

    private volatile long base; // Double.doubleToRawLongBits of the sum (0L is 0.0)

    public DoubleAdder() {
    }

    public void add(double x) {
        long b;
        do {
            b = base;
        } while (!Unsafe.compareAndSetLong(this, BASE, b,
                Double.doubleToRawLongBits(Double.longBitsToDouble(b) + x)));
    }

    public double sum() {
        return Double.longBitsToDouble(base);
    }

    public void reset() {
        base = 0L;
    }

    public double sumThenReset() {
        return Double.longBitsToDouble(Unsafe.getAndSetLong(this, BASE, 0L));
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}
