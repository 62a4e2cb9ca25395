package java.util.concurrent;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A random number generator isolated to the current thread.
 * jpor: each thread's state is a 64-bit seed (in a ThreadLocal) advanced by a
 * Weyl increment and mixed (the SplitMix64 design); the first seeds come from a
 * fixed sequence, in the order the threads first use current(), so runs are
 * reproducible.  The numbers differ from the JDK's, which seeds randomly.
 */
public class ThreadLocalRandom extends Random {
    private static final long GAMMA = 0x9e3779b97f4a7c15L;
    private static final long SEEDER_INCREMENT = 0xbb67ae8584caa73bL;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;

    private static final AtomicLong seeder = new AtomicLong(0x5deece66dL);

    private static final class State {
        long seed;
        double nextGaussian;
        boolean haveNextGaussian;
    }

    private static final ThreadLocal<State> state = new ThreadLocal<State>();

    private static final ThreadLocalRandom instance = new ThreadLocalRandom();

    /** true once constructed: then setSeed is unsupported */
    private final boolean initialized;

    private ThreadLocalRandom() {
        super(0L);
        initialized = true;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        return (int) (((z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L) >>> 32);
    }

    private static State localState() {
        State s = state.get();
        if (s == null) {
            s = new State();
            s.seed = mix64(seeder.getAndAdd(SEEDER_INCREMENT));
            state.set(s);
        }
        return s;
    }

    public static ThreadLocalRandom current() {
        localState();
        return instance;
    }

    public void setSeed(long seed) {
        if (initialized)
            throw new UnsupportedOperationException();
    }

    private static long nextSeed() {
        State s = localState();
        return s.seed += GAMMA;
    }

    protected int next(int bits) {
        return nextInt() >>> (32 - bits);
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public int nextInt(int bound) {
        return jpor.internal.RandomBounds.nextInt(this, bound);
    }

    public int nextInt(int origin, int bound) {
        return jpor.internal.RandomBounds.nextInt(this, origin, bound);
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public long nextLong(long bound) {
        return jpor.internal.RandomBounds.nextLong(this, bound);
    }

    public long nextLong(long origin, long bound) {
        return jpor.internal.RandomBounds.nextLong(this, origin, bound);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        return jpor.internal.RandomBounds.nextDouble(this, bound);
    }

    public double nextDouble(double origin, double bound) {
        return jpor.internal.RandomBounds.nextDouble(this, origin, bound);
    }

    public boolean nextBoolean() {
        return nextInt() < 0;
    }

    public float nextFloat() {
        return (nextInt() >>> 8) * FLOAT_UNIT;
    }

    public double nextGaussian() {
        State s = localState();
        if (s.haveNextGaussian) {
            s.haveNextGaussian = false;
            return s.nextGaussian;
        }
        double v1, v2, q;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            q = v1 * v1 + v2 * v2;
        } while (q >= 1 || q == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(q) / q);
        s.nextGaussian = v2 * multiplier;
        s.haveNextGaussian = true;
        return v1 * multiplier;
    }
}
