package java.security;

/**
 * A generator of unpredictable numbers (written for jpor from the Java SE API
 * documentation). Its bytes are SHA-256 of a secret state and a counter; the state is made
 * from the clocks and an object's identity, and every setSeed is mixed into it (it never
 * replaces it). The algorithm names are those java gives on Linux: NativePRNG by default,
 * NativePRNGBlocking from getInstanceStrong(); SHA1PRNG, DRBG and the NativePRNG variants
 * from getInstance.
 */
public class SecureRandom extends java.util.Random {
    private static final long serialVersionUID = 4940670005562187L;

    private final String algorithm;
    private byte[] state;
    private long counter;
    private static long instances;

    public SecureRandom() {
        this("NativePRNG");
    }

    public SecureRandom(byte[] seed) {
        this("NativePRNG");
        setSeed(seed);
    }

    private SecureRandom(String algorithm) {
        super(0L);
        this.algorithm = algorithm;
        long n;
        synchronized (SecureRandom.class) {
            n = ++instances;
        }
        byte[] init = new byte[32];
        long[] parts = {System.nanoTime(), System.currentTimeMillis(), System.identityHashCode(new Object()), n};
        for (int i = 0; i < parts.length; i++)
            for (int k = 0; k < 8; k++)
                init[i * 8 + k] = (byte) (parts[i] >>> (8 * k));
        state = sha256(init);
    }

    private static byte[] sha256(byte[] b) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(b);
        } catch (NoSuchAlgorithmException e) {
            throw new InternalError(e);
        }
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null)
            throw new NullPointerException("null algorithm name");
        String[] known = {"NativePRNG", "NativePRNGBlocking", "NativePRNGNonBlocking", "SHA1PRNG", "DRBG"};
        for (String k : known)
            if (k.equalsIgnoreCase(algorithm))
                return new SecureRandom(k);
        throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
    }

    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public String toString() {
        return algorithm;
    }

    public synchronized void setSeed(byte[] seed) {
        byte[] m = new byte[state.length + seed.length];
        System.arraycopy(state, 0, m, 0, state.length);
        System.arraycopy(seed, 0, m, state.length, seed.length);
        state = sha256(m);
    }

    public void setSeed(long seed) {
        if (state == null)
            return; // Random's constructor
        byte[] b = new byte[8];
        for (int k = 0; k < 8; k++)
            b[k] = (byte) (seed >>> (8 * k));
        setSeed(b);
    }

    public synchronized void nextBytes(byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            byte[] m = new byte[state.length + 8];
            System.arraycopy(state, 0, m, 0, state.length);
            long c = counter++;
            for (int k = 0; k < 8; k++)
                m[state.length + k] = (byte) (c >>> (8 * k));
            byte[] out = sha256(m);
            int n = Math.min(out.length, bytes.length - i);
            System.arraycopy(out, 0, bytes, i, n);
            i += n;
        }
    }

    protected final int next(int numBits) {
        int numBytes = (numBits + 7) / 8;
        byte[] b = new byte[numBytes];
        int next = 0;
        nextBytes(b);
        for (int i = 0; i < numBytes; i++)
            next = (next << 8) + (b[i] & 0xFF);
        return next >>> (numBytes * 8 - numBits);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0)
            throw new IllegalArgumentException("numBytes cannot be negative");
        byte[] b = new byte[numBytes];
        nextBytes(b);
        return b;
    }

    private static SecureRandom seedGenerator;

    public static byte[] getSeed(int numBytes) {
        synchronized (SecureRandom.class) {
            if (seedGenerator == null)
                seedGenerator = new SecureRandom();
        }
        return seedGenerator.generateSeed(numBytes);
    }
}
