package jdk.random;

/** LXM with a 64-bit LCG and xoroshiro128 (see Lxm64). */
public final class L64X128MixRandom extends Lxm64 {
    private long x0, x1;

    public L64X128MixRandom(long seed) {
        super(seed);
    }

    public L64X128MixRandom() {
        this(Mix.nextDefaultSeed());
    }

    int words() {
        return 2;
    }

    void init(long[] x) {
        x0 = x[0];
        x1 = x[1];
    }

    long first() {
        return x0;
    }

    void step() {
        long q0 = x0, q1 = x1 ^ x0;
        x0 = Long.rotateLeft(q0, 24) ^ q1 ^ (q1 << 16);
        x1 = Long.rotateLeft(q1, 37);
    }
}
