package java.lang;

/** Basic numeric operations with strict (fdlibm) results; the transcendental functions are fdlibm 5.3's algorithms, in Java. */
public final class StrictMath {
    private StrictMath() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    /** Sine, bit for bit as fdlibm's: reduce x modulo pi/2 (FdlibmTrig.remPio2), then the sine or cosine kernel by quadrant. */
    public static double sin(double x) {
        int ix = hiWord(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) return FdlibmTrig.sin(x, 0.0, 0); // |x| <= pi/4
        if (ix >= 0x7ff00000) return x - x; // Inf or NaN
        double[] y = new double[2];
        switch (FdlibmTrig.remPio2(x, y) & 3) {
            case 0: return FdlibmTrig.sin(y[0], y[1], 1);
            case 1: return FdlibmTrig.cos(y[0], y[1]);
            case 2: return -FdlibmTrig.sin(y[0], y[1], 1);
            default: return -FdlibmTrig.cos(y[0], y[1]);
        }
    }

    /** Cosine, bit for bit as fdlibm's (see sin). */
    public static double cos(double x) {
        int ix = hiWord(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) return FdlibmTrig.cos(x, 0.0);
        if (ix >= 0x7ff00000) return x - x;
        double[] y = new double[2];
        switch (FdlibmTrig.remPio2(x, y) & 3) {
            case 0: return FdlibmTrig.cos(y[0], y[1]);
            case 1: return -FdlibmTrig.sin(y[0], y[1], 1);
            case 2: return -FdlibmTrig.cos(y[0], y[1]);
            default: return FdlibmTrig.sin(y[0], y[1], 1);
        }
    }

    /** Tangent, bit for bit as fdlibm's: tan of the reduced argument, or -1/tan in odd quadrants. */
    public static double tan(double x) {
        int ix = hiWord(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) return FdlibmTrig.tan(x, 0.0, 1);
        if (ix >= 0x7ff00000) return x - x;
        double[] y = new double[2];
        int n = FdlibmTrig.remPio2(x, y);
        return FdlibmTrig.tan(y[0], y[1], 1 - ((n & 1) << 1));
    }

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


    private static final double EXP_OVER = 7.09782712893383973096e+02; // above: exp overflows
    private static final double EXP_UNDER = -7.45133219101941108420e+02; // below: exp underflows to 0
    private static final double INVLN2 = 1.44269504088896338700e+00;
    private static final double TWOM1000 = 9.33263618503218878990e-302;
    private static final double EP1 = 1.66666666666666019037e-01, EP2 = -2.77777777770155933842e-03,
        EP3 = 6.61375632143793436117e-05, EP4 = -1.65339022054652515390e-06, EP5 = 4.13813679705723846039e-08;

    /** t P(t) with t = r^2: the minimax polynomial of fdlibm's exp, shared by pow. */
    private static double expPoly(double t) {
        return t * (EP1 + t * (EP2 + t * (EP3 + t * (EP4 + t * EP5))));
    }

    /** y * 2^k for y in [0.5, 2): add k to the exponent (scaled through 2^-1000 below 2^-1021). */
    private static double addExponent(double y, int k) {
        if (k >= -1021) return withHiWord(y, hiWord(y) + (k << 20));
        return withHiWord(y, hiWord(y) + ((k + 1000) << 20)) * TWOM1000;
    }

