package jdk.random;

/** LXM with a 64-bit LCG and xoroshiro1024 (see Lxm64). */
public final class L64X1024MixRandom extends Lxm64 {
    private long[] x;
    private int p;

    public L64X1024MixRandom(long seed) {
        super(seed);
    }

    public L64X1024MixRandom() {
        this(Mix.nextDefaultSeed());
    }

    int words() {
        return 16;
    }

    void init(long[] words) {
        x = words;
        p = 15;
    }

    long first() {
        return x[(p + 1) & 15];
    }

    void step() {
        int q = p;
        p = (p + 1) & 15;
        long s0 = x[p], s15 = x[q] ^ s0;
        x[q] = Long.rotateLeft(s0, 25) ^ s15 ^ (s15 << 27);
        x[p] = Long.rotateLeft(s15, 36);
    }
}
