package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;
import jpor.internal.Unsafe;

/** A double value updated with a function.  jpor: a single cell holding the
 *  double's bits (no striping). */
public class DoubleAccumulator extends Number {
    private static final long BASE = Unsafe.objectFieldOffset(DoubleAccumulator.class, "base");

    private final DoubleBinaryOperator function;
    private final long identity;
    private volatile long base;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = Double.doubleToRawLongBits(identity);
        this.base = this.identity;
    }

    public void accumulate(double x) {
        long b, r;
        do {
            b = base;
            r = Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(b), x));
        } while (r != b && !Unsafe.compareAndSetLong(this, BASE, b, r));
    }

    public double get() {
        return Double.longBitsToDouble(base);
    }

    public void reset() {
        base = identity;
    }

    public double getThenReset() {
        return Double.longBitsToDouble(Unsafe.getAndSetLong(this, BASE, identity));
    }

    public String toString() {
        return Double.toString(get());
    }

    public double doubleValue() {
        return get();
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }
}
