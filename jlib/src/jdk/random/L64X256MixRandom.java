package jdk.random;

/** LXM with a 64-bit LCG and xoshiro256 (see Lxm64). */
public final class L64X256MixRandom extends Lxm64 {
    private long x0, x1, x2, x3;

    public L64X256MixRandom(long seed) {
        super(seed);
    }

    public L64X256MixRandom() {
        this(Mix.nextDefaultSeed());
    }

    int words() {
        return 4;
    }

    void init(long[] x) {
        x0 = x[0];
        x1 = x[1];
        x2 = x[2];
        x3 = x[3];
    }

    long first() {
        return x0;
    }

    void step() {
        long t = x1 << 17;
        x2 ^= x0;
        x3 ^= x1;
        x1 ^= x2;
        x0 ^= x3;
        x2 ^= t;
        x3 = Long.rotateLeft(x3, 45);
    }
}
