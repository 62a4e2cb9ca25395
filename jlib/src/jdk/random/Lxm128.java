package jdk.random;

import java.util.random.RandomGenerator;

/**
 * The LXM generators with a 128-bit LCG (multiplier 2^64 + 0xd605bbb58c8abbfd, odd increment ah:al,
 * state sh:sl) and a xoroshiro128, xoshiro256 or xoroshiro1024 generator, combined by adding the high
 * half of the LCG state and the first xor word and mixing with lea64.  Written for jpor from the LXM
 * paper (Steele and Vigna, 2021); the seeding as java 17's.
 */
abstract class Lxm128 implements RandomGenerator {
    private static final long ML = 0xd605bbb58c8abbfdL;

    private final long ah, al;
    private long sh, sl;

    Lxm128(long seed) {
        seed ^= Mix.SILVER_RATIO_64;
        ah = Mix.murmur64(seed);
        al = Mix.murmur64(seed + Mix.GOLDEN_RATIO_64) | 1;
        sh = 0;
        sl = 1;
        init(Mix.words(seed + Mix.GOLDEN_RATIO_64, words()));
    }

    abstract int words();

    abstract void init(long[] x);

    abstract long first();

    abstract void step();

    public long nextLong() {
        long result = Mix.lea64(sh + first());
        long u = ML * sl;
        sh = ML * sh + Mix.unsignedMultiplyHigh(ML, sl) + sl + ah;
        sl = u + al;
        if (Long.compareUnsigned(sl, u) < 0) {
            sh++;
        }
        step();
        return result;
    }
}
