package java.util.random;

import java.math.BigInteger;
import java.util.stream.Stream;

/**
 * Makes random generators by algorithm name (written for jpor from the Java SE API docs).  jlib has four
 * algorithms: L32X64MixRandom (the default), Random, SplittableRandom and SecureRandom; their properties are
 * java 17's.  create(byte[]) seeds L32X64MixRandom and SplittableRandom from nothing (java derives a seed from
 * the bytes for the former; jpor does not): it gives an unseeded generator.
 */
public final class RandomGeneratorFactory<T extends RandomGenerator> {
    private static final String[] NAMES = {"L32X64MixRandom", "Random", "SecureRandom", "SplittableRandom"};

    private final String name;

    private RandomGeneratorFactory(String name) {
        this.name = name;
    }

    @SuppressWarnings("unchecked")
    public static <T extends RandomGenerator> RandomGeneratorFactory<T> of(String name) {
        if (name == null) throw new NullPointerException();
        for (String n : NAMES) {
            if (n.equals(name)) return new RandomGeneratorFactory<T>(n);
        }
        throw new IllegalArgumentException("No implementation of the random number generator algorithm \"" + name
                + "\" is available");
    }

    public static RandomGeneratorFactory<RandomGenerator> getDefault() {
        return of("L32X64MixRandom");
    }

    public static Stream<RandomGeneratorFactory<RandomGenerator>> all() {
        Stream.Builder<RandomGeneratorFactory<RandomGenerator>> b = Stream.builder();
        for (String n : NAMES) b.add(new RandomGeneratorFactory<RandomGenerator>(n));
        return b.build();
    }

    public String name() {
        return name;
    }

    public String group() {
        return name.equals("L32X64MixRandom") ? "LXM" : "Legacy";
    }

    public int stateBits() {
        switch (name) {
            case "L32X64MixRandom": return 96;
            case "Random": return 48;
            case "SplittableRandom": return 64;
            default: return Integer.MAX_VALUE;
        }
    }

    public int equidistribution() {
        switch (name) {
            case "Random": return 0;
            case "SecureRandom": return Integer.MAX_VALUE;
            default: return 1;
        }
    }

    public BigInteger period() {
        switch (name) {
            case "L32X64MixRandom": return BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE).shiftLeft(32);
            case "Random": return BigInteger.ONE.shiftLeft(48);
            case "SplittableRandom": return BigInteger.ONE.shiftLeft(64);
            default: return BigInteger.ZERO;
        }
    }

    public boolean isStatistical() {
        return !name.equals("SecureRandom");
    }

    public boolean isStochastic() {
        return name.equals("SecureRandom");
    }

    public boolean isHardware() {
        return false;
    }

    public boolean isArbitrarilyJumpable() {
        return false;
    }

    public boolean isJumpable() {
        return false;
    }

    public boolean isLeapable() {
        return false;
    }

    public boolean isSplittable() {
        return name.equals("L32X64MixRandom") || name.equals("SplittableRandom");
    }

    public boolean isStreamable() {
        return isSplittable();
    }

    public boolean isDeprecated() {
        return false;
    }

    @SuppressWarnings("unchecked")
    public T create() {
        switch (name) {
            case "L32X64MixRandom": return (T) new jdk.random.L32X64MixRandom();
            case "Random": return (T) new java.util.Random();
            case "SplittableRandom": return (T) new java.util.SplittableRandom();
            default: return (T) new java.security.SecureRandom();
        }
    }

    @SuppressWarnings("unchecked")
    public T create(long seed) {
        switch (name) {
            case "L32X64MixRandom": return (T) new jdk.random.L32X64MixRandom(seed);
            case "Random": return (T) new java.util.Random(seed);
            case "SplittableRandom": return (T) new java.util.SplittableRandom(seed);
            default: return (T) new java.security.SecureRandom(java.math.BigInteger.valueOf(seed).toByteArray());
        }
    }

    @SuppressWarnings("unchecked")
    public T create(byte[] seed) {
        if (seed == null) throw new NullPointerException();
        if (name.equals("SecureRandom")) return (T) new java.security.SecureRandom(seed);
        return create();
    }
}
