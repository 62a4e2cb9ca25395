package jpor.internal;

import java.util.random.RandomGenerator;

/**
 * The bounded forms of the JDK's random generators (its RandomGenerator
 * defaults, which Random, ThreadLocalRandom and SplittableRandom share):
 * a value in [origin, bound) from the generator's own nextInt/nextLong, by
 * masking a power-of-two range and otherwise rejecting the values that
 * would bias the remainder.
 */
public final class RandomBounds {
    private RandomBounds() {
    }

    public static void checkSize(long streamSize) {
        if (streamSize < 0L) throw new IllegalArgumentException("size must be non-negative");
    }

    public static void checkRange(long origin, long bound) {
        if (origin >= bound) throw new IllegalArgumentException("bound must be greater than origin");
    }

    public static void checkRange(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
    }

    public static float nextFloat(RandomGenerator g, float bound) {
        if (!(bound > 0.0f && bound < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        float r = g.nextFloat() * bound;
        return r < bound ? r : Math.nextDown(bound);
    }

    public static float nextFloat(RandomGenerator g, float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        float r = g.nextFloat() * (bound - origin) + origin;
        return r < bound ? r : Math.nextAfter(bound, origin);
    }

    public static double nextDouble(RandomGenerator g, double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        double r = g.nextDouble() * bound;
        return r < bound ? r : Math.nextDown(bound);
    }

    public static double nextDouble(RandomGenerator g, double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        double r = g.nextDouble() * (bound - origin) + origin;
        return r < bound ? r : Math.nextAfter(bound, origin);
    }

    public static int nextInt(RandomGenerator g, int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        int r = g.nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            r &= m;
        } else {
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = g.nextInt() >>> 1)
                ;
        }
        return r;
    }

    public static int nextInt(RandomGenerator g, int origin, int bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        int r = g.nextInt();
        int n = bound - origin, m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = g.nextInt() >>> 1)
                ;
            r += origin;
        } else { /* the range overflows an int: draw until inside */
            while (r < origin || r >= bound)
                r = g.nextInt();
        }
        return r;
    }

    public static long nextLong(RandomGenerator g, long bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        long r = g.nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = g.nextLong() >>> 1)
                ;
        }
        return r;
    }

    public static long nextLong(RandomGenerator g, long origin, long bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        long r = g.nextLong();
        long n = bound - origin, m = n - 1;
        if ((n & m) == 0L) {
            r = (r & m) + origin;
        } else if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = g.nextLong() >>> 1)
                ;
            r += origin;
        } else {
            while (r < origin || r >= bound)
                r = g.nextLong();
        }
        return r;
    }
}
