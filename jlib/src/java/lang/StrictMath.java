package java.lang;

/** Basic numeric operations with strict (fdlibm) results; the transcendental functions are natives. */
public final class StrictMath {
    private StrictMath() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);




    public static native double exp(double a);

    private static final double LN2_HI = Double.longBitsToDouble(0x3fe62e42fee00000L);
    private static final double LN2_LO = Double.longBitsToDouble(0x3dea39ef35793c76L);
    private static final double ZERO = 0.0;
    private static final double TWO54 = Double.longBitsToDouble(0x4350000000000000L);
    private static final double LG1 = Double.longBitsToDouble(0x3FE5555555555593L);
    private static final double LG2 = Double.longBitsToDouble(0x3FD999999997FA04L);
    private static final double LG3 = Double.longBitsToDouble(0x3FD2492494229359L);
    private static final double LG4 = Double.longBitsToDouble(0x3FCC71C51D8E78AFL);
    private static final double LG5 = Double.longBitsToDouble(0x3FC7466496CB03DEL);
    private static final double LG6 = Double.longBitsToDouble(0x3FC39A09D078C69FL);
    private static final double LG7 = Double.longBitsToDouble(0x3FC2F112DF3E5244L);

    /**
     * Natural logarithm, bit for bit as fdlibm's (the algorithm StrictMath specifies):
     * x = 2^k (1+f) with sqrt(2)/2 <= 1+f < sqrt(2), s = f/(2+f), and
     * log(1+f) = f - (f*f/2 - s*(f*f/2 + R(s*s))) with R the degree-7 minimax polynomial
     * Lg1..Lg7; k*ln2 is added in two parts (ln2_hi has trailing zero bits, so k*ln2_hi is exact).
     */
    public static double log(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int hx = (int) (bits >> 32);
        int lx = (int) bits;
        int k = 0;
        if (hx < 0x00100000) { // x < 2^-1022: zero, negative or subnormal
            if (((hx & 0x7fffffff) | lx) == 0) return Double.NEGATIVE_INFINITY;
            if (hx < 0) return (x - x) / ZERO; // NaN, as the C expression gives it
            k -= 54;
            x *= TWO54;
            bits = Double.doubleToRawLongBits(x);
            hx = (int) (bits >> 32);
        }
        if (hx >= 0x7ff00000) return x + x; // infinity or NaN
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        int i = (hx + 0x95f64) & 0x100000;
        // normalise the mantissa into [sqrt(2)/2, sqrt(2))
        x = Double.longBitsToDouble(((long) (hx | (i ^ 0x3ff00000)) << 32) | (Double.doubleToRawLongBits(x) & 0xffffffffL));
        k += i >> 20;
        double f = x - 1.0;
        double dk;
        if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) return 0.0;
                dk = k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) return f - r;
            dk = k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        dk = k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        double r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) return f - (hfsq - s * (hfsq + r));
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) return f - s * (f - r);
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }


    public static native double log10(double a);

    public static native double sqrt(double a);

    private static final int CBRT_B1 = 715094163; // (682-0.03306235651)*2^20
    private static final int CBRT_B2 = 696219795; // (664-0.03306235651)*2^20
    private static final double CBRT_C = 5.42857142857142815906e-01; // 19/35
    private static final double CBRT_D = -7.05306122448979611050e-01; // -864/1225
    private static final double CBRT_E = 1.41428571428571436819e+00; // 99/70
    private static final double CBRT_F = 1.60714285714285720630e+00; // 45/28
    private static final double CBRT_G = 3.57142857142857150787e-01; // 5/14

    private static int hiWord(double d) { return (int) (Double.doubleToRawLongBits(d) >> 32); }
    private static int loWord(double d) { return (int) Double.doubleToRawLongBits(d); }
    private static double fromWords(int hi, int lo) { return Double.longBitsToDouble(((long) hi << 32) | (lo & 0xffffffffL)); }

    /**
     * Cube root, bit for bit as fdlibm's: a first guess from the exponent bits
     * (divide the high word by 3 and add a bias), a rational refinement to about
     * 23 bits, truncation to 20 bits rounded up, and one Newton step.
     */
    public static double cbrt(double x) {
        int hx = hiWord(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) return x + x;
        if ((hx | loWord(x)) == 0) return x;
        x = fromWords(hx, loWord(x)); // |x|
        double t = 0.0;
        if (hx < 0x00100000) { // subnormal
            t = fromWords(0x43500000, 0);
            t *= x;
            t = fromWords(hiWord(t) / 3 + CBRT_B2, loWord(t));
        } else {
            t = fromWords(hx / 3 + CBRT_B1, 0);
        }
        double r = t * t / x;
        double s = CBRT_C + r * t;
        t *= CBRT_G + CBRT_F / (s + CBRT_E + CBRT_D / s);
        t = fromWords(hiWord(t) + 1, 0);
        s = t * t;
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        return fromWords(hiWord(t) | sign, loWord(t));
    }


    public static native double IEEEremainder(double a, double b);


    public static native double pow(double a, double b);

    public static native double sinh(double a);

    public static native double cosh(double a);

    public static native double tanh(double a);

    private static final double[] ATANHI = {4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00};
    private static final double[] ATANLO = {2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17};
    private static final double[] AT = {3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01, -1.11111104054623557880e-01,
        9.09088713343650656196e-02, -7.69187620504482999495e-02, 6.66107313738753120669e-02, -5.83357013379057348645e-02,
        4.97687799461593236017e-02, -3.65315727442169155270e-02, 1.62858201153657823623e-02};
    private static final double HUGE = 1.0e300;

    /**
     * Arc tangent, bit for bit as fdlibm's: reduce |x| to one of five intervals around
     * 0, 1/2, 1, 3/2 and infinity (atan(x) = atan(c) + atan((x-c)/(1+x*c))), with atan(c)
     * in two parts (hi + lo), and an odd polynomial of degree 22 on the reduced argument.
     */
    public static double atan(double x) {
        int hx = hiWord(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x44100000) { // |x| >= 2^66
            if (ix > 0x7ff00000 || (ix == 0x7ff00000 && loWord(x) != 0)) return x + x; // NaN
            return hx > 0 ? ATANHI[3] + ATANLO[3] : -ATANHI[3] - ATANLO[3];
        }
        if (ix < 0x3fdc0000) { // |x| < 0.4375
            if (ix < 0x3e200000) { // |x| < 2^-29
                if (HUGE + x > 1.0) return x; // raise inexact
            }
            id = -1;
        } else {
            x = abs(x);
            if (ix < 0x3ff30000) { // |x| < 1.1875
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else {
                if (ix < 0x40038000) { // |x| < 2.4375
                    id = 2;
                    x = (x - 1.5) / (1.0 + 1.5 * x);
                } else { // 2.4375 <= |x| < 2^66
                    id = 3;
                    x = -1.0 / x;
                }
            }
        }
        double z = x * x;
        double w = z * z;
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) return x - x * (s1 + s2);
        z = ATANHI[id] - ((x * (s1 + s2) - ATANLO[id]) - x);
        return hx < 0 ? -z : z;
    }

    private static final double TINY = 1.0e-300;
    private static final double PI_O_4 = Double.longBitsToDouble(0x3FE921FB54442D18L);
    private static final double PI_O_2 = Double.longBitsToDouble(0x3FF921FB54442D18L);
    private static final double PI_LO = Double.longBitsToDouble(0x3CA1A62633145C07L);

    /** The angle of (x, y), bit for bit as fdlibm's: the special cases of the API, then atan(|y/x|) placed in its quadrant with pi in two parts. */
    public static double atan2(double y, double x) {
        int hx = hiWord(x), ix = hx & 0x7fffffff, lx = loWord(x);
        int hy = hiWord(y), iy = hy & 0x7fffffff, ly = loWord(y);
        if ((ix | ((lx | -lx) >>> 31)) > 0x7ff00000 || (iy | ((ly | -ly) >>> 31)) > 0x7ff00000) return x + y; // NaN
        if (((hx - 0x3ff00000) | lx) == 0) return atan(y); // x == 1.0
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2*sign(x) + sign(y)
        if ((iy | ly) == 0) { // y == 0
            switch (m) {
                case 0:
                case 1: return y;
                case 2: return PI + TINY;
                default: return -PI - TINY;
            }
        }
        if ((ix | lx) == 0) return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY; // x == 0
        if (ix == 0x7ff00000) { // x infinite
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0: return PI_O_4 + TINY;
                    case 1: return -PI_O_4 - TINY;
                    case 2: return 3.0 * PI_O_4 + TINY;
                    default: return -3.0 * PI_O_4 - TINY;
                }
            }
            switch (m) {
                case 0: return 0.0;
                case 1: return -0.0;
                case 2: return PI + TINY;
                default: return -PI - TINY;
            }
        }
        if (iy == 0x7ff00000) return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY; // y infinite
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) z = PI_O_2 + 0.5 * PI_LO; // |y/x| > 2^60
        else if (hx < 0 && k < -60) z = 0.0; // |y|/x < -2^60
        else z = atan(abs(y / x));
        switch (m) {
            case 0: return z;
            case 1: return -z;
            case 2: return PI - (z - PI_LO);
            default: return (z - PI_LO) - PI;
        }
    }

    private static final double PIO2_HI = 1.57079632679489655800e+00;
    private static final double PIO2_LO = 6.12323399573676603587e-17;
    private static final double PIO4_HI = 7.85398163397448278999e-01;
    private static final double PS0 = 1.66666666666666657415e-01, PS1 = -3.25565818622400915405e-01, PS2 = 2.01212532134862925881e-01,
        PS3 = -4.00555345006794114027e-02, PS4 = 7.91534994289814532176e-04, PS5 = 3.47933107596021167570e-05;
    private static final double QS1 = -2.40339491173441421878e+00, QS2 = 2.02094576023350569471e+00, QS3 = -6.88283971605453293030e-01,
        QS4 = 7.70381505559019352791e-02;

    private static double clearLo(double d) { return Double.longBitsToDouble(Double.doubleToRawLongBits(d) & 0xffffffff00000000L); }

    /** p(t)/q(t): the rational approximation of (asin(x) - x)/x^3 in t = x^2 shared by asin and acos. */
    private static double ratio(double t) {
        double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        return p / q;
    }

    /** Arc sine, bit for bit as fdlibm's: asin(x) = x + x^3 R(x^2) for |x| < 1/2, else pi/2 - 2 asin(sqrt((1-|x|)/2)) with extra precision. */
    public static double asin(double x) {
        int hx = hiWord(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | loWord(x)) == 0) return x * PIO2_HI + x * PIO2_LO;
            return (x - x) / (x - x);
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix < 0x3e400000) return x; // |x| < 2^-27
            double t = x * x;
            return x + x * ratio(t);
        }
        double w = 1.0 - abs(x);
        double t = w * 0.5;
        double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        double s = sqrt(t);
        if (ix >= 0x3FEF3333) { // |x| > 0.975
            w = p / q;
            t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
        } else {
            w = clearLo(s);
            double c = (t - w * w) / (s + w);
            double r = p / q;
            p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return hx > 0 ? t : -t;
    }

    /** Arc cosine, bit for bit as fdlibm's, with the same rational approximation as asin. */
    public static double acos(double x) {
        int hx = hiWord(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | loWord(x)) == 0) return hx > 0 ? 0.0 : PI + 2.0 * PIO2_LO;
            return (x - x) / (x - x);
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix <= 0x3c600000) return PIO2_HI + PIO2_LO; // |x| < 2^-57
            double z = x * x;
            double r = ratio(z);
            return PIO2_HI - (x - (PIO2_LO - x * r));
        }
        if (hx < 0) { // x < -0.5
            double z = (1.0 + x) * 0.5;
            double r = ratio(z);
            double s = sqrt(z);
            double w = r * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        }
        double z = (1.0 - x) * 0.5; // x > 0.5
        double s = sqrt(z);
        double df = clearLo(s);
        double c = (z - df * df) / (s + df);
        double r = ratio(z);
        double w = r * s + c;
        return 2.0 * (df + w);
    }

    private static double withHiWord(double d, int hi) {
        return Double.longBitsToDouble(((long) hi << 32) | (Double.doubleToRawLongBits(d) & 0xffffffffL));
    }

    private static double fromHiWord(int hi) {
        return Double.longBitsToDouble((long) hi << 32);
    }

    /**
     * sqrt(x*x + y*y) without undue overflow or underflow, bit for bit as fdlibm's:
     * scale by 2^+-600 (or 2^1022 for subnormals) into a safe range, then evaluate the
     * sum of squares in extra precision by splitting the larger operand (or 2a) into a
     * high part with a zero low word and the rest, before the correctly rounded sqrt.
     */
    public static double hypot(double x, double y) {
        int ha = hiWord(x) & 0x7fffffff;
        int hb = hiWord(y) & 0x7fffffff;
        double a, b;
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        } else {
            a = x;
            b = y;
        }
        a = withHiWord(a, ha); // |a|
        b = withHiWord(b, hb); // |b|
        if (ha - hb > 0x3c00000) return a + b; // a/b > 2^60
        int k = 0;
        if (ha > 0x5f300000) { // a > 2^500
            if (ha >= 0x7ff00000) { // Inf or NaN
                double w = a + b;
                if (((ha & 0xfffff) | loWord(a)) == 0) w = a;
                if (((hb ^ 0x7ff00000) | loWord(b)) == 0) w = b;
                return w;
            }
            ha -= 0x25800000; // scale by 2^-600
            hb -= 0x25800000;
            k += 600;
            a = withHiWord(a, ha);
            b = withHiWord(b, hb);
        }
        if (hb < 0x20b00000) { // b < 2^-500
            if (hb <= 0x000fffff) { // subnormal b or 0
                if ((hb | loWord(b)) == 0) return a;
                double t1 = fromHiWord(0x7fd00000); // 2^1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else { // scale by 2^600
                ha += 0x25800000;
                hb += 0x25800000;
                k -= 600;
                a = withHiWord(a, ha);
                b = withHiWord(b, hb);
            }
        }
        double w = a - b;
        if (w > b) {
            double t1 = fromHiWord(ha);
            double t2 = a - t1;
            w = sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = fromHiWord(hb);
            double y2 = b - y1;
            double t1 = fromHiWord(ha + 0x00100000);
            double t2 = a - t1;
            w = sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) {
            double t1 = withHiWord(1.0, hiWord(1.0) + (k << 20));
            return t1 * w;
        }
        return w;
    }


    public static native double expm1(double a);

    public static native double log1p(double a);

    public static native double floor(double a);

    public static native double ceil(double a);

    public static native double rint(double a);

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static int round(float a) {
        int intBits = Float.floatToRawIntBits(a);
        int biasedExp = (intBits & 0x7F800000) >> 23;
        int shift = (24 - 2 + 127) - biasedExp;
        if ((shift & -32) == 0) {
            int r = ((intBits & 0x007FFFFF) | (0x007FFFFF + 1));
            if (intBits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (int) a;
    }

    public static long round(double a) {
        long longBits = Double.doubleToRawLongBits(a);
        long biasedExp = (longBits & 0x7FF0000000000000L) >> 52;
        long shift = (53 - 2 + 1023) - biasedExp;
        if ((shift & -64) == 0) {
            long r = ((longBits & 0x000FFFFFFFFFFFFFL) | (0x000FFFFFFFFFFFFFL + 1));
            if (longBits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (long) a;
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = Math.abs(x);
        long ay = Math.abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            return q - 1;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            return q - 1;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0D) ? 0.0D - a : a;
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    private static final long negativeZeroFloatBits = Float.floatToRawIntBits(-0.0f);
    private static final long negativeZeroDoubleBits = Double.doubleToRawLongBits(-0.0d);

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(a) == negativeZeroFloatBits)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d) && (Double.doubleToRawLongBits(a) == negativeZeroDoubleBits)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(b) == negativeZeroFloatBits)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d) && (Double.doubleToRawLongBits(b) == negativeZeroDoubleBits)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        switch (exp) {
            case Double.MAX_EXPONENT + 1:
                return Math.abs(d);
            case Double.MIN_EXPONENT - 1:
                return Double.MIN_VALUE;
            default:
                exp = exp - (53 - 1);
                if (exp >= Double.MIN_EXPONENT) {
                    return powerOfTwoD(exp);
                }
                return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - (53 - 1))));
        }
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        switch (exp) {
            case Float.MAX_EXPONENT + 1:
                return Math.abs(f);
            case Float.MIN_EXPONENT - 1:
                return Float.MIN_VALUE;
            default:
                exp = exp - (24 - 1);
                if (exp >= Float.MIN_EXPONENT) {
                    return powerOfTwoF(exp);
                }
                return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - (24 - 1))));
        }
    }

    public static double signum(double d) {
        return (d == 0.0 || Double.isNaN(d)) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || Float.isNaN(f)) ? f : copySign(1.0f, f);
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7F800000) >> (24 - 1)) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7FF0000000000000L) >> (53 - 1)) - 1023);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long transducer = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(transducer + ((transducer > 0L) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long transducer = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(transducer + ((transducer >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        }
        return start + direction;
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int transducer = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(transducer + ((transducer > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int transducer = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(transducer + ((transducer >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    public static double nextUp(double d) {
        if (d < Double.POSITIVE_INFINITY) {
            d += 0.0d;
            return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? +1L : -1L));
        }
        return d;
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            f += 0.0f;
            return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f >= 0.0f) ? +1 : -1));
        }
        return f;
    }

    public static double nextDown(double d) {
        if (Double.isNaN(d) || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (Float.isNaN(f) || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    public static double scalb(double d, int scaleFactor) {
        final int maxScale = Double.MAX_EXPONENT + -Double.MIN_EXPONENT + 53 + 1;
        int expAdjust;
        int scaleIncrement;
        double expDelta;
        if (scaleFactor < 0) {
            scaleFactor = Math.max(scaleFactor, -maxScale);
            scaleIncrement = -512;
            expDelta = 0x1.0p-512;
        } else {
            scaleFactor = Math.min(scaleFactor, maxScale);
            scaleIncrement = 512;
            expDelta = 0x1.0p512;
        }
        int t = (scaleFactor >> 9 - 1) >>> 32 - 9;
        expAdjust = ((scaleFactor + t) & (512 - 1)) - t;
        d *= powerOfTwoD(expAdjust);
        scaleFactor -= expAdjust;
        while (scaleFactor != 0) {
            d *= expDelta;
            scaleFactor -= scaleIncrement;
        }
        return d;
    }

    public static float scalb(float f, int scaleFactor) {
        final int maxScale = Float.MAX_EXPONENT + -Float.MIN_EXPONENT + 24 + 1;
        scaleFactor = Math.max(Math.min(scaleFactor, maxScale), -maxScale);
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + (long) 1023) << (53 - 1)) & 0x7FF0000000000000L);
    }

    static float powerOfTwoF(int n) {
        return Float.intBitsToFloat(((n + 127) << (24 - 1)) & 0x7F800000);
    }

    public static native double fma(double a, double b, double c);

    public static native float fma(float a, float b, float c);

    public static double copySign(double magnitude, double sign) {
        return Math.copySign(magnitude, (Double.isNaN(sign) ? 1.0d : sign));
    }

    public static float copySign(float magnitude, float sign) {
        return Math.copySign(magnitude, (Float.isNaN(sign) ? 1.0f : sign));
    }

    public static double random() {
        return Math.random();
    }
}
