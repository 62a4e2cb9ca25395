package java.lang;

/**
 * Basic numeric operations.  sin, cos, tan, exp, log, log10 and pow give what HotSpot's
 * intrinsics give for nearly every argument: the correctly rounded result (natives over the
 * C library's extended precision; see natives/number.c).  Every other function is
 * StrictMath's (fdlibm's), as HotSpot's Math is.
 */
public final class Math {
    private Math() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    public static double sin(double a) { return sin0(a); }
    public static double cos(double a) { return cos0(a); }
    public static double tan(double a) { return tan0(a); }
    public static double asin(double a) { return StrictMath.asin(a); }
    public static double acos(double a) { return StrictMath.acos(a); }
    public static double atan(double a) { return StrictMath.atan(a); }
    public static double exp(double a) { return exp0(a); }
    public static double log(double a) { return log0(a); }
    public static double log10(double a) { return log10_0(a); }
    public static double sqrt(double a) { return StrictMath.sqrt(a); }
    public static double cbrt(double a) { return StrictMath.cbrt(a); }
    public static double IEEEremainder(double a, double b) { return StrictMath.IEEEremainder(a, b); }
    public static double atan2(double y, double x) { return StrictMath.atan2(y, x); }
    /**
     * Java's special cases (which differ from C99's: pow(1, NaN) and pow(-1, infinity) are
     * NaN) go to StrictMath; a negative base with an integral exponent is |a|^b with the sign
     * of an odd exponent, as the intrinsic computes it.
     */
    public static double pow(double a, double b) {
        if (b == 0.0)
            return 1.0;
        if (a != a || b != b || a == 0.0 || Double.isInfinite(a) || Double.isInfinite(b))
            return StrictMath.pow(a, b);
        if (a > 0.0)
            return pow0(a, b);
        if (b != StrictMath.rint(b))
            return Double.NaN;
        double m = pow0(-a, b);
        boolean odd = StrictMath.abs(b) < 0x1p53 && ((long) b & 1) != 0;
        return odd ? -m : m;
    }

