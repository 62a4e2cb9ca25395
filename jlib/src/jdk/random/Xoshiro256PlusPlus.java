package jdk.random;

import java.util.random.RandomGenerator;

/** xoshiro256++ (Blackman and Vigna), written for jpor from its published algorithm; java 17's seeding. */
public final class Xoshiro256PlusPlus implements RandomGenerator {
    private long x0, x1, x2, x3;

    public Xoshiro256PlusPlus(long seed) {
        seed ^= Mix.SILVER_RATIO_64;
        x0 = Mix.stafford13(seed);
        x1 = Mix.stafford13(seed += Mix.GOLDEN_RATIO_64);
        x2 = Mix.stafford13(seed += Mix.GOLDEN_RATIO_64);
        x3 = Mix.stafford13(seed + Mix.GOLDEN_RATIO_64);
    }

    public Xoshiro256PlusPlus() {
        this(Mix.nextDefaultSeed());
    }

    public long nextLong() {
        long result = Long.rotateLeft(x0 + x3, 23) + x0;
        long t = x1 << 17;
        x2 ^= x0;
        x3 ^= x1;
        x1 ^= x2;
        x0 ^= x3;
        x2 ^= t;
        x3 = Long.rotateLeft(x3, 45);
        return result;
    }
}
