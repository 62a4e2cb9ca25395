package java.util.random;

import java.util.function.DoubleSupplier;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * The common interface of the random number generators (Java 17), written for jpor from its API
 * documentation: an implementation supplies nextLong(), and the defaults derive the rest from it as the
 * documentation's implementation requirements say (the bounded forms in jpor.internal.RandomBounds).
 *
 * nextGaussian and nextExponential are JDK 17's modified ziggurat method (jpor.internal.Ziggurat).
 * The algorithms are RandomGeneratorFactory's: java 17's LXM, xoroshiro and xoshiro generators
 * (L32X64MixRandom is getDefault()), Random, SplittableRandom and SecureRandom.
 */
public interface RandomGenerator {

    static RandomGenerator of(String name) {
        if (name == null) throw new NullPointerException();
        return RandomGeneratorFactory.of(name).create();
    }

    /** java 17's default algorithm, L32X64MixRandom (jdk.random). */
    static RandomGenerator getDefault() {
        return new jdk.random.L32X64MixRandom();
    }

    default boolean isDeprecated() {
        return false;
    }

    long nextLong();

    default int nextInt() {
        return (int) (nextLong() >>> 32);
    }

    default int nextInt(int bound) {
        return jpor.internal.RandomBounds.nextInt(this, bound);
    }

    default int nextInt(int origin, int bound) {
        return jpor.internal.RandomBounds.nextInt(this, origin, bound);
    }

    default long nextLong(long bound) {
        return jpor.internal.RandomBounds.nextLong(this, bound);
    }

    default long nextLong(long origin, long bound) {
        return jpor.internal.RandomBounds.nextLong(this, origin, bound);
    }

    default boolean nextBoolean() {
        return nextInt() < 0;
    }

    /** Eight bytes of each nextLong(), low byte first; the last, partial group from one more. */
    default void nextBytes(byte[] bytes) {
        int i = 0, len = bytes.length;
        while (len - i >= 8) {
            long r = nextLong();
            for (int k = 0; k < 8; k++, r >>>= 8) bytes[i++] = (byte) r;
        }
        if (i < len) {
            for (long r = nextLong(); i < len; r >>>= 8) bytes[i++] = (byte) r;
        }
    }

    default float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    default float nextFloat(float bound) {
        return jpor.internal.RandomBounds.nextFloat(this, bound);
    }

    default float nextFloat(float origin, float bound) {
        return jpor.internal.RandomBounds.nextFloat(this, origin, bound);
    }

    default double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    default double nextDouble(double bound) {
        return jpor.internal.RandomBounds.nextDouble(this, bound);
    }

    default double nextDouble(double origin, double bound) {
        return jpor.internal.RandomBounds.nextDouble(this, origin, bound);
    }

    /** JDK 17's modified ziggurat method (jpor.internal.Ziggurat): the same values as java for the same nextLong()s. */
    default double nextGaussian() {
        return jpor.internal.Ziggurat.nextGaussian(this);
    }

    default double nextGaussian(double mean, double stddev) {
        if (stddev < 0.0) throw new IllegalArgumentException("standard deviation must be non-negative");
        return mean + stddev * jpor.internal.Ziggurat.nextGaussian(this);
    }

    default double nextExponential() {
        return jpor.internal.Ziggurat.nextExponential(this);
    }

    // ---- streams: sequential and unbounded unless given a size ----
    default IntStream ints() {
        final RandomGenerator g = this;
        return IntStream.generate(new IntSupplier() {
            public int getAsInt() {
                return g.nextInt();
            }
        }).sequential();
    }

    default IntStream ints(final int origin, final int bound) {
        jpor.internal.RandomBounds.checkRange(origin, bound);
        final RandomGenerator g = this;
        return IntStream.generate(new IntSupplier() {
            public int getAsInt() {
                return g.nextInt(origin, bound);
            }
        }).sequential();
    }

    default IntStream ints(long streamSize) {
        jpor.internal.RandomBounds.checkSize(streamSize);
        return ints().limit(streamSize);
    }

    default IntStream ints(long streamSize, int origin, int bound) {
        jpor.internal.RandomBounds.checkSize(streamSize);
        return ints(origin, bound).limit(streamSize);
    }

    default LongStream longs() {
        final RandomGenerator g = this;
        return LongStream.generate(new LongSupplier() {
            public long getAsLong() {
                return g.nextLong();
            }
        }).sequential();
    }

    default LongStream longs(final long origin, final long bound) {
        jpor.internal.RandomBounds.checkRange(origin, bound);
        final RandomGenerator g = this;
        return LongStream.generate(new LongSupplier() {
            public long getAsLong() {
                return g.nextLong(origin, bound);
            }
        }).sequential();
    }

    default LongStream longs(long streamSize) {
        jpor.internal.RandomBounds.checkSize(streamSize);
        return longs().limit(streamSize);
    }

    default LongStream longs(long streamSize, long origin, long bound) {
        jpor.internal.RandomBounds.checkSize(streamSize);
        return longs(origin, bound).limit(streamSize);
    }

    default DoubleStream doubles() {
        final RandomGenerator g = this;
        return DoubleStream.generate(new DoubleSupplier() {
            public double getAsDouble() {
                return g.nextDouble();
            }
        }).sequential();
    }

    default DoubleStream doubles(final double origin, final double bound) {
        jpor.internal.RandomBounds.checkRange(origin, bound);
        final RandomGenerator g = this;
        return DoubleStream.generate(new DoubleSupplier() {
            public double getAsDouble() {
                return g.nextDouble(origin, bound);
            }
        }).sequential();
    }

    default DoubleStream doubles(long streamSize) {
        jpor.internal.RandomBounds.checkSize(streamSize);
        return doubles().limit(streamSize);
    }

    default DoubleStream doubles(long streamSize, double origin, double bound) {
        jpor.internal.RandomBounds.checkSize(streamSize);
        return doubles(origin, bound).limit(streamSize);
    }
}