    private static native double sin0(double a);
    private static native double cos0(double a);
    private static native double tan0(double a);
    private static native double exp0(double a);
    private static native double log0(double a);
    private static native double log10_0(double a);
    private static native double pow0(double a, double b);
    public static double sinh(double a) { return StrictMath.sinh(a); }
    public static double cosh(double a) { return StrictMath.cosh(a); }
    public static double tanh(double a) { return StrictMath.tanh(a); }
    public static double hypot(double x, double y) { return StrictMath.hypot(x, y); }
    public static double expm1(double a) { return StrictMath.expm1(a); }
    public static double log1p(double a) { return StrictMath.log1p(a); }
    public static double floor(double a) { return StrictMath.floor(a); }
    public static double ceil(double a) { return StrictMath.ceil(a); }
    public static double rint(double a) { return StrictMath.rint(a); }
    public static double toRadians(double angdeg) { return StrictMath.toRadians(angdeg); }
    public static double toDegrees(double angrad) { return StrictMath.toDegrees(angrad); }
    public static int round(float a) { return StrictMath.round(a); }
    public static long round(double a) { return StrictMath.round(a); }
    public static int addExact(int x, int y) { return StrictMath.addExact(x, y); }
    public static long addExact(long x, long y) { return StrictMath.addExact(x, y); }
    public static int subtractExact(int x, int y) { return StrictMath.subtractExact(x, y); }
    public static long subtractExact(long x, long y) { return StrictMath.subtractExact(x, y); }
    public static int multiplyExact(int x, int y) { return StrictMath.multiplyExact(x, y); }
    public static long multiplyExact(long x, int y) { return StrictMath.multiplyExact(x, y); }
    public static long multiplyExact(long x, long y) { return StrictMath.multiplyExact(x, y); }
    public static int incrementExact(int a) { return StrictMath.incrementExact(a); }
    public static long incrementExact(long a) { return StrictMath.incrementExact(a); }
    public static int decrementExact(int a) { return StrictMath.decrementExact(a); }
    public static long decrementExact(long a) { return StrictMath.decrementExact(a); }
    public static int negateExact(int a) { return StrictMath.negateExact(a); }
    public static long negateExact(long a) { return StrictMath.negateExact(a); }
    public static int toIntExact(long value) { return StrictMath.toIntExact(value); }
    public static long multiplyFull(int x, int y) { return StrictMath.multiplyFull(x, y); }
    public static long multiplyHigh(long x, long y) { return StrictMath.multiplyHigh(x, y); }
    public static int floorDiv(int x, int y) { return StrictMath.floorDiv(x, y); }
    public static long floorDiv(long x, int y) { return StrictMath.floorDiv(x, y); }
    public static long floorDiv(long x, long y) { return StrictMath.floorDiv(x, y); }
    public static int floorMod(int x, int y) { return StrictMath.floorMod(x, y); }
    public static int floorMod(long x, int y) { return StrictMath.floorMod(x, y); }
    public static long floorMod(long x, long y) { return StrictMath.floorMod(x, y); }
    public static int abs(int a) { return StrictMath.abs(a); }
    public static int absExact(int a) { return StrictMath.absExact(a); }
    public static long abs(long a) { return StrictMath.abs(a); }
    public static long absExact(long a) { return StrictMath.absExact(a); }
    public static float abs(float a) { return StrictMath.abs(a); }
    public static double abs(double a) { return StrictMath.abs(a); }
    public static int max(int a, int b) { return StrictMath.max(a, b); }
    public static long max(long a, long b) { return StrictMath.max(a, b); }
    public static float max(float a, float b) { return StrictMath.max(a, b); }
    public static double max(double a, double b) { return StrictMath.max(a, b); }
    public static int min(int a, int b) { return StrictMath.min(a, b); }
    public static long min(long a, long b) { return StrictMath.min(a, b); }
    public static float min(float a, float b) { return StrictMath.min(a, b); }
    public static double min(double a, double b) { return StrictMath.min(a, b); }
    public static double ulp(double d) { return StrictMath.ulp(d); }
    public static float ulp(float f) { return StrictMath.ulp(f); }
    public static double signum(double d) { return StrictMath.signum(d); }
    public static float signum(float f) { return StrictMath.signum(f); }
    public static int getExponent(float f) { return StrictMath.getExponent(f); }
    public static int getExponent(double d) { return StrictMath.getExponent(d); }
    public static double nextAfter(double start, double direction) { return StrictMath.nextAfter(start, direction); }
    public static float nextAfter(float start, double direction) { return StrictMath.nextAfter(start, direction); }
    public static double nextUp(double d) { return StrictMath.nextUp(d); }
    public static float nextUp(float f) { return StrictMath.nextUp(f); }
    public static double nextDown(double d) { return StrictMath.nextDown(d); }
    public static float nextDown(float f) { return StrictMath.nextDown(f); }
    public static double scalb(double d, int scaleFactor) { return StrictMath.scalb(d, scaleFactor); }
    public static float scalb(float f, int scaleFactor) { return StrictMath.scalb(f, scaleFactor); }
    public static double fma(double a, double b, double c) { return StrictMath.fma(a, b, c); }
    public static float fma(float a, float b, float c) { return StrictMath.fma(a, b, c); }

    /** Unlike StrictMath's (which delegates here), a NaN sign's bit is taken as it is. */
    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7FFFFFFFFFFFFFFFL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7FFFFFFF));
    }

    // random(): a private generator (48-bit linear congruential, as java.util.Random uses)
    private static long seed = (System.nanoTime() ^ 0x5DEECE66DL ^ 8682522807148012L) & ((1L << 48) - 1);

    private static synchronized int nextBits(int bits) {
        seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (seed >>> (48 - bits));
    }

    public static double random() {
        return (((long) nextBits(26) << 27) + nextBits(27)) * 0x1.0p-53;
    }
}
