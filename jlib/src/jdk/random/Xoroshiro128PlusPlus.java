package jdk.random;

import java.util.random.RandomGenerator;

/** xoroshiro128++ (Blackman and Vigna), written for jpor from its published algorithm; java 17's seeding. */
public final class Xoroshiro128PlusPlus implements RandomGenerator {
    private long x0, x1;

    public Xoroshiro128PlusPlus(long seed) {
        seed ^= Mix.SILVER_RATIO_64;
        x0 = Mix.stafford13(seed);
        x1 = Mix.stafford13(seed + Mix.GOLDEN_RATIO_64);
    }

    public Xoroshiro128PlusPlus() {
        this(Mix.nextDefaultSeed());
    }

    public long nextLong() {
        long q0 = x0, q1 = x1;
        long result = Long.rotateLeft(q0 + q1, 17) + q0;
        q1 ^= q0;
        x0 = Long.rotateLeft(q0, 49) ^ q1 ^ (q1 << 21);
        x1 = Long.rotateLeft(q1, 28);
        return result;
    }
}
