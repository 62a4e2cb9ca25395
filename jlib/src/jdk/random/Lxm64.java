package jdk.random;

import java.util.random.RandomGenerator;

/**
 * The LXM generators with a 64-bit LCG (multiplier 0xd1342543de82ef95, odd increment a, state s) and a
 * xoroshiro128, xoshiro256 or xoroshiro1024 generator (state x), combined by adding s and the first
 * xor word and mixing with lea64 (or, for the StarStar variant, xoshiro's "**" scrambler).  Written for
 * jpor from the LXM paper (Steele and Vigna, 2021); the seeding as java 17's.
 */
abstract class Lxm64 implements RandomGenerator {
    private static final long M = 0xd1342543de82ef95L;

    private final long a;
    private long s;

    Lxm64(long seed) {
        seed ^= Mix.SILVER_RATIO_64;
        a = Mix.murmur64(seed) | 1;
        s = 1;
        init(Mix.words(seed, words()));
    }

    abstract int words();

    abstract void init(long[] x);

    /** The xor generator's first word, before step(). */
    abstract long first();

    /** One step of the xor generator. */
    abstract void step();

    long scramble(long sum) {
        return Mix.lea64(sum);
    }

    public long nextLong() {
        long result = scramble(s + first());
        s = M * s + a;
        step();
        return result;
    }
}
