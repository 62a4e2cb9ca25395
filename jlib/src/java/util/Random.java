package java.util;


public class Random implements java.util.random.RandomGenerator, java.io.Serializable {
    private static final long serialVersionUID = 3905348978240129619L;

    private long seed;

    private static final long multiplier = 0x5DEECE66DL;
    private static final long addend = 0xBL;
    private static final long mask = (1L << 48) - 1;

    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private static long seedUniquifier = 8682522807148012L;

    public Random() {
        this(seedUniquifier() ^ System.nanoTime());
    }

    private static synchronized long seedUniquifier() {
        long next = seedUniquifier * 1181783497276652981L;
        seedUniquifier = next;
        return next;
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ multiplier) & mask;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        long nextseed;
        synchronized (this) {
            nextseed = (seed * multiplier + addend) & mask;
            seed = nextseed;
        }
        return (int) (nextseed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;)
            for (int rnd = nextInt(), n = Math.min(len - i, Integer.SIZE / Byte.SIZE); n-- > 0; rnd >>= Byte.SIZE)
                bytes[i++] = (byte) rnd;
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        if (jpor.Verify.randomIsChoice()) // jpor check --enumerate-random: every value
            return jpor.Verify.getInt(0, bound - 1);
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) // i.e., bound is a power of 2
            r = (int) ((bound * (long) r) >> 31);
        else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31))
                ;
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        if (bound - origin > 0 && jpor.Verify.randomIsChoice())
            return jpor.Verify.getInt(origin, bound - 1);
        return jpor.internal.RandomBounds.nextInt(this, origin, bound);
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        return jpor.internal.RandomBounds.nextLong(this, bound);
    }

    public long nextLong(long origin, long bound) {
        return jpor.internal.RandomBounds.nextLong(this, origin, bound);
    }

    public boolean nextBoolean() {
        if (jpor.Verify.randomIsChoice())
            return jpor.Verify.getBoolean();
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public float nextFloat(float bound) {
        if (!(bound > 0.0f && bound < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        float r = nextFloat();
        r = r * bound;
        if (r >= bound)
            r = Float.intBitsToFloat(Float.floatToIntBits(bound) - 1);
        return r;
    }

    public float nextFloat(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        float r = nextFloat();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound)
                r = nextAfter(bound, origin);
        }
        return r;
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        double r = nextDouble();
        r = r * bound;
        if (r >= bound)
            r = Double.longBitsToDouble(Double.doubleToLongBits(bound) - 1);
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        double r = nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound)
                r = nextAfter(bound, origin);
        }
        return r;
    }

    /** Math.nextAfter(start, direction) for finite start with direction < start. */
    private static double nextAfter(double start, double direction) {
        if (start == 0.0)
            return -Double.MIN_VALUE;
        long bits = Double.doubleToRawLongBits(start);
        return Double.longBitsToDouble(start > 0 ? bits - 1 : bits + 1);
    }

    private static float nextAfter(float start, float direction) {
        if (start == 0.0f)
            return -Float.MIN_VALUE;
        int bits = Float.floatToRawIntBits(start);
        return Float.intBitsToFloat(start > 0 ? bits - 1 : bits + 1);
    }

    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        } else {
            double v1, v2, s;
            do {
                v1 = 2 * nextDouble() - 1; // between -1 and 1
                v2 = 2 * nextDouble() - 1; // between -1 and 1
                s = v1 * v1 + v2 * v2;
            } while (s >= 1 || s == 0);
            double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
            nextNextGaussian = v2 * multiplier;
            haveNextNextGaussian = true;
            return v1 * multiplier;
        }
    }

    // ---- serialization (the JDK's serial form: seed, nextNextGaussian, haveNextNextGaussian) ----

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (seed < 0) {
            throw new java.io.StreamCorruptedException("Random: invalid seed");
        }
    }
}
