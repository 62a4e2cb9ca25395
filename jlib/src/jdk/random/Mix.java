package jdk.random;

/**
 * The mixing functions and constants the jdk.random generators derive their state and their output
 * with (written for jpor from the published LXM and xoshiro/xoroshiro algorithms; the seeding as java
 * 17's, found by comparing outputs with java).
 */
final class Mix {
    static final long GOLDEN_RATIO_64 = 0x9e3779b97f4a7c15L;
    static final long SILVER_RATIO_64 = 0x6A09E667F3BCC909L;

    private static long defaultSeed = 0x5c6a2e9d8b1f4371L;

    private Mix() {
    }

    /** The "lea" 64-bit mixer, LXM's output function. */
    static long lea64(long z) {
        z = (z ^ (z >>> 32)) * 0xdaba0b6eb09322e3L;
        z = (z ^ (z >>> 32)) * 0xdaba0b6eb09322e3L;
        return z ^ (z >>> 32);
    }

    /** MurmurHash3's 64-bit finaliser. */
    static long murmur64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    /** Stafford's variant 13 of the 64-bit finaliser (SplitMix64's). */
    static long stafford13(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** The high 64 bits of the unsigned 128-bit product a * b. */
    static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    /** A seed for a generator made without one. */
    static synchronized long nextDefaultSeed() {
        defaultSeed = defaultSeed * 0x9e3779b97f4a7c15L + 1;
        return defaultSeed ^ System.nanoTime();
    }

    /** n state words: stafford13 of start plus 0, 1, ... n - 1 times the golden ratio. */
    static long[] words(long start, int n) {
        long[] x = new long[n];
        for (int i = 0; i < n; i++) {
            x[i] = stafford13(start);
            start += GOLDEN_RATIO_64;
        }
        return x;
    }
}
