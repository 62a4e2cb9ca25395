package java.security;

/**
 * Message digests: jpor implements MD5 (RFC 1321), SHA-1, SHA-224, SHA-256,
 * SHA-384 and SHA-512 (FIPS 180-4) in Java, written from those specifications.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) throw new NullPointerException("null algorithm name");
        String a = algorithm.toUpperCase();
        if (a.equals("MD5")) return new Md(algorithm, 0);
        if (a.equals("SHA-1") || a.equals("SHA1") || a.equals("SHA")) return new Md(algorithm, 1);
        if (a.equals("SHA-256") || a.equals("SHA256")) return new Md(algorithm, 2);
        if (a.equals("SHA-224") || a.equals("SHA224")) return new Md(algorithm, 3);
        if (a.equals("SHA-512") || a.equals("SHA512")) return new Sha512Digest(algorithm, false);
        if (a.equals("SHA-384") || a.equals("SHA384")) return new Sha512Digest(algorithm, true);
        throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
    }

    public static MessageDigest getInstance(String algorithm, String provider) throws NoSuchAlgorithmException {
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public void update(byte input) {
        engineUpdate(input);
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) throw new IllegalArgumentException("No input buffer given");
        if (offset < 0 || len < 0 || offset > input.length - len) throw new IllegalArgumentException("Bad arguments");
        engineUpdate(input, offset, len);
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
    }

    public byte[] digest() {
        return engineDigest();
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        byte[] d = engineDigest();
        if (len < d.length) throw new DigestException("partial digests not returned");
        System.arraycopy(d, 0, buf, offset, d.length);
        return d.length;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public void reset() {
        engineReset();
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) return true;
        if (digesta == null || digestb == null) return false;
        if (digesta.length != digestb.length) return false;
        int r = 0;
        for (int i = 0; i < digesta.length; i++) r |= digesta[i] ^ digestb[i];
        return r == 0;
    }

    public String toString() {
        return algorithm + " Message Digest from SUN, <initialized>\n";
    }

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Md) {
            return ((Md) this).copy();
        }
        if (this instanceof Sha512Digest) {
            return ((Sha512Digest) this).copy();
        }
        throw new CloneNotSupportedException();
    }

    /** The built-in algorithms over 64-byte blocks. */
    static final class Md extends MessageDigest {
        private final int kind; // 0 MD5, 1 SHA-1, 2 SHA-256, 3 SHA-224 (SHA-256, another start, cut)
        private int[] h;
        private final byte[] block = new byte[64];
        private int blockLen;
        private long total;

        Md(String name, int kind) {
            super(name);
            this.kind = kind;
            engineReset();
        }

        Md copy() {
            Md m = new Md(getAlgorithm(), kind);
            m.h = h.clone();
            System.arraycopy(block, 0, m.block, 0, 64);
            m.blockLen = blockLen;
            m.total = total;
            return m;
        }

        protected int engineGetDigestLength() {
            return kind == 0 ? 16 : kind == 1 ? 20 : kind == 2 ? 32 : 28;
        }

        protected void engineReset() {
            if (kind == 0) h = new int[] {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
            else if (kind == 1) h = new int[] {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
            else if (kind == 3) h = new int[] {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4};
            else h = new int[] {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
            blockLen = 0;
            total = 0;
        }

        protected void engineUpdate(byte input) {
            block[blockLen++] = input;
            total++;
            if (blockLen == 64) {
                compress(block, 0);
                blockLen = 0;
            }
        }

        protected void engineUpdate(byte[] input, int offset, int len) {
            for (int i = 0; i < len; i++) engineUpdate(input[offset + i]);
        }

        protected byte[] engineDigest() {
            long bits = total * 8;
            engineUpdate((byte) 0x80);
            while (blockLen != 56) engineUpdate((byte) 0);
            for (int i = 0; i < 8; i++) {
                int shift = kind == 0 ? 8 * i : 8 * (7 - i); // MD5 little-endian length, SHA big-endian
                engineUpdate((byte) (bits >>> shift));
            }
            byte[] out = new byte[engineGetDigestLength()];
            for (int i = 0; i < out.length / 4; i++) {
                for (int k = 0; k < 4; k++) {
                    out[4 * i + k] = (byte) (kind == 0 ? h[i] >>> (8 * k) : h[i] >>> (24 - 8 * k));
                }
            }
            engineReset();
            return out;
        }

        private void compress(byte[] b, int off) {
            if (kind == 0) md5(b, off);
            else if (kind == 1) sha1(b, off);
            else sha256(b, off);
        }

        // MD5: per-round shift amounts and the constants floor(abs(sin(i+1)) * 2^32)
        private static final int[] S = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
        private static int[] T;

        private static int[] md5Table() {
            if (T == null) {
                int[] t = new int[64];
                for (int i = 0; i < 64; i++) t[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
                T = t;
            }
            return T;
        }

        private void md5(byte[] b, int off) {
            int[] x = new int[16];
            for (int i = 0; i < 16; i++) {
                x[i] = (b[off + 4 * i] & 0xff) | (b[off + 4 * i + 1] & 0xff) << 8 | (b[off + 4 * i + 2] & 0xff) << 16 | (b[off + 4 * i + 3] & 0xff) << 24;
            }
            int[] t = md5Table();
            int a = h[0], bb = h[1], c = h[2], d = h[3];
            for (int i = 0; i < 64; i++) {
                int f, g;
                int round = i >> 4;
                if (round == 0) {
                    f = (bb & c) | (~bb & d);
                    g = i;
                } else if (round == 1) {
                    f = (bb & d) | (c & ~d);
                    g = (5 * i + 1) & 15;
                } else if (round == 2) {
                    f = bb ^ c ^ d;
                    g = (3 * i + 5) & 15;
                } else {
                    f = c ^ (bb | ~d);
                    g = (7 * i) & 15;
                }
                int tmp = d;
                d = c;
                c = bb;
                bb = bb + Integer.rotateLeft(a + f + t[i] + x[g], S[round * 4 + (i & 3)]);
                a = tmp;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
        }

        private static int be32(byte[] b, int p) {
            return (b[p] & 0xff) << 24 | (b[p + 1] & 0xff) << 16 | (b[p + 2] & 0xff) << 8 | (b[p + 3] & 0xff);
        }

        private void sha1(byte[] b, int off) {
            int[] w = new int[80];
            for (int i = 0; i < 16; i++) w[i] = be32(b, off + 4 * i);
            for (int i = 16; i < 80; i++) w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
            int a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4];
            for (int i = 0; i < 80; i++) {
                int f, k;
                if (i < 20) {
                    f = (bb & c) | (~bb & d);
                    k = 0x5A827999;
                } else if (i < 40) {
                    f = bb ^ c ^ d;
                    k = 0x6ED9EBA1;
                } else if (i < 60) {
                    f = (bb & c) | (bb & d) | (c & d);
                    k = 0x8F1BBCDC;
                } else {
                    f = bb ^ c ^ d;
                    k = 0xCA62C1D6;
                }
                int tmp = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                e = d;
                d = c;
                c = Integer.rotateLeft(bb, 30);
                bb = a;
                a = tmp;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
        }

        private static final int[] K256 = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

        private void sha256(byte[] b, int off) {
            int[] w = new int[64];
            for (int i = 0; i < 16; i++) w[i] = be32(b, off + 4 * i);
            for (int i = 16; i < 64; i++) {
                int s0 = Integer.rotateRight(w[i - 15], 7) ^ Integer.rotateRight(w[i - 15], 18) ^ (w[i - 15] >>> 3);
                int s1 = Integer.rotateRight(w[i - 2], 17) ^ Integer.rotateRight(w[i - 2], 19) ^ (w[i - 2] >>> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            int a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
            for (int i = 0; i < 64; i++) {
                int S1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
                int ch = (e & f) ^ (~e & g);
                int t1 = hh + S1 + ch + K256[i] + w[i];
                int S0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
                int maj = (a & bb) ^ (a & c) ^ (bb & c);
                int t2 = S0 + maj;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = bb;
                bb = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }
    }
}
