package java.lang;

/**
 * The trigonometric kernels of fdlibm 5.3 and its reduction of an argument modulo pi/2,
 * which StrictMath's sin, cos and tan specify bit for bit. Written from the published
 * algorithms; the coefficients are the minimax polynomials fdlibm documents.
 */
final class FdlibmTrig {
    private FdlibmTrig() {
    }

    private static int hi(double d) { return (int) (Double.doubleToRawLongBits(d) >> 32); }

    private static int lo(double d) { return (int) Double.doubleToRawLongBits(d); }

    private static double clearLo(double d) { return Double.longBitsToDouble(Double.doubleToRawLongBits(d) & 0xffffffff00000000L); }

    private static final double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03,
        S3 = -1.98412698298579493134e-04, S4 = 2.75573137070700676789e-06,
        S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;

    /** sin(x + y) for |x + y| <= pi/4, y the tail of x (iy == 0: y is taken as zero). */
    static double sin(double x, double y, int iy) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000 && (int) x == 0) return x; // |x| < 2^-27
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (iy == 0) return x + v * (S1 + z * r);
        return x - ((z * (0.5 * y - v * r) - y) - v * S1);
    }

    private static final double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03,
        C3 = 2.48015872894767294178e-05, C4 = -2.75573143513906633035e-07,
        C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;

    /**
     * cos(x + y) for |x + y| <= pi/4: 1 - x^2/2 + x^4 R(x^2), where for |x| >= 0.3 a quarter
     * qx of x^2/2 is subtracted from 1 first so that the subtraction 1 - x^2/2 stays exact.
     */
    static double cos(double x, double y) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000 && (int) x == 0) return 1.0; // |x| < 2^-27
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ix < 0x3FD33333) return 1.0 - (0.5 * z - (z * r - x * y)); // |x| < 0.3
        double qx = ix > 0x3fe90000 ? 0.28125 : Double.longBitsToDouble((long) (ix - 0x00200000) << 32); // x/4
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    private static final double[] T = {3.33333333333334091986e-01, 1.33333333333201242699e-01,
        5.39682539762260521377e-02, 2.18694882948595424599e-02, 8.86323982359930005737e-03,
        3.59207910759131235356e-03, 1.45620945432529025516e-03, 5.88041240820264096874e-04,
        2.46463134818469906812e-04, 7.81794442939557092300e-05, 7.14072491382608190305e-05,
        -1.85586374855275456654e-05, 2.59073051863633712884e-05};
    private static final double PIO4 = 7.85398163397448278999e-01, PIO4LO = 3.06161699786838301793e-17;

    /** -1/w in extra precision: w = x + r with r the part of w beyond x. */
    private static double negRecip(double w, double x, double r) {
        double z = clearLo(w);
        double v = r - (z - x); // z + v == x + r
        double a = -1.0 / w;
        double t = clearLo(a);
        double s = 1.0 + t * z;
        return t + a * (s + t * v);
    }

    /**
     * tan(x + y) (iy == 1) or -1/tan(x + y) (iy == -1) for |x + y| <= pi/4: an odd polynomial
     * of degree 27, evaluated on pi/4 - |x| when |x| >= 0.6744 (tan(pi/4 - a) = (1 - tan a)/(1 + tan a)).
     */
    static double tan(double x, double y, int iy) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x3e300000 && (int) x == 0) { // |x| < 2^-28
            if (((ix | lo(x)) | (iy + 1)) == 0) return 1.0 / Math.abs(x);
            if (iy == 1) return x;
            return negRecip(x + y, x, y);
        }
        if (ix >= 0x3FE59428) { // |x| >= 0.6744
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            x = (PIO4 - x) + (PIO4LO - y);
            y = 0.0;
        }
        double z = x * x;
        double w = z * z;
        // x^5 (T1 + x^2 T2 + ...) split into odd and even powers of x^4, for parallel evaluation
        double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
        double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
        double s = z * x;
        r = y + z * (s * (r + v) + y);
        r += T[0] * s;
        w = x + r;
        if (ix >= 0x3FE59428) {
            v = iy;
            return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
        }
        if (iy == 1) return w;
        return negRecip(w, x, r);
    }

    private static final double INVPIO2 = 6.36619772367581382433e-01;
    // pi/2 in 33-bit parts, each followed by the tail beyond it
    private static final double PIO2_1 = 1.57079632673412561417e+00, PIO2_1T = 6.07710050650619224932e-11;
    private static final double PIO2_2 = 6.07710050630396597660e-11, PIO2_2T = 2.02226624879595063154e-21;
    private static final double PIO2_3 = 2.02226624871116645580e-21, PIO2_3T = 8.47842766036889956997e-32;
    private static final double TWO24 = 16777216.0, TWON24 = 5.96046447753906250000e-08;

    /**
     * n and y[0] + y[1] = x - n pi/2 with |y| <= pi/4, as fdlibm's __ieee754_rem_pio2: up to
     * 2^19 pi/2 by subtracting n times pi/2 in two or three 33-bit parts (the third only when
     * the first two cancel too many bits), beyond by Payne-Hanek (remLarge).
     */
    static int remPio2(double x, double[] y) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| <= pi/4
            y[0] = x;
            y[1] = 0;
            return 0;
        }
        if (ix < 0x4002d97c) return remNear(x, ix, hx < 0 ? -1 : 1, y); // |x| < 3pi/4
        if (ix <= 0x413921fb) return remMedium(x, ix, hx, y); // |x| <= 2^19 pi/2
        if (ix >= 0x7ff00000) { // Inf or NaN
            y[0] = y[1] = x - x;
            return 0;
        }
        int n = remLarge(x, ix, y);
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /** n = sign: one pi/2 off, 33+53 bits of pi/2, or 33+33+53 bits right at pi/2. */
    private static int remNear(double x, int ix, int sign, double[] y) {
        double z = x - sign * PIO2_1;
        double t = PIO2_1T;
        if (ix == 0x3ff921fb) {
            z -= sign * PIO2_2;
            t = PIO2_2T;
        }
        y[0] = z - sign * t;
        y[1] = (z - y[0]) - sign * t;
        return sign;
    }

    private static final int[] NPIO2_HW = {0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A,
        0x4022D97C, 0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C,
        0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C,
        0x4041475C, 0x4042106C, 0x4042D97C, 0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB,
        0x40478FDB, 0x404858EB, 0x404921FB}; // high words of n pi/2, n = 1..32

    private static int remMedium(double x, int ix, int hx, double[] y) {
        double t = Math.abs(x);
        int n = (int) (t * INVPIO2 + 0.5);
        double fn = n;
        double r = t - fn * PIO2_1;
        double w = fn * PIO2_1T; // good to 85 bits
        y[0] = r - w;
        if (n >= 32 || ix == NPIO2_HW[n - 1]) { // x may be close to n pi/2: measure the cancellation
            int j = ix >> 20;
            if (j - ((hi(y[0]) >> 20) & 0x7ff) > 16) { // second round, good to 118 bits
                t = r;
                w = fn * PIO2_2;
                r = t - w;
                w = fn * PIO2_2T - ((t - r) - w);
                y[0] = r - w;
                if (j - ((hi(y[0]) >> 20) & 0x7ff) > 49) { // third round, 151 bits
                    t = r;
                    w = fn * PIO2_3;
                    r = t - w;
                    w = fn * PIO2_3T - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /** |x| as three 24-bit integer-valued doubles times 2^e0 (e0 = ilogb(x) - 23), then Payne-Hanek. */
    private static int remLarge(double x, int ix, double[] y) {
        int e0 = (ix >> 20) - 1046;
        double z = Double.longBitsToDouble(((long) (ix - (e0 << 20)) << 32) | (lo(x) & 0xffffffffL));
        double[] tx = new double[3];
        for (int i = 0; i < 2; i++) {
            tx[i] = (int) z;
            z = (z - tx[i]) * TWO24;
        }
        tx[2] = z;
        int nx = 3;
        while (tx[nx - 1] == 0.0) nx--;
        return remPio2Big(tx, y, e0, nx);
    }

    // 2/pi in 24-bit words: enough for every double exponent
    private static final int[] TWO_OVER_PI = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
        0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
        0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
        0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
        0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
        0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
        0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
        0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
        0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    };
    // pi/2 in 24-bit parts
    private static final double[] PIO2 = {1.57079625129699707031e+00, 7.54978941586159635335e-08,
        5.39030252995776476554e-15, 3.28200341580791294123e-22, 1.27065575308067607349e-29,
        1.22933308981111328932e-36, 2.73370053816464559624e-44, 2.16741683877804819444e-51};
    private static final int JK = 4; // terms of 2/pi beyond x's for 53-bit results (fdlibm's prec 2)

    /**
     * Payne-Hanek, as fdlibm's __kernel_rem_pio2 with two-double output: multiply the 24-bit
     * digits of x (value x * 2^e0) by just the digits of 2/pi that matter, drop the integer part
     * beyond 8, keep n mod 8 and the fraction; if the fraction cancels to zero take more digits.
     */
    private static int remPio2Big(double[] x, double[] y, int e0, int nx) {
        int jx = nx - 1;
        int jv = Math.max((e0 - 3) / 24, 0);
        int q0 = e0 - 24 * (jv + 1);
        double[] f = new double[20];
        double[] q = new double[20];
        int[] iq = new int[20];
        for (int i = 0, j = jv - jx; i <= jx + JK; i++, j++) f[i] = j < 0 ? 0.0 : (double) TWO_OVER_PI[j];
        for (int i = 0; i <= JK; i++) q[i] = dot(x, f, jx, jx + i);
        int jz = JK;
        int n, ih;
        double z;
        while (true) {
            z = distill(q, iq, jz);
            z = StrictMath.scalb(z, q0);
            z -= 8.0 * StrictMath.floor(z * 0.125); // n mod 8 is all that matters
            n = (int) z;
            z -= n;
            ih = 0;
            if (q0 > 0) { // the integer part continues into iq[jz-1]
                int i = iq[jz - 1] >> (24 - q0);
                n += i;
                iq[jz - 1] -= i << (24 - q0);
                ih = iq[jz - 1] >> (23 - q0);
            } else if (q0 == 0) {
                ih = iq[jz - 1] >> 23;
            } else if (z >= 0.5) {
                ih = 2;
            }
            if (ih > 0) { // fraction > 0.5: take n + 1 and the fraction 1 - q
                n += 1;
                boolean carry = complement(iq, jz, q0);
                if (ih == 2) {
                    z = 1.0 - z;
                    if (carry) z -= StrictMath.scalb(1.0, q0);
                }
            }
            int k = z == 0.0 ? digitsNeeded(iq, jz) : 0;
            if (k == 0) break;
            for (int i = jz + 1; i <= jz + k; i++) { // cancellation: more digits of 2/pi
                f[jx + i] = TWO_OVER_PI[jv + i];
                q[i] = dot(x, f, jx, jx + i);
            }
            jz += k;
        }
        if (z == 0.0) { // chop off zero digits
            jz -= 1;
            q0 -= 24;
            while (iq[jz] == 0) {
                jz--;
                q0 -= 24;
            }
        } else { // the fraction's top, as one or two more 24-bit digits
            z = StrictMath.scalb(z, -q0);
            if (z >= TWO24) {
                double fw = (int) (TWON24 * z);
                iq[jz] = (int) (z - TWO24 * fw);
                jz += 1;
                q0 += 24;
                iq[jz] = (int) fw;
            } else {
                iq[jz] = (int) z;
            }
        }
        double fw = StrictMath.scalb(1.0, q0);
        for (int i = jz; i >= 0; i--) {
            q[i] = fw * iq[i];
            fw *= TWON24;
        }
        double[] fq = new double[20];
        for (int i = jz; i >= 0; i--) { // times pi/2
            fw = 0.0;
            for (int k = 0; k <= JK && k <= jz - i; k++) fw += PIO2[k] * q[i + k];
            fq[jz - i] = fw;
        }
        fw = 0.0;
        for (int i = jz; i >= 0; i--) fw += fq[i];
        y[0] = ih == 0 ? fw : -fw;
        fw = fq[0] - fw;
        for (int i = 1; i <= jz; i++) fw += fq[i];
        y[1] = ih == 0 ? fw : -fw;
        return n & 7;
    }

    /** sum over j <= jx of x[j] * f[m - j]. */
    private static double dot(double[] x, double[] f, int jx, int m) {
        double fw = 0.0;
        for (int j = 0; j <= jx; j++) fw += x[j] * f[m - j];
        return fw;
    }

    /** Splits q[0..jz] into 24-bit digits iq[], lowest first; returns the top (integer-valued) part. */
    private static double distill(double[] q, int[] iq, int jz) {
        double z = q[jz];
        for (int i = 0, j = jz; j > 0; i++, j--) {
            double fw = (int) (TWON24 * z);
            iq[i] = (int) (z - TWO24 * fw);
            z = q[j - 1] + fw;
        }
        return z;
    }

    /** iq[0..jz) := 2^(24 jz) - iq (1 - fraction); true when a digit was nonzero (a borrow remains). */
    private static boolean complement(int[] iq, int jz, int q0) {
        boolean carry = false;
        for (int i = 0; i < jz; i++) {
            int j = iq[i];
            if (!carry) {
                if (j != 0) {
                    carry = true;
                    iq[i] = 0x1000000 - j;
                }
            } else {
                iq[i] = 0xffffff - j;
            }
        }
        if (q0 == 1) iq[jz - 1] &= 0x7fffff; // the integer bits are not part of the fraction
        else if (q0 == 2) iq[jz - 1] &= 0x3fffff;
        return carry;
    }

    /** 0 when the fraction has enough nonzero digits beyond JK; else how many more digits to compute. */
    private static int digitsNeeded(int[] iq, int jz) {
        int j = 0;
        for (int i = jz - 1; i >= JK; i--) j |= iq[i];
        if (j != 0) return 0;
        int k = 1;
        while (iq[JK - k] == 0) k++;
        return k;
    }
}
