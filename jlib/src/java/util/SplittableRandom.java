package java.util;

/**
 * SplittableRandom: the SplitMix generator of Steele, Lea and Flood ("Fast
 * splittable pseudorandom number generators", OOPSLA 2014): a 64-bit seed
 * advanced by an odd gamma, each output a mix of the seed.  A seeded
 * instance gives the JDK's sequence; the bounded forms reject as the JDK's
 * RandomGenerator defaults do.
 */
public final class SplittableRandom implements jpor.internal.RandomBounds.Source {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;

    private long seed;
    private final long gamma;

    /** Seeds of unseeded instances: apart by two gammas, from the clock. */
    private static long defaultGen = mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime());

    private SplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    public SplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    public SplittableRandom() {
        long s = nextDefault();
        this.seed = mix64(s);
        this.gamma = mixGamma(s + GOLDEN_GAMMA);
    }

    private static synchronized long nextDefault() {
        long s = defaultGen;
        defaultGen = s + 2 * GOLDEN_GAMMA;
        return s;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    /** An odd gamma with enough bit transitions (the paper's mixGamma). */
    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return (n < 24) ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        return seed += gamma;
    }

    public SplittableRandom split() {
        return new SplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        for (int words = len >> 3; words-- > 0;) {
            long rnd = nextLong();
            for (int n = 8; n-- > 0; rnd >>>= 8)
                bytes[i++] = (byte) rnd;
        }
        if (i < len)
            for (long rnd = nextLong(); i < len; rnd >>>= 8)
                bytes[i++] = (byte) rnd;
    }

    public int nextInt(int bound) {
        return jpor.internal.RandomBounds.nextInt(this, bound);
    }

    public int nextInt(int origin, int bound) {
        return jpor.internal.RandomBounds.nextInt(this, origin, bound);
    }

    public long nextLong(long bound) {
        return jpor.internal.RandomBounds.nextLong(this, bound);
    }

    public long nextLong(long origin, long bound) {
        return jpor.internal.RandomBounds.nextLong(this, origin, bound);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        return jpor.internal.RandomBounds.nextDouble(this, bound);
    }

    public double nextDouble(double origin, double bound) {
        return jpor.internal.RandomBounds.nextDouble(this, origin, bound);
    }

    public float nextFloat() {
        return (nextInt() >>> 8) * FLOAT_UNIT;
    }

    public boolean nextBoolean() {
        return nextInt() < 0;
    }

    private static void checkSize(long streamSize) {
        if (streamSize < 0L)
            throw new IllegalArgumentException("size must be non-negative");
    }

    public java.util.stream.IntStream ints() {
        return java.util.stream.IntStream.generate(new java.util.function.IntSupplier() {
            public int getAsInt() {
                return nextInt();
            }
        });
    }

    public java.util.stream.IntStream ints(long streamSize) {
        checkSize(streamSize);
        return ints().limit(streamSize);
    }

    public java.util.stream.IntStream ints(final int origin, final int bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        return java.util.stream.IntStream.generate(new java.util.function.IntSupplier() {
            public int getAsInt() {
                return nextInt(origin, bound);
            }
        });
    }

    public java.util.stream.IntStream ints(long streamSize, int origin, int bound) {
        checkSize(streamSize);
        return ints(origin, bound).limit(streamSize);
    }

    public java.util.stream.LongStream longs() {
        return java.util.stream.LongStream.generate(new java.util.function.LongSupplier() {
            public long getAsLong() {
                return nextLong();
            }
        });
    }

    public java.util.stream.LongStream longs(long streamSize) {
        checkSize(streamSize);
        return longs().limit(streamSize);
    }

    public java.util.stream.LongStream longs(final long origin, final long bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        return java.util.stream.LongStream.generate(new java.util.function.LongSupplier() {
            public long getAsLong() {
                return nextLong(origin, bound);
            }
        });
    }

    public java.util.stream.LongStream longs(long streamSize, long origin, long bound) {
        checkSize(streamSize);
        return longs(origin, bound).limit(streamSize);
    }

    public java.util.stream.DoubleStream doubles() {
        return java.util.stream.DoubleStream.generate(new java.util.function.DoubleSupplier() {
            public double getAsDouble() {
                return nextDouble();
            }
        });
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        checkSize(streamSize);
        return doubles().limit(streamSize);
    }

    public java.util.stream.DoubleStream doubles(final double origin, final double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        return java.util.stream.DoubleStream.generate(new java.util.function.DoubleSupplier() {
            public double getAsDouble() {
                return nextDouble(origin, bound);
            }
        });
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double origin, double bound) {
        checkSize(streamSize);
        return doubles(origin, bound).limit(streamSize);
    }
}