    /**
     * e^x, bit for bit as fdlibm's: x = k ln2 + r with |r| <= ln2/2 (ln2 in two parts, so r is
     * hi - lo in extra precision), e^r = 1 + r + r c/(2 - c) with c = r - r^2 P(r^2), times 2^k.
     */
    public static double exp(double x) {
        int hx = hiWord(x);
        int xsb = (hx >> 31) & 1;
        hx &= 0x7fffffff;
        if (hx >= 0x40862E42) { // |x| >= 709.78
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | loWord(x)) != 0) return x + x; // NaN
                return xsb == 0 ? x : 0.0;
            }
            if (x > EXP_OVER) return HUGE * HUGE;
            if (x < EXP_UNDER) return TWOM1000 * TWOM1000;
        }
        double hi = 0.0, lo = 0.0;
        int k = 0;
        if (hx > 0x3fd62e42) { // |x| > ln2/2
            if (hx < 0x3FF0A2B2) { // |x| < 3 ln2 / 2
                hi = xsb == 0 ? x - LN2_HI : x + LN2_HI;
                lo = xsb == 0 ? LN2_LO : -LN2_LO;
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INVLN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI; // exact: LN2_HI has trailing zeros
                lo = t * LN2_LO;
            }
            x = hi - lo;
        } else if (hx < 0x3e300000) { // |x| < 2^-28
            if (HUGE + x > 1.0) return 1.0 + x;
        }
        double t = x * x;
        double c = x - expPoly(t);
        if (k == 0) return 1.0 - ((x * c) / (c - 2.0) - x);
        double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        return addExponent(y, k);
    }

    private static final double Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03,
        Q3 = -7.93650757867487942473e-05, Q4 = 4.00821782732936239552e-06, Q5 = -2.01099218183624371326e-07;

    /**
     * e^x - 1, bit for bit as fdlibm's: x = k ln2 + r (r = hi - lo, c its rounding error), then
     * expm1(r) = r + r^2/2 + r^3/2 (3 - (R1 + R1 r/2))/(6 - r (3 - R1 r/2)) with R1 a rational fit
     * in r^2/2; 2^k (expm1(r) + 1) - 1 is assembled so that no cancellation loses bits.
     */
    public static double expm1(double x) {
        int hx = hiWord(x);
        boolean neg = hx < 0;
        hx &= 0x7fffffff;
        if (hx >= 0x4043687A) { // |x| >= 56 ln2
            if (hx >= 0x40862E42) { // |x| >= 709.78
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | loWord(x)) != 0) return x + x;
                    return neg ? -1.0 : x;
                }
                if (x > EXP_OVER) return HUGE * HUGE;
            }
            if (neg && x + TINY < 0.0) return TINY - 1.0; // -1 with inexact
        }
        double hi, lo, c = 0.0;
        int k = 0;
        if (hx > 0x3fd62e42) { // |x| > ln2/2
            if (hx < 0x3FF0A2B2) { // |x| < 3 ln2 / 2
                hi = neg ? x + LN2_HI : x - LN2_HI;
                lo = neg ? -LN2_LO : LN2_LO;
                k = neg ? -1 : 1;
            } else {
                k = (int) (INVLN2 * x + (neg ? -0.5 : 0.5));
                double t = k;
                hi = x - t * LN2_HI;
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) { // |x| < 2^-54
            double t = HUGE + x;
            return x - (t - (HUGE + x));
        }
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) return x - (x * e - hxs);
        e = x * (e - c) - c;
        e -= hxs;
        if (k == -1) return 0.5 * (x - e) - 0.5;
        if (k == 1) return x < -0.25 ? -2.0 * (e - (x + 0.5)) : 1.0 + 2.0 * (x - e);
        if (k <= -2 || k > 56) { // 2^k e^r - 1 is 2^k e^r to the last bit
            double y = 1.0 - (e - x);
            return withHiWord(y, hiWord(y) + (k << 20)) - 1.0;
        }
        double y;
        if (k < 20) { // subtract 2^-k first, exactly
            y = fromHiWord(0x3ff00000 - (0x200000 >> k)) - (e - x);
        } else {
            y = x - (e + fromHiWord((0x3ff - k) << 20));
            y += 1.0;
        }
        return withHiWord(y, hiWord(y) + (k << 20));
    }

    /**
     * log(1 + x), bit for bit as fdlibm's: as log, on u = 1 + x normalised to [sqrt(2)/2, sqrt(2)),
     * with c = (1 + x) - u / u correcting the rounding of u (none needed when x is used as is).
     */
    public static double log1p(double x) {
        int hx = hiWord(x);
        int ax = hx & 0x7fffffff;
        int k = 1, hu = 0;
        double f = 0.0, c = 0.0;
        if (hx < 0x3FDA827A) { // x < 0.41422
            if (ax >= 0x3ff00000) { // x <= -1
                if (x == -1.0) return Double.NEGATIVE_INFINITY;
                return (x - x) / (x - x);
            }
            if (ax < 0x3e200000) { // |x| < 2^-29
                if (TWO54 + x > ZERO && ax < 0x3c900000) return x; // |x| < 2^-54
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) { // -0.2929 < x < 0.41422: f = x
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) return x + x;
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = hiWord(u);
                k = (hu >> 20) - 1023;
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0);
                c /= u;
            } else {
                u = x;
                hu = hiWord(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHiWord(u, hu | 0x3ff00000);
            } else {
                k += 1;
                u = withHiWord(u, hu | 0x3fe00000); // u/2
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) { // |f| < 2^-20
            if (f == ZERO) {
                if (k == 0) return ZERO;
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            double r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) return f - r;
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) return f - (hfsq - s * (hfsq + r));
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }

    private static final double IVLN10 = 4.34294481903251816668e-01;
    private static final double LOG10_2HI = 3.01029995663611771306e-01, LOG10_2LO = 3.69423907715893078616e-13;

    /** Base-10 logarithm, bit for bit as fdlibm's: x = 2^n m, log10(x) = n log10(2) + log(m)/ln10, m in [1, 2) or [1/2, 1) for negative n. */
    public static double log10(double x) {
        int hx = hiWord(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2^-1022
            if (((hx & 0x7fffffff) | loWord(x)) == 0) return Double.NEGATIVE_INFINITY;
            if (hx < 0) return (x - x) / ZERO;
            k -= 54;
            x *= TWO54;
            hx = hiWord(x);
        }
        if (hx >= 0x7ff00000) return x + x;
        k += (hx >> 20) - 1023;
        int i = k >>> 31;
        x = withHiWord(x, (hx & 0x000fffff) | ((0x3ff - i) << 20));
        double y = k + i;
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    private static final double SHUGE = 1.0e307;

    /** Whether |x| <= the overflow threshold of sinh and cosh (about 710.4758), where e^(|x|/2) squared still fits. */
    private static boolean belowHyperbolicOverflow(int ix, double x) {
        return ix < 0x408633CE || (ix == 0x408633ce && Integer.compareUnsigned(loWord(x), 0x8fb9f87d) <= 0);
    }

    /** Hyperbolic sine, bit for bit as fdlibm's: from expm1 below 22 (no cancellation), e^|x|/2 above, e^(|x|/2) squared near overflow. */
    public static double sinh(double x) {
        int jx = hiWord(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) return x + x;
        double h = jx < 0 ? -0.5 : 0.5;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3e300000 && SHUGE + x > 1.0) return x; // |x| < 2^-28
            double t = expm1(abs(x));
            if (ix < 0x3ff00000) return h * (2.0 * t - t * t / (t + 1.0));
            return h * (t + t / (t + 1.0));
        }
        if (ix < 0x40862E42) return h * exp(abs(x)); // |x| < log(Double.MAX_VALUE)
        if (belowHyperbolicOverflow(ix, x)) {
            double w = exp(0.5 * abs(x));
            double t = h * w;
            return t * w;
        }
        return x * SHUGE;
    }

    /** Hyperbolic cosine, bit for bit as fdlibm's: 1 + expm1^2/(2 e^|x|) below ln2/2, (e^|x| + e^-|x|)/2 below 22, then as sinh. */
    public static double cosh(double x) {
        int ix = hiWord(x) & 0x7fffffff;
        if (ix >= 0x7ff00000) return x * x;
        if (ix < 0x3fd62e43) { // |x| < ln2/2
            double t = expm1(abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) return w; // cosh(tiny) = 1
            return 1.0 + (t * t) / (w + w);
        }
        if (ix < 0x40360000) { // |x| < 22
            double t = exp(abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < 0x40862E42) return 0.5 * exp(abs(x));
        if (belowHyperbolicOverflow(ix, x)) {
            double w = exp(0.5 * abs(x));
            double t = 0.5 * w;
            return t * w;
        }
        return HUGE * HUGE;
    }

    /** Hyperbolic tangent, bit for bit as fdlibm's: from expm1(2|x|) or expm1(-2|x|) below 22, +-1 beyond. */
    public static double tanh(double x) {
        int jx = hiWord(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) return jx >= 0 ? 1.0 / x + 1.0 : 1.0 / x - 1.0; // +-1, or NaN
        double z;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3c800000) return x * (1.0 + x); // |x| < 2^-55
            if (ix >= 0x3ff00000) { // |x| >= 1
                double t = expm1(2.0 * abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = expm1(-2.0 * abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0 - TINY;
        }
        return jx >= 0 ? z : -z;
    }

    /**
     * The remainder x - n p, n the integer nearest x/p (even on a tie), bit for bit as fdlibm's:
     * x mod 2p (exact: Java's %), then at most two subtractions of p.
     */
    public static double IEEEremainder(double x, double p) {
        int hx = hiWord(x), lx = loWord(x);
        int hp = hiWord(p), lp = loWord(p);
        int sx = hx & 0x80000000;
        hp &= 0x7fffffff;
        hx &= 0x7fffffff;
        if ((hp | lp) == 0) return (x * p) / (x * p); // p == 0
        if (hx >= 0x7ff00000 || (hp >= 0x7ff00000 && ((hp - 0x7ff00000) | lp) != 0)) return (x * p) / (x * p);
        if (hp <= 0x7fdfffff) x = x % (p + p); // now |x| < 2|p|
        if (((hx - hp) | (lx - lp)) == 0) return ZERO * x;
        x = abs(x);
        p = abs(p);
        if (hp < 0x00200000) {
            if (x + x > p) {
                x -= p;
                if (x + x >= p) x -= p;
            }
        } else {
            double pHalf = 0.5 * p;
            if (x > pHalf) {
                x -= p;
                if (x >= pHalf) x -= p;
            }
        }
        return withHiWord(x, hiWord(x) ^ sx);
    }

    private static final double[] BP = {1.0, 1.5};
    private static final double[] DP_H = {0.0, 5.84962487220764160156e-01}; // log2(1.5), high 24 bits
    private static final double[] DP_L = {0.0, 1.35003920212974897128e-08}; // its tail
    private static final double TWO53 = 9007199254740992.0;
    private static final double PL1 = 5.99999999999994648725e-01, PL2 = 4.28571428578550184252e-01,
        PL3 = 3.33333329818377432918e-01, PL4 = 2.72728123808534006489e-01,
        PL5 = 2.30660745775561754067e-01, PL6 = 2.06975017800338417784e-01;
    private static final double LN2 = 6.93147180559945286227e-01;
    private static final double LN2_H = 6.93147182464599609375e-01, LN2_L = -1.90465429995776804525e-09;
    private static final double OVT = 8.0085662595372944372e-17; // -(1024 - log2(ovfl + .5ulp))
    private static final double CP = 9.61796693925975554329e-01; // 2/(3 ln2)
    private static final double CP_H = 9.61796700954437255859e-01, CP_L = -7.02846165095275826516e-09;
    private static final double IVLN2_H = 1.44269502162933349609e+00, IVLN2_L = 1.92596299112661746887e-08;

    /** 0 if y is not an integer, 1 if odd, 2 if even (only asked when x < 0). */
    private static int integerKind(int iy, int ly) {
        if (iy >= 0x43400000) return 2; // |y| >= 2^53
        if (iy < 0x3ff00000) return 0;
        int k = (iy >> 20) - 0x3ff;
        if (k > 20) {
            int j = ly >>> (52 - k);
            return (j << (52 - k)) == ly ? 2 - (j & 1) : 0;
        }
        if (ly != 0) return 0;
        int j = iy >> (20 - k);
        return (j << (20 - k)) == iy ? 2 - (j & 1) : 0;
    }

    /**
     * x^y, bit for bit as fdlibm's: the special cases of the API; then log2(|x|) as t1 + t2 in
     * extra precision (x = 2^n (1+f), 1+f near 1 or 1.5, and an odd rational series in
     * s = (x-1)/(x+1) or (x-1.5)/(x+1.5)), y log2(|x|) = z with y split in two, and 2^z as in exp.
     */
    public static double pow(double x, double y) {
        int hx = hiWord(x), lx = loWord(x);
        int hy = hiWord(y), ly = loWord(y);
        int ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;
        if ((iy | ly) == 0) return 1.0;
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000 || (iy == 0x7ff00000 && ly != 0)) return x + y;
        int yisint = hx < 0 ? integerKind(iy, ly) : 0;
        if (ly == 0) {
            if (iy == 0x7ff00000) { // y is +-Inf
                if (((ix - 0x3ff00000) | lx) == 0) return y - y; // (+-1)^+-Inf is NaN
                if (ix >= 0x3ff00000) return hy >= 0 ? y : ZERO;
                return hy < 0 ? -y : ZERO;
            }
            if (iy == 0x3ff00000) return hy < 0 ? 1.0 / x : x;
            if (hy == 0x40000000) return x * x;
            if (hy == 0x3fe00000 && hx >= 0) return sqrt(x);
        }
        double ax = abs(x);
        if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) { // x is +-0, +-Inf, +-1
            double z = hy < 0 ? 1.0 / ax : ax;
            if (hx < 0) {
                if (((ix - 0x3ff00000) | yisint) == 0) z = (z - z) / (z - z); // (-1)^non-integer
                else if (yisint == 1) z = -z;
            }
            return z;
        }
        int n = (hx >> 31) + 1;
        if ((n | yisint) == 0) return (x - x) / (x - x); // negative^non-integer
        double s = (n | (yisint - 1)) == 0 ? -1.0 : 1.0; // negative^odd
        double[] t12 = new double[2];
        if (iy > 0x41e00000) { // |y| > 2^31
            if (iy > 0x43f00000) { // |y| > 2^64: overflow or underflow
                if (ix <= 0x3fefffff) return hy < 0 ? HUGE * HUGE : TINY * TINY;
                if (ix >= 0x3ff00000) return hy > 0 ? HUGE * HUGE : TINY * TINY;
            }
            if (ix < 0x3fefffff) return hy < 0 ? s * HUGE * HUGE : s * TINY * TINY;
            if (ix > 0x3ff00000) return hy > 0 ? s * HUGE * HUGE : s * TINY * TINY;
            log2NearOne(ax, t12);
        } else {
            log2(ax, ix, t12);
        }
        double t1 = t12[0], t2 = t12[1];
        double y1 = clearLo(y);
        double pl = (y - y1) * t1 + y * t2;
        double ph = y1 * t1;
        double z = pl + ph;
        int j = hiWord(z), i = loWord(z);
        if (j >= 0x40900000) { // z >= 1024
            if (((j - 0x40900000) | i) != 0 || pl + OVT > z - ph) return s * HUGE * HUGE;
        } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0 || pl <= z - ph) return s * TINY * TINY;
        }
        return s * exp2(ph, pl, j);
    }

    /** log2(ax) = t[0] + t[1] for |1 - ax| <= 2^-20, by the series x - x^2/2 + x^3/3 - x^4/4 of log. */
    private static void log2NearOne(double ax, double[] t) {
        double d = ax - 1.0; // 20 trailing zero bits
        double w = (d * d) * (0.5 - d * (0.3333333333333333333333 - d * 0.25));
        double u = IVLN2_H * d; // IVLN2_H has 21 significant bits
        double v = d * IVLN2_L - w * INVLN2;
        t[0] = clearLo(u + v);
        t[1] = v - (t[0] - u);
    }

    /** log2(ax) = t[0] + t[1] (t[0] with a zero low word), ix the high word of ax. */
    private static void log2(double ax, int ix, double[] t) {
        int n = 0;
        if (ix < 0x00100000) { // subnormal
            ax *= TWO53;
            n -= 53;
            ix = hiWord(ax);
        }
        n += (ix >> 20) - 0x3ff;
        int j = ix & 0x000fffff;
        ix = j | 0x3ff00000;
        int k;
        if (j <= 0x3988E) k = 0; // |x| < sqrt(3/2)
        else if (j < 0xBB67A) k = 1; // |x| < sqrt(3)
        else {
            k = 0;
            n += 1;
            ix -= 0x00100000;
        }
        ax = withHiWord(ax, ix);
        // ss = sH + sL = (ax - bp)/(ax + bp)
        double u = ax - BP[k];
        double v = 1.0 / (ax + BP[k]);
        double ss = u * v;
        double sH = clearLo(ss);
        double tH = fromHiWord(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18)); // ax + bp, high part
        double tL = ax - (tH - BP[k]);
        double sL = v * ((u - sH * tH) - sH * tL);
        double s2 = ss * ss;
        double r = s2 * s2 * (PL1 + s2 * (PL2 + s2 * (PL3 + s2 * (PL4 + s2 * (PL5 + s2 * PL6)))));
        r += sL * (sH + ss);
        s2 = sH * sH;
        tH = clearLo(3.0 + s2 + r);
        tL = r - ((tH - 3.0) - s2);
        u = sH * tH; // u + v = ss (3 + ...)
        v = sL * tH + tL * ss;
        double pH = clearLo(u + v);
        double pL = v - (pH - u);
        double zH = CP_H * pH; // times 2/(3 ln2)
        double zL = CP_L * pH + pL * CP + DP_L[k];
        double dn = n;
        t[0] = clearLo(((zH + zL) + DP_H[k]) + dn);
        t[1] = zL - (((t[0] - dn) - DP_H[k]) - zH);
    }

    /** 2^(ph + pl), j the high word of ph + pl: n = nearest integer, 2^r = e^(r ln2) as in exp, times 2^n. */
    private static double exp2(double ph, double pl, int j) {
        int i = j & 0x7fffffff;
        int k = (i >> 20) - 0x3ff;
        int n = 0;
        if (i > 0x3fe00000) { // |z| > 0.5: n = [z + 0.5]
            n = j + (0x00100000 >> (k + 1));
            k = ((n & 0x7fffffff) >> 20) - 0x3ff;
            double t = fromHiWord(n & ~(0x000fffff >> k));
            n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) n = -n;
            ph -= t;
        }
        double t = clearLo(pl + ph);
        double u = t * LN2_H;
        double v = (pl - (t - ph)) * LN2 + t * LN2_L;
        double z = u + v;
        double w = v - (z - u);
        t = z * z;
        double t1 = z - expPoly(t);
        double r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = hiWord(z) + (n << 20);
        if ((j >> 20) <= 0) return scalb(z, n); // subnormal result
        return withHiWord(z, j);
    }

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
