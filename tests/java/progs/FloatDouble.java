public class FloatDouble {
    static void cmp(String label, double a, double b) {
        System.out.println(label + ": < " + (a < b) + " <= " + (a <= b) + " > " + (a > b) + " >= " + (a >= b)
                + " == " + (a == b) + " != " + (a != b) + " compare " + Double.compare(a, b)
                + " equals " + Double.valueOf(a).equals(b));
    }

    static void fcmp(String label, float a, float b) {
        System.out.println(label + ": < " + (a < b) + " <= " + (a <= b) + " > " + (a > b) + " >= " + (a >= b)
                + " == " + (a == b) + " != " + (a != b) + " compare " + Float.compare(a, b)
                + " equals " + Float.valueOf(a).equals(b));
    }

    public static void main(String[] args) {
        double nan = Double.NaN;
        double inf = Double.POSITIVE_INFINITY;
        double ninf = Double.NEGATIVE_INFINITY;
        double nz = -0.0;
        cmp("NaN,NaN", nan, nan);
        cmp("NaN,1", nan, 1);
        cmp("1,NaN", 1, nan);
        cmp("0,-0", 0.0, nz);
        cmp("-0,0", nz, 0.0);
        cmp("inf,max", inf, Double.MAX_VALUE);
        cmp("-inf,inf", ninf, inf);
        cmp("1,2", 1, 2);
        fcmp("fNaN,fNaN", Float.NaN, Float.NaN);
        fcmp("fNaN,0", Float.NaN, 0f);
        fcmp("f0,-0", 0f, -0f);
        fcmp("f1.5,1.25", 1.5f, 1.25f);
        System.out.println("NaN != NaN: " + (nan != nan) + ", isNaN " + Double.isNaN(nan) + " " + Float.isNaN(0f / 0f));
        System.out.println("1/0 = " + (1 / 0.0) + ", -1/0 = " + (-1 / 0.0) + ", 1/-0 = " + (1 / nz) + ", 0/0 = " + (0 / 0.0));
        System.out.println("inf-inf = " + (inf - inf) + ", inf*0 = " + (inf * 0) + ", inf+inf = " + (inf + inf) + ", inf/inf = " + (inf / inf));
        System.out.println("-0.0 = " + nz + ", 0.0 - 0.0 = " + (0.0 - 0.0) + ", -0.0 + 0.0 = " + (nz + 0.0) + ", -0.0 * 5 = " + (nz * 5) + ", -(0.0) = " + (-(0.0)));
        System.out.println("min(-0,0) = " + Math.min(nz, 0.0) + ", max(-0,0) = " + Math.max(nz, 0.0) + ", min(NaN,1) = " + Math.min(nan, 1));
        System.out.println("fmin = " + Math.min(-0f, 0f) + " fmax = " + Math.max(-0f, 0f));
        System.out.println("abs(-0.0) = " + Math.abs(nz) + " abs(-inf) = " + Math.abs(ninf));
        System.out.println("5.5 % 2 = " + (5.5 % 2) + ", -5.5 % 2 = " + (-5.5 % 2) + ", 5.5 % -2 = " + (5.5 % -2) + ", 1 % 0.0 = " + (1 % 0.0) + ", inf % 2 = " + (inf % 2) + ", 2 % inf = " + (2 % inf));
        System.out.println("1e308 * 10 = " + (1e308 * 10) + ", 1e-320 / 1e10 = " + (1e-320 / 1e10) + ", MIN_VALUE/2 = " + (Double.MIN_VALUE / 2));
        System.out.println("float 3.4e38f*10 = " + (3.4e38f * 10) + ", 1e-45f/2 = " + (1e-45f / 2));
        double d = 0;
        for (int i = 0; i < 10; i++) d += 0.1;
        System.out.println("0.1 * 10 summed = " + d + " == 1.0? " + (d == 1.0));
        float f = 0;
        for (int i = 0; i < 10; i++) f += 0.1f;
        System.out.println("0.1f * 10 summed = " + f + " == 1.0f? " + (f == 1.0f));
        System.out.println("1.0 / 3 = " + (1.0 / 3) + ", 2.0 / 3 = " + (2.0 / 3) + ", 1f/3 = " + (1f / 3) + ", 10f/3 = " + (10f / 3));
        System.out.println("float*double mixed: " + (0.1f * 3.0) + " " + (0.1f + 0.2) + " " + ((double) 0.1f));
        System.out.println("100.0 * 1.1 = " + (100.0 * 1.1) + ", 3 * 0.1 = " + (3 * 0.1) + ", 0.3 - 0.1 = " + (0.3 - 0.1));
        double x = 1.0;
        for (int i = 0; i < 60; i++) {
            x = x * 1.7 - 0.3 / (i + 1);
        }
        System.out.println("iter = " + x);
        float y = 1.0f;
        for (int i = 0; i < 30; i++) {
            y = y * 1.3f + 0.7f / (i + 1);
        }
        System.out.println("iterf = " + y);
        System.out.println("bits: " + Double.doubleToLongBits(1.0) + " " + Long.toHexString(Double.doubleToLongBits(-2.5))
                + " " + Long.toHexString(Double.doubleToRawLongBits(nz)) + " " + Long.toHexString(Double.doubleToLongBits(nan)));
        System.out.println("fbits: " + Float.floatToIntBits(1.0f) + " " + Integer.toHexString(Float.floatToIntBits(-2.5f))
                + " " + Integer.toHexString(Float.floatToRawIntBits(-0f)) + " " + Integer.toHexString(Float.floatToIntBits(Float.NaN)));
        System.out.println(Double.longBitsToDouble(0x400921FB54442D18L) + " " + Float.intBitsToFloat(0x40490FDB)
                + " " + Double.longBitsToDouble(1L) + " " + Float.intBitsToFloat(1));
        System.out.println("NaN as int/long: " + (int) nan + " " + (long) nan);
        System.out.println("isInfinite " + Double.isInfinite(inf) + " " + Double.isInfinite(1e308) + " isFinite " + Double.isFinite(1e308) + " " + Double.isFinite(nan));
        System.out.println("ternary with NaN: " + (nan > 0 ? "pos" : nan <= 0 ? "nonpos" : "neither"));
        double[] arr = {3.5, -0.0, 0.0, nan, -inf, 1e-300, inf, -1.5};
        java.util.Arrays.sort(arr);
        System.out.println("sorted: " + java.util.Arrays.toString(arr));
        System.out.println(Double.MAX_VALUE + " " + Double.MIN_VALUE + " " + Double.MIN_NORMAL + " " + Float.MAX_VALUE + " " + Float.MIN_VALUE + " " + Float.MIN_NORMAL);
        System.out.println(Double.valueOf(0.0).equals(-0.0) + " " + (0.0 == -0.0) + " " + Double.valueOf(nan).equals(nan));
        System.out.println(Double.hashCode(1.5) + " " + Double.hashCode(-0.0) + " " + Float.hashCode(1.5f) + " " + Double.valueOf(nan).hashCode());
    }
}
