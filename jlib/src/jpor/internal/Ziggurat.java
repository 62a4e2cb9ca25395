package jpor.internal;

import java.util.random.RandomGenerator;

/**
 * RandomGenerator's default nextExponential() and nextGaussian() as JDK 17 behaves: McFarland's modified
 * ziggurat method (2016) with 256 equal-area layers, Walker's alias method for the tail and the
 * overhangs, and the tables in ZigguratTables (see jlib/gen/gen_ziggurat.py for how they were measured).
 * Every choice below (which bits of which nextLong() go where, the order of the calls) was found by
 * feeding chosen values to java's methods, and checked on 120,000 random sequences that force the slow path.
 */
public final class Ziggurat {
    private Ziggurat() {
    }

    private static final int EXP_LAYERS = 252;
    private static final int NORM_LAYERS = 253;
    /** The overhang that holds the normal density's inflection point (x = 1). */
    private static final int NORM_INFLECTION = 204;
    private static final double NORM_X0 = ZigguratTables.NORM_X[0] * 0x1.0p63;
    private static final double NORM_X0_INV = 1.0 / NORM_X0;

    private static int alias(long u, long[] threshold, byte[] alias) {
        int j = (int) u & 0xff;
        return u >= threshold[j] ? alias[j] & 0xff : j;
    }

    public static double nextExponential(RandomGenerator g) {
        final double[] X = ZigguratTables.EXP_X, Y = ZigguratTables.EXP_Y;
        long u1 = g.nextLong();
        int i = (int) u1 & 0xff;
        if (i < EXP_LAYERS) return X[i] * (u1 >>> 1);
        double extra = 0.0;
        for (;;) {
            int j = alias(g.nextLong(), ZigguratTables.EXP_THRESHOLD, ZigguratTables.EXP_ALIAS);
            if (j > 0) {
                // Overhang j (convex): a point of its box, reflected into the triangle below the chord.
                u1 >>>= 1;
                for (;;) {
                    long u2 = g.nextLong() >>> 1;
                    long diff = u2 - u1;
                    if (diff < 0) {
                        diff = -diff;
                        u2 = u1;
                        u1 -= diff;
                    }
                    double x = X[j] * 0x1.0p63 + (X[j - 1] - X[j]) * (double) u1;
                    double y = Y[j] * 0x1.0p63 + (Y[j - 1] - Y[j]) * (double) u2;
                    if (y <= Math.exp(-x)) return x + extra;
                    u1 = g.nextLong() >>> 1;
                }
            }
            // The tail: the distribution again, shifted by X0.
            extra += X[0] * 0x1.0p63;
            u1 = g.nextLong();
            i = (int) u1 & 0xff;
            if (i < EXP_LAYERS) return X[i] * (u1 >>> 1) + extra;
        }
    }

    public static double nextGaussian(RandomGenerator g) {
        final double[] X = ZigguratTables.NORM_X, Y = ZigguratTables.NORM_Y;
        long u1 = g.nextLong();
        int i = (int) u1 & 0xff;
        if (i < NORM_LAYERS) return X[i] * u1;
        boolean negative = u1 < 0;
        int j = alias(g.nextLong(), ZigguratTables.NORM_THRESHOLD, ZigguratTables.NORM_ALIAS);
        double x;
        if (j > 0) {
            u1 &= Long.MAX_VALUE;
            for (;;) {
                long u2 = g.nextLong() >>> 1;
                long diff = u2 - u1;
                boolean check;
                if (j < NORM_INFLECTION) {
                    // convex: reflect into the triangle below the chord, then test
                    if (diff < 0) {
                        diff = -diff;
                        u2 = u1;
                        u1 -= diff;
                    }
                    check = true;
                } else if (j > NORM_INFLECTION) {
                    // concave: everything below the chord is under the curve
                    check = diff < 0;
                } else {
                    check = true;
                }
                x = X[j] * 0x1.0p63 + (X[j - 1] - X[j]) * (double) u1;
                if (!check) break;
                double y = Y[j] * 0x1.0p63 + (Y[j - 1] - Y[j]) * (double) u2;
                if (y <= Math.exp(-0.5 * x * x)) break;
                u1 = g.nextLong() >>> 1;
            }
        } else {
            // The tail beyond X0 (Marsaglia's method with two exponential variates).
            for (;;) {
                x = nextExponential(g) * NORM_X0_INV;
                double y = nextExponential(g);
                if (y * 2.0 >= x * x) break;
            }
            x = NORM_X0 + x;
        }
        return negative ? -x : x;
    }
}
