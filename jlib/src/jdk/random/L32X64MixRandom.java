package jdk.random;

import java.util.random.RandomGenerator;

/**
 * The LXM generator with a 32-bit LCG and the xoroshiro64 generator, mixed by the "lea" 32-bit function
 * (written for jpor from the API documentation of jdk.random; java 17's RandomGenerator.getDefault()).  The
 * seeded constructor derives the state as java 17 does (found by comparing with java).  Not here: split()
 * (java's is a SplittableGenerator) and the byte[] seed constructor.
 */
public final class L32X64MixRandom implements RandomGenerator {
    private static final int M = 0xadb4a92d;
    private static final int GOLDEN_RATIO_32 = 0x9e3779b9;
    private static final long SILVER_RATIO_64 = 0x6A09E667F3BCC909L;
    private static long defaultSeed = 0x4c3258364d6978L;

    private final int a;
    private int s, x0, x1;

    public L32X64MixRandom(int a, int s, int x0, int x1) {
        this.a = a | 1;
        this.s = s;
        if ((x0 | x1) == 0) {
            x0 = mixMurmur32(s + GOLDEN_RATIO_32);
            x1 = mixMurmur32(s + 2 * GOLDEN_RATIO_32);
        }
        this.x0 = x0;
        this.x1 = x1;
    }

    public L32X64MixRandom(long seed) {
        this(mixMurmur32((int) ((seed ^ SILVER_RATIO_64) >>> 32)), 1, mixLea32((int) (seed ^ SILVER_RATIO_64)),
                mixLea32((int) (seed ^ SILVER_RATIO_64) + GOLDEN_RATIO_32));
    }

    public L32X64MixRandom() {
        this(nextDefaultSeed());
    }

    private static synchronized long nextDefaultSeed() {
        defaultSeed = defaultSeed * 0x9e3779b97f4a7c15L + 1;
        return defaultSeed ^ System.nanoTime();
    }

    static int mixLea32(int z) {
        z = (z ^ (z >>> 16)) * 0xd36d884b;
        z = (z ^ (z >>> 16)) * 0xd36d884b;
        return z ^ (z >>> 16);
    }

    static int mixMurmur32(int z) {
        z = (z ^ (z >>> 16)) * 0x85ebca6b;
        z = (z ^ (z >>> 13)) * 0xc2b2ae35;
        return z ^ (z >>> 16);
    }

    public int nextInt() {
        int result = mixLea32(s + x0);
        s = M * s + a;
        int q0 = x0, q1 = x1;
        q1 ^= q0;
        q0 = Integer.rotateLeft(q0, 26) ^ q1 ^ (q1 << 9);
        q1 = Integer.rotateLeft(q1, 13);
        x0 = q0;
        x1 = q1;
        return result;
    }

    public long nextLong() {
        return ((long) nextInt() << 32) ^ (long) nextInt();
    }
}
