package java.util.random;

import java.math.BigInteger;
import java.util.stream.Stream;

/**
 * Makes random generators by algorithm name (written for jpor from the Java SE API docs).  jlib has java
 * 17's algorithms: the LXM family (L32X64MixRandom, the default, and L64X128MixRandom ... L128X1024MixRandom),
 * Xoroshiro128PlusPlus, Xoshiro256PlusPlus (package jdk.random), and Random, SplittableRandom and
 * SecureRandom; their properties are java 17's.  create(byte[]) seeds the others than SecureRandom from
 * nothing (java derives a seed from the bytes; jpor does not): it gives an unseeded generator.  Not here:
 * the nested generator interfaces (SplittableGenerator, JumpableGenerator, ...) with split() and jump().
 */
public final class RandomGeneratorFactory<T extends RandomGenerator> {
    /* name, group, state bits, equidistribution, xor-generator bits and LCG bits of the period
       (2^lcg * (2^xor - 1); -1: period below), splittable, jumpable (and leapable) */
    private static final Object[][] ALGORITHMS = {
        {"L128X1024MixRandom", "LXM", 1152, 1, 1024, 128, true, false},
        {"L128X128MixRandom", "LXM", 256, 1, 128, 128, true, false},
        {"L128X256MixRandom", "LXM", 384, 1, 256, 128, true, false},
        {"L32X64MixRandom", "LXM", 96, 1, 64, 32, true, false},
        {"L64X1024MixRandom", "LXM", 1088, 16, 1024, 64, true, false},
        {"L64X128MixRandom", "LXM", 192, 2, 128, 64, true, false},
        {"L64X128StarStarRandom", "LXM", 192, 2, 128, 64, true, false},
        {"L64X256MixRandom", "LXM", 320, 4, 256, 64, true, false},
        {"Random", "Legacy", 48, 0, -1, 48, false, false},
        {"SecureRandom", "Legacy", Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1, false, false},
        {"SplittableRandom", "Legacy", 64, 1, -1, 64, true, false},
        {"Xoroshiro128PlusPlus", "Xoroshiro", 128, 1, 128, 0, false, true},
        {"Xoshiro256PlusPlus", "Xoshiro", 256, 3, 256, 0, false, true},
    };

    private final Object[] algo;

    private RandomGeneratorFactory(Object[] algo) {
        this.algo = algo;
    }

    @SuppressWarnings("unchecked")
    public static <T extends RandomGenerator> RandomGeneratorFactory<T> of(String name) {
        if (name == null) throw new NullPointerException();
        for (Object[] a : ALGORITHMS) {
            if (a[0].equals(name)) return new RandomGeneratorFactory<T>(a);
        }
        throw new IllegalArgumentException("No implementation of the random number generator algorithm \"" + name
                + "\" is available");
    }

    public static RandomGeneratorFactory<RandomGenerator> getDefault() {
        return of("L32X64MixRandom");
    }

    public static Stream<RandomGeneratorFactory<RandomGenerator>> all() {
        Stream.Builder<RandomGeneratorFactory<RandomGenerator>> b = Stream.builder();
        for (Object[] a : ALGORITHMS) b.add(new RandomGeneratorFactory<RandomGenerator>(a));
        return b.build();
    }

    public String name() {
        return (String) algo[0];
    }

    public String group() {
        return (String) algo[1];
    }

    public int stateBits() {
        return (Integer) algo[2];
    }

    public int equidistribution() {
        return (Integer) algo[3];
    }

    public BigInteger period() {
        int xor = (Integer) algo[4], lcg = (Integer) algo[5];
        if (xor > 0) return BigInteger.ONE.shiftLeft(xor).subtract(BigInteger.ONE).shiftLeft(lcg);
        return lcg < 0 ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(lcg);
    }

    public boolean isStatistical() {
        return !name().equals("SecureRandom");
    }

    public boolean isStochastic() {
        return name().equals("SecureRandom");
    }

    public boolean isHardware() {
        return false;
    }

    public boolean isArbitrarilyJumpable() {
        return false;
    }

    public boolean isJumpable() {
        return (Boolean) algo[7];
    }

    public boolean isLeapable() {
        return isJumpable();
    }

    public boolean isSplittable() {
        return (Boolean) algo[6];
    }

    public boolean isStreamable() {
        return isSplittable() || isJumpable();
    }

    public boolean isDeprecated() {
        return false;
    }

    @SuppressWarnings("unchecked")
    public T create() {
        switch (name()) {
            case "L32X64MixRandom": return (T) new jdk.random.L32X64MixRandom();
            case "L64X128MixRandom": return (T) new jdk.random.L64X128MixRandom();
            case "L64X128StarStarRandom": return (T) new jdk.random.L64X128StarStarRandom();
            case "L64X256MixRandom": return (T) new jdk.random.L64X256MixRandom();
            case "L64X1024MixRandom": return (T) new jdk.random.L64X1024MixRandom();
            case "L128X128MixRandom": return (T) new jdk.random.L128X128MixRandom();
            case "L128X256MixRandom": return (T) new jdk.random.L128X256MixRandom();
            case "L128X1024MixRandom": return (T) new jdk.random.L128X1024MixRandom();
            case "Xoroshiro128PlusPlus": return (T) new jdk.random.Xoroshiro128PlusPlus();
            case "Xoshiro256PlusPlus": return (T) new jdk.random.Xoshiro256PlusPlus();
            case "Random": return (T) new java.util.Random();
            case "SplittableRandom": return (T) new java.util.SplittableRandom();
            default: return (T) new java.security.SecureRandom();
        }
    }

    @SuppressWarnings("unchecked")
    public T create(long seed) {
        switch (name()) {
            case "L32X64MixRandom": return (T) new jdk.random.L32X64MixRandom(seed);
            case "L64X128MixRandom": return (T) new jdk.random.L64X128MixRandom(seed);
            case "L64X128StarStarRandom": return (T) new jdk.random.L64X128StarStarRandom(seed);
            case "L64X256MixRandom": return (T) new jdk.random.L64X256MixRandom(seed);
            case "L64X1024MixRandom": return (T) new jdk.random.L64X1024MixRandom(seed);
            case "L128X128MixRandom": return (T) new jdk.random.L128X128MixRandom(seed);
            case "L128X256MixRandom": return (T) new jdk.random.L128X256MixRandom(seed);
            case "L128X1024MixRandom": return (T) new jdk.random.L128X1024MixRandom(seed);
            case "Xoroshiro128PlusPlus": return (T) new jdk.random.Xoroshiro128PlusPlus(seed);
            case "Xoshiro256PlusPlus": return (T) new jdk.random.Xoshiro256PlusPlus(seed);
            case "Random": return (T) new java.util.Random(seed);
            case "SplittableRandom": return (T) new java.util.SplittableRandom(seed);
            default: return (T) new java.security.SecureRandom(java.math.BigInteger.valueOf(seed).toByteArray());
        }
    }

    @SuppressWarnings("unchecked")
    public T create(byte[] seed) {
        if (seed == null) throw new NullPointerException();
        if (name().equals("SecureRandom")) return (T) new java.security.SecureRandom(seed);
        return create();
    }
}
