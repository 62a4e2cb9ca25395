package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers: a sign and a magnitude held in an
 * int array of base-2^32 digits, least significant first, without leading
 * (most significant) zero words; zero has an empty magnitude and signum 0.
 * Written for jpor from the Java SE API specification.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;

    private static final long M = 0xFFFFFFFFL;
    private static final int[] NOWORDS = new int[0];

    final int signum;
    final int[] mag; // little-endian, trimmed

    public static final BigInteger ZERO = new BigInteger(0, NOWORDS);
    public static final BigInteger ONE = new BigInteger(1, new int[] {1});
    public static final BigInteger TWO = new BigInteger(1, new int[] {2});
    public static final BigInteger TEN = new BigInteger(1, new int[] {10});
    static final BigInteger NEGATIVE_ONE = new BigInteger(-1, new int[] {1});

    /** Internal: takes ownership of mag (trims it). */
    BigInteger(int signum, int[] mag) {
        int n = mag.length;
        while (n > 0 && mag[n - 1] == 0) n--;
        if (n != mag.length) {
            int[] t = new int[n];
            System.arraycopy(mag, 0, t, 0, n);
            mag = t;
        }
        this.mag = mag;
        this.signum = n == 0 ? 0 : signum;
    }

    private static BigInteger make(int signum, int[] mag) {
        return new BigInteger(signum, mag);
    }

    // ---------------------------------------------------------------- constructors

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX)
            throw new NumberFormatException("Radix out of range");
        int len = val.length();
        if (len == 0) throw new NumberFormatException("Zero length BigInteger");
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) throw new NumberFormatException("Illegal embedded sign character");
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) throw new NumberFormatException("Illegal embedded sign character");
            cursor = 1;
        }
        if (cursor == len) throw new NumberFormatException("Zero length BigInteger");
        int[] m = NOWORDS;
        int chunk = 1;
        int pow = radix;
        while ((long) pow * radix <= Integer.MAX_VALUE) {
            pow *= radix;
            chunk++;
        }
        int first = (len - cursor) % chunk;
        if (first == 0) first = chunk;
        while (cursor < len) {
            int end = cursor + first;
            int v = 0;
            int p = 1;
            for (int i = cursor; i < end; i++) {
                int d = Character.digit(val.charAt(i), radix);
                if (d < 0) throw new NumberFormatException("For input string: \"" + val.substring(cursor, end) + "\""
                        + (radix == 10 ? "" : " under radix " + radix));
                v = v * radix + d;
                p *= radix;
            }
            m = mulAddSmall(m, p, v);
            cursor = end;
            first = chunk;
        }
        int n = m.length;
        while (n > 0 && m[n - 1] == 0) n--;
        this.mag = trimCopy(m);
        this.signum = this.mag.length == 0 ? 0 : sign;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0 || len == 0) throw new NumberFormatException("Zero length BigInteger");
        if (off < 0 || len < 0 || off + len > val.length) throw new IndexOutOfBoundsException();
        boolean neg = val[off] < 0;
        int nw = (len + 3) / 4;
        int[] w = new int[nw];
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xFF;
            w[i >> 2] |= b << ((i & 3) * 8);
        }
        if (neg) {
            int rem = len & 3;
            if (rem != 0) w[nw - 1] |= -1 << (rem * 8);
        }
        BigInteger r = fromTwos(w);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) throw new NumberFormatException("Invalid signum value");
        if (off < 0 || len < 0 || off + len > magnitude.length) throw new IndexOutOfBoundsException();
        int[] w = new int[(len + 3) / 4];
        for (int i = 0; i < len; i++) {
            int b = magnitude[off + len - 1 - i] & 0xFF;
            w[i >> 2] |= b << ((i & 3) * 8);
        }
        int[] t = trimCopy(w);
        if (t.length != 0 && signum == 0) throw new NumberFormatException("signum-magnitude mismatch");
        this.mag = t;
        this.signum = t.length == 0 ? 0 : signum;
    }

    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) throw new IllegalArgumentException("numBits must be non-negative");
        if (numBits == 0) {
            this.signum = 0;
            this.mag = NOWORDS;
            return;
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] b = new byte[numBytes];
        rnd.nextBytes(b);
        int excess = 8 * numBytes - numBits;
        b[0] &= (byte) ((1 << (8 - excess)) - 1);
        BigInteger r = new BigInteger(1, b);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) throw new ArithmeticException("bitLength < 2");
        BigInteger r;
        while (true) {
            r = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) r = r.setBit(0);
            if (r.isProbablePrime(certainty)) break;
        }
        this.signum = r.signum;
        this.mag = r.mag;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        return new BigInteger(bitLength, 100, rnd);
    }

    public static BigInteger valueOf(long val) {
        if (val == 0) return ZERO;
        if (val == 1) return ONE;
        if (val == 2) return TWO;
        if (val == 10) return TEN;
        int s = val < 0 ? -1 : 1;
        long a = val < 0 ? -val : val; // Long.MIN_VALUE stays, read unsigned below
        int lo = (int) a;
        int hi = (int) (a >>> 32);
        return make(s, hi == 0 ? new int[] {lo} : new int[] {lo, hi});
    }

    private static BigInteger unsignedLong(long a) {
        return make(1, new int[] {(int) a, (int) (a >>> 32)});
    }

    // ---------------------------------------------------------------- magnitude helpers

    private static int[] trimCopy(int[] m) {
        int n = m.length;
        while (n > 0 && m[n - 1] == 0) n--;
        if (n == m.length) return m;
        int[] t = new int[n];
        System.arraycopy(m, 0, t, 0, n);
        return t;
    }

    static int cmpMag(int[] a, int[] b) {
        if (a.length != b.length) return a.length < b.length ? -1 : 1;
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) return (a[i] & M) < (b[i] & M) ? -1 : 1;
        }
        return 0;
    }

    static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long c = 0;
        for (int i = 0; i < a.length; i++) {
            c += (a[i] & M) + (i < b.length ? (b[i] & M) : 0);
            r[i] = (int) c;
            c >>>= 32;
        }
        r[a.length] = (int) c;
        return r;
    }

    /** a - b for a >= b. */
    static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        for (int i = 0; i < a.length; i++) {
            long t = (a[i] & M) - (i < b.length ? (b[i] & M) : 0) - borrow;
            r[i] = (int) t;
            borrow = t < 0 ? 1 : 0;
        }
        return r;
    }

    static int[] mulMag(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) return NOWORDS;
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & M;
            if (ai == 0) continue;
            long c = 0;
            for (int j = 0; j < b.length; j++) {
                c += ai * (b[j] & M) + (r[i + j] & M);
                r[i + j] = (int) c;
                c >>>= 32;
            }
            r[i + b.length] = (int) c;
        }
        return r;
    }

    /** m * p + v for small non-negative p, v. */
    static int[] mulAddSmall(int[] m, int p, int v) {
        int[] r = new int[m.length + 1];
        long c = v & M;
        long pp = p & M;
        for (int i = 0; i < m.length; i++) {
            c += (m[i] & M) * pp;
            r[i] = (int) c;
            c >>>= 32;
        }
        r[m.length] = (int) c;
        return trimCopy(r);
    }

    /** Divides m by the unsigned word d in place; returns the remainder. */
    private static long divSmallInPlace(int[] m, long d) {
        long rem = 0;
        for (int i = m.length - 1; i >= 0; i--) {
            long cur = (rem << 32) | (m[i] & M);
            long q = Long.divideUnsigned(cur, d);
            rem = cur - q * d;
            m[i] = (int) q;
        }
        return rem;
    }

    /** {quotient, remainder} magnitudes; b nonzero. */
    static int[][] divMag(int[] a, int[] b) {
        if (cmpMag(a, b) < 0) return new int[][] {NOWORDS, a};
        if (b.length == 1) {
            int[] q = a.clone();
            long r = divSmallInPlace(q, b[0] & M);
            return new int[][] {trimCopy(q), r == 0 ? NOWORDS : new int[] {(int) r}};
        }
        int n = b.length;
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] vn = shlWords(b, s, n);
        int[] un = shlWords(a, s, a.length + 1);
        int[] q = new int[m + 1];
        long vTop = vn[n - 1] & M;
        long vNext = vn[n - 2] & M;
        long B = 1L << 32;
        for (int j = m; j >= 0; j--) {
            long num = ((un[j + n] & M) << 32) | (un[j + n - 1] & M);
            long qhat = Long.divideUnsigned(num, vTop);
            long rhat = num - qhat * vTop;
            while (qhat >= B || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (un[j + n - 2] & M)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat >= B) break;
            }
            long k = 0;
            long t;
            for (int i = 0; i < n; i++) {
                long p = qhat * (vn[i] & M);
                t = (un[i + j] & M) - k - (p & M);
                un[i + j] = (int) t;
                k = (p >>> 32) - (t >> 32);
            }
            t = (un[j + n] & M) - k;
            un[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    c += (un[i + j] & M) + (vn[i] & M);
                    un[i + j] = (int) c;
                    c >>>= 32;
                }
                un[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = s == 0 ? un[i] : (un[i] >>> s) | (un[i + 1] << (32 - s));
        }
        return new int[][] {trimCopy(q), trimCopy(r)};
    }

    /** a shifted left by s (0..31) bits into an array of len words. */
    private static int[] shlWords(int[] a, int s, int len) {
        int[] r = new int[len];
        for (int i = 0; i < a.length; i++) {
            r[i] |= a[i] << s;
            if (s != 0 && i + 1 < len) r[i + 1] = a[i] >>> (32 - s);
        }
        return r;
    }

    // ---------------------------------------------------------------- arithmetic

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) return this;
        if (signum == 0) return val;
        if (signum == val.signum) return make(signum, addMag(mag, val.mag));
        int c = cmpMag(mag, val.mag);
        if (c == 0) return ZERO;
        return c > 0 ? make(signum, subMag(mag, val.mag)) : make(val.signum, subMag(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) return ZERO;
        return make(signum * val.signum, mulMag(mag, val.mag));
    }

    public BigInteger divide(BigInteger val) {
        if (val.signum == 0) throw new ArithmeticException("BigInteger divide by zero");
        if (signum == 0) return ZERO;
        return make(signum * val.signum, divMag(mag, val.mag)[0]);
    }

    public BigInteger remainder(BigInteger val) {
        if (val.signum == 0) throw new ArithmeticException("BigInteger divide by zero");
        if (signum == 0) return ZERO;
        return make(signum, divMag(mag, val.mag)[1]);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) throw new ArithmeticException("BigInteger divide by zero");
        if (signum == 0) return new BigInteger[] {ZERO, ZERO};
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger[] {make(signum * val.signum, qr[0]), make(signum, qr[1])};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        BigInteger r = remainder(m);
        return r.signum < 0 ? r.add(m) : r;
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) throw new ArithmeticException("Negative exponent");
        BigInteger result = ONE;
        BigInteger base = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0) result = result.multiply(base);
            exponent >>>= 1;
            if (exponent != 0) base = base.multiply(base);
        }
        return result;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        if (m.equals(ONE)) return ZERO;
        BigInteger base = this;
        if (exponent.signum < 0) {
            base = modInverse(m);
            exponent = exponent.negate();
        }
        base = base.mod(m);
        BigInteger result = ONE;
        int bits = exponent.bitLength();
        for (int i = bits - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (exponent.testBit(i)) result = result.multiply(base).mod(m);
        }
        return result.mod(m);
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        if (m.equals(ONE)) return ZERO;
        BigInteger a = mod(m);
        BigInteger oldR = a, r = m;
        BigInteger oldS = ONE, s = ZERO;
        while (r.signum != 0) {
            BigInteger[] qr = oldR.divideAndRemainder(r);
            BigInteger t = r;
            r = qr[1];
            oldR = t;
            t = s;
            s = oldS.subtract(qr[0].multiply(s));
            oldS = t;
        }
        if (!oldR.equals(ONE)) throw new ArithmeticException("BigInteger not invertible.");
        return oldS.mod(m);
    }

    public BigInteger gcd(BigInteger val) {
        BigInteger a = abs(), b = val.abs();
        while (b.signum != 0) {
            BigInteger t = a.remainder(b);
            a = b;
            b = t;
        }
        return a;
    }

    public BigInteger sqrt() {
        if (signum < 0) throw new ArithmeticException("Negative BigInteger");
        if (signum == 0) return ZERO;
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) return x;
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.multiply(s))};
    }

    public BigInteger negate() {
        return signum == 0 ? this : make(-signum, mag);
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public int signum() {
        return signum;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---------------------------------------------------------------- primes

    private static final int[] SMALL_PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97};
    /** The products of the small primes up to 47 and from 53 on (each below 2^63). */
    private static final BigInteger SMALL_PRODUCT_1 = valueOf(614889782588491410L);
    private static final BigInteger SMALL_PRODUCT_2 = valueOf(53L * 59 * 61 * 67 * 71 * 73 * 79 * 83 * 89 * 97);

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) return true;
        BigInteger w = abs();
        if (w.signum == 0 || w.equals(ONE)) return false;
        int bits = w.bitLength();
        if (bits <= 7) {
            int v = w.intValue();
            for (int p : SMALL_PRIMES) if (v == p) return true;
        }
        // trial division by the small primes, through two remainders that fit in a long
        long r1 = w.remainder(SMALL_PRODUCT_1).longValue(), r2 = w.remainder(SMALL_PRODUCT_2).longValue();
        for (int i = 0; i < SMALL_PRIMES.length; i++) {
            int p = SMALL_PRIMES[i];
            if ((p <= 47 ? r1 : r2) % p == 0) return false;
        }
        if (bits <= 50) return smallPrime(w.longValue());
        BigInteger wm1 = w.subtract(ONE);
        int a = wm1.getLowestSetBit();
        BigInteger m = wm1.shiftRight(a);
        // the first 12 prime bases decide every number below 2^64 exactly, the first 13 every one below
        // 3.3 * 10^24 (Sorenson and Webster): more rounds would not change the answer there
        int rounds = bits <= 64 ? 12 : bits <= 81 ? 13 : Math.max(12, Math.min(64, (certainty + 1) / 2));
        for (int i = 0; i < rounds; i++) {
            BigInteger b = valueOf(i < SMALL_PRIMES.length ? SMALL_PRIMES[i] : 101 + 2L * i);
            if (b.compareTo(wm1) >= 0) continue;
            BigInteger z = b.modPow(m, w);
            if (z.equals(ONE) || z.equals(wm1)) continue;
            boolean ok = false;
            for (int j = 1; j < a; j++) {
                z = z.multiply(z).mod(w);
                if (z.equals(wm1)) {
                    ok = true;
                    break;
                }
                if (z.equals(ONE)) return false;
            }
            if (!ok) return false;
        }
        return true;
    }

    /**
     * Miller-Rabin in long arithmetic with the first 12 prime bases: exact for odd n < 2^50 without small
     * factors (the bases decide every n < 2^64), as the BigInteger rounds would answer, much faster.
     */
    private static boolean smallPrime(long n) {
        long d = n - 1;
        int s = Long.numberOfTrailingZeros(d);
        d >>= s;
        for (int i = 0; i < 12; i++) {
            long b = SMALL_PRIMES[i];
            if (b >= n - 1) continue;
            long x = 1, base = b, e = d;
            while (e > 0) {
                if ((e & 1) == 1) x = mulMod(x, base, n);
                base = mulMod(base, base, n);
                e >>= 1;
            }
            if (x == 1 || x == n - 1) continue;
            boolean ok = false;
            for (int j = 1; j < s && !ok; j++) {
                x = mulMod(x, x, n);
                if (x == n - 1) ok = true;
                else if (x == 1) return false;
            }
            if (!ok) return false;
        }
        return true;
    }

    /**
     * a * b mod n for 0 <= a, b < n < 2^50: the quotient estimated in double arithmetic is off by a few at
     * most, and the remainder computed modulo 2^64 is exact and corrected into [0, n).
     */
    private static long mulMod(long a, long b, long n) {
        long q = (long) ((double) a * (double) b / (double) n);
        long r = a * b - q * n;
        while (r < 0) r += n;
        while (r >= n) r -= n;
        return r;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) throw new ArithmeticException("start < 0: " + this);
        if (signum == 0 || equals(ONE)) return TWO;
        BigInteger c = add(ONE);
        if (!c.testBit(0)) c = c.add(ONE);
        while (!c.isProbablePrime(100)) c = c.add(TWO);
        return c;
    }

    // ---------------------------------------------------------------- bits

    /** Word n (little-endian) of the infinite two's complement representation. */
    private int getInt(int n) {
        if (n < 0) return 0;
        if (n >= mag.length) return signum < 0 ? -1 : 0;
        int w = mag[n];
        if (signum >= 0) return w;
        int fnz = 0;
        while (mag[fnz] == 0) fnz++;
        if (n < fnz) return 0;
        return n == fnz ? -w : ~w;
    }

    private static BigInteger fromTwos(int[] w) {
        int n = w.length;
        if (n == 0) return ZERO;
        if (w[n - 1] >= 0) return make(1, w.clone());
        int[] r = new int[n];
        long c = 1;
        for (int i = 0; i < n; i++) {
            c += (~w[i]) & M;
            r[i] = (int) c;
            c >>>= 32;
        }
        return make(-1, r);
    }

    private int wordLen() {
        return mag.length + 1;
    }

    public BigInteger and(BigInteger val) {
        int n = Math.max(wordLen(), val.wordLen());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = getInt(i) & val.getInt(i);
        return fromTwos(r);
    }

    public BigInteger or(BigInteger val) {
        int n = Math.max(wordLen(), val.wordLen());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = getInt(i) | val.getInt(i);
        return fromTwos(r);
    }

    public BigInteger xor(BigInteger val) {
        int n = Math.max(wordLen(), val.wordLen());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = getInt(i) ^ val.getInt(i);
        return fromTwos(r);
    }

    public BigInteger andNot(BigInteger val) {
        int n = Math.max(wordLen(), val.wordLen());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = getInt(i) & ~val.getInt(i);
        return fromTwos(r);
    }

    public BigInteger not() {
        int n = wordLen();
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = ~getInt(i);
        return fromTwos(r);
    }

    public boolean testBit(int n) {
        if (n < 0) throw new ArithmeticException("Negative bit address");
        return ((getInt(n >>> 5) >>> (n & 31)) & 1) != 0;
    }

    private BigInteger bitOp(int n, int op) {
        if (n < 0) throw new ArithmeticException("Negative bit address");
        int len = Math.max(wordLen(), (n >>> 5) + 2);
        int[] r = new int[len];
        for (int i = 0; i < len; i++) r[i] = getInt(i);
        int bit = 1 << (n & 31);
        int w = n >>> 5;
        if (op == 0) r[w] |= bit;
        else if (op == 1) r[w] &= ~bit;
        else r[w] ^= bit;
        return fromTwos(r);
    }

    public BigInteger setBit(int n) {
        return bitOp(n, 0);
    }

    public BigInteger clearBit(int n) {
        return bitOp(n, 1);
    }

    public BigInteger flipBit(int n) {
        return bitOp(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) return -1;
        int i = 0;
        while (mag[i] == 0) i++;
        return i * 32 + Integer.numberOfTrailingZeros(mag[i]);
    }

    private static int magBitLength(int[] m) {
        if (m.length == 0) return 0;
        return 32 * (m.length - 1) + 32 - Integer.numberOfLeadingZeros(m[m.length - 1]);
    }

    public int bitLength() {
        if (signum >= 0) return magBitLength(mag);
        return magBitLength(make(1, subMag(mag, ONE.mag)).mag);
    }

    public int bitCount() {
        int[] m = signum >= 0 ? mag : make(1, subMag(mag, ONE.mag)).mag;
        int c = 0;
        for (int w : m) c += Integer.bitCount(w);
        return c;
    }

    public BigInteger shiftLeft(int n) {
        if (signum == 0) return ZERO;
        if (n == 0) return this;
        if (n < 0) return n == Integer.MIN_VALUE ? (signum < 0 ? NEGATIVE_ONE : ZERO) : shiftRight(-n);
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[mag.length + words + 1];
        for (int i = 0; i < mag.length; i++) {
            r[i + words] |= mag[i] << bits;
            if (bits != 0) r[i + words + 1] = mag[i] >>> (32 - bits);
        }
        return make(signum, r);
    }

    private static int[] shrMag(int[] m, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        if (words >= m.length) return NOWORDS;
        int[] r = new int[m.length - words];
        for (int i = 0; i < r.length; i++) {
            int lo = m[i + words] >>> bits;
            int hi = (bits != 0 && i + words + 1 < m.length) ? m[i + words + 1] << (32 - bits) : 0;
            r[i] = lo | hi;
        }
        return r;
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) return ZERO;
        if (n == 0) return this;
        if (n < 0) return n == Integer.MIN_VALUE ? ZERO : shiftLeft(-n);
        if (signum > 0) return make(1, shrMag(mag, n));
        // floor: -((|x|-1) >> n) - 1
        int[] t = shrMag(trimCopy(subMag(mag, ONE.mag)), n);
        return make(-1, addMag(t, ONE.mag));
    }

    // ---------------------------------------------------------------- comparison, hashing

    public int compareTo(BigInteger val) {
        if (signum != val.signum) return signum < val.signum ? -1 : 1;
        if (signum == 0) return 0;
        int c = cmpMag(mag, val.mag);
        return signum > 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (x == this) return true;
        if (!(x instanceof BigInteger)) return false;
        BigInteger o = (BigInteger) x;
        return signum == o.signum && cmpMag(mag, o.mag) == 0;
    }

    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) h = (int) (31 * h + (mag[i] & M));
        return h * signum;
    }

    // ---------------------------------------------------------------- conversions

    public String toString() {
        return toString(10);
    }

    public String toString(int radix) {
        if (signum == 0) return "0";
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) radix = 10;
        int chunk = 1;
        int pow = radix;
        while ((long) pow * radix <= Integer.MAX_VALUE) {
            pow *= radix;
            chunk++;
        }
        int[] m = mag.clone();
        int len = m.length;
        StringBuilder sb = new StringBuilder();
        char[] digits = new char[chunk];
        while (len > 0) {
            long rem = 0;
            for (int i = len - 1; i >= 0; i--) {
                long cur = (rem << 32) | (m[i] & M);
                long q = cur / pow;
                rem = cur - q * pow;
                m[i] = (int) q;
            }
            while (len > 0 && m[len - 1] == 0) len--;
            int r = (int) rem;
            for (int k = 0; k < chunk; k++) {
                digits[k] = Character.forDigit(r % radix, radix);
                r /= radix;
            }
            int k = chunk;
            if (len == 0) {
                while (k > 1 && digits[k - 1] == '0') k--;
            }
            for (int i = 0; i < k; i++) sb.append(digits[i]);
        }
        if (signum < 0) sb.append('-');
        return sb.reverse().toString();
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            b[byteLen - 1 - i] = (byte) (getInt(i >>> 2) >>> ((i & 3) * 8));
        }
        return b;
    }

    public int intValue() {
        return getInt(0);
    }

    public long longValue() {
        return ((long) getInt(1) << 32) | (getInt(0) & M);
    }

    public float floatValue() {
        if (signum == 0) return 0.0f;
        return Float.parseFloat(toString());
    }

    public double doubleValue() {
        if (signum == 0) return 0.0;
        return Double.parseDouble(toString());
    }

    public long longValueExact() {
        if (bitLength() <= 63) return longValue();
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (bitLength() <= 31) return intValue();
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) return (short) v;
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) return (byte) v;
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    // package helpers for BigDecimal
    static BigInteger tenPow(int n) {
        return TEN.pow(n);
    }

    /** Number of decimal digits of |this| (1 for zero). */
    int decimalDigits() {
        if (signum == 0) return 1;
        int bl = magBitLength(mag);
        int est = (int) ((bl - 1) * 0.30102999566398120) + 1; // digits of 2^(bl-1)
        BigInteger a = abs();
        if (a.compareTo(tenPow(est)) >= 0) est++;
        return est;
    }

    // ---- serialization (the JDK's serial form: signum and the magnitude as big-endian bytes,
    // plus four obsolete cached values) ----

    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("signum", Integer.TYPE),
        new java.io.ObjectStreamField("magnitude", byte[].class),
        new java.io.ObjectStreamField("bitCount", Integer.TYPE),
        new java.io.ObjectStreamField("bitLength", Integer.TYPE),
        new java.io.ObjectStreamField("firstNonzeroByteNum", Integer.TYPE),
        new java.io.ObjectStreamField("lowestSetBit", Integer.TYPE)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField fields = s.putFields();
        fields.put("signum", signum);
        int n = mag.length;
        int bits = n == 0 ? 0 : 32 * (n - 1) + 32 - Integer.numberOfLeadingZeros(mag[n - 1]);
        int byteLen = (bits + 7) / 8;
        byte[] magnitude = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            magnitude[byteLen - 1 - i] = (byte) (mag[i >>> 2] >>> ((i & 3) * 8));
        }
        fields.put("magnitude", magnitude);
        fields.put("bitCount", -1);
        fields.put("bitLength", -1);
        fields.put("lowestSetBit", -2);
        fields.put("firstNonzeroByteNum", -2);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        int sign = fields.get("signum", -2);
        byte[] magnitude = (byte[]) fields.get("magnitude", null);
        if (sign < -1 || sign > 1) {
            throw new java.io.StreamCorruptedException("BigInteger: Invalid signum value");
        }
        if (magnitude == null) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        BigInteger v;
        try {
            v = new BigInteger(sign == 0 ? 1 : sign, magnitude);
        } catch (NumberFormatException e) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        if ((v.mag.length == 0) != (sign == 0)) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        // the final fields, as the constructors would set them
        jpor.internal.Unsafe.putInt(this, jpor.internal.Unsafe.objectFieldOffset(BigInteger.class, "signum"), sign);
        jpor.internal.Unsafe.putReference(this, jpor.internal.Unsafe.objectFieldOffset(BigInteger.class, "mag"), v.mag);
    }
}
