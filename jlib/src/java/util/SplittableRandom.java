package java.util;

/**
 * SplittableRandom: the SplitMix generator of Steele, Lea and Flood ("Fast
 * splittable pseudorandom number generators", OOPSLA 2014): a 64-bit seed
 * advanced by an odd gamma, each output a mix of the seed.  A seeded
 * instance gives the JDK's sequence; the bounded forms reject as the JDK's
 * RandomGenerator defaults do.
 */
public final class SplittableRandom implements java.util.random.RandomGenerator {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

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

    // nextDouble, nextFloat, nextBytes, the bounded forms, nextBoolean and the streams are RandomGenerator's defaults
}
