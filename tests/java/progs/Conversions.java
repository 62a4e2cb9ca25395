public class Conversions {
    static int d2i(double d) { return (int) d; }
    static long d2l(double d) { return (long) d; }
    static int f2i(float f) { return (int) f; }
    static long f2l(float f) { return (long) f; }

    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 0.9999, -0.9999, 1.5, -1.5, 2.5, -2.5, 1e9, -1e9, 2147483647.0, 2147483647.9,
                2147483648.0, -2147483648.0, -2147483649.0, 1e10, -1e10, 9.2e18, 9.3e18, -9.3e18, 1e19, -1e19, 1e300, -1e300,
                Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.NaN, 123456.789, -98765.4321};
        for (double d : ds) {
            System.out.println("d=" + d + " -> int " + d2i(d) + " long " + d2l(d) + " float " + (float) d
                    + " short " + (short) d + " byte " + (byte) d + " char " + (int) (char) d);
        }
        float[] fs = {0f, -0f, 0.5f, -1.5f, 3.99f, 16777216f, 16777217f, 2.14748365E9f, -2.14748365E9f, 1e10f, -1e10f,
                9.2e18f, 9.3e18f, -9.3e18f, Float.MAX_VALUE, Float.MIN_VALUE, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY, Float.NaN};
        for (float f : fs) {
            System.out.println("f=" + f + " -> int " + f2i(f) + " long " + f2l(f) + " double " + (double) f);
        }
        int[] is = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32768, -32769, 0x12345678,
                Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217, 16777219, 123456789};
        for (int i : is) {
            System.out.println("i=" + i + " -> byte " + (byte) i + " char " + (int) (char) i + " short " + (short) i
                    + " long " + (long) i + " float " + (float) i + " double " + (double) i);
        }
        long[] ls = {0L, -1L, 0xFFFFFFFFL, 0x100000000L, 0x80000000L, Long.MAX_VALUE, Long.MIN_VALUE,
                9007199254740993L, 123456789123456789L, -123456789123456789L};
        for (long l : ls) {
            System.out.println("l=" + l + " -> int " + (int) l + " short " + (short) l + " byte " + (byte) l
                    + " float " + (float) l + " double " + (double) l);
        }
        // i2b/i2c/i2s via arithmetic results
        byte b = (byte) 200;
        char c = (char) -1;
        short s = (short) 70000;
        System.out.println(b + " " + (int) c + " " + s);
        System.out.println((byte) (b + b) + " " + (char) ('a' + 1) + " " + (short) (s * s));
        // widening of char to int and back
        char[] chars = {'A', 'z', '0', '\u00e9', '\uffff', '\u0000'};
        for (char ch : chars) {
            int code = ch;
            System.out.println("char code " + code + " byte " + (byte) ch + " short " + (short) ch + " float " + (float) ch);
        }
        // implicit widening in method calls and mixed arithmetic
        byte bb = 10; short ss = 20; char cc = 'x'; int ii = 30; long ll = 40; float ff = 1.5f; double dd = 2.25;
        System.out.println(bb + ss + cc + ii + ll + ff + dd);
        System.out.println("" + bb + ss + cc + ii + ll + ff + dd);
        System.out.println(takesDouble(ii) + " " + takesDouble(ll) + " " + takesLong(cc) + " " + takesFloat(ll));
        // rounding mode of conversions: round-to-nearest-even for int->float
        System.out.println((float) 16777217 + " " + (float) 16777218 + " " + (float) 16777219 + " " + (double) 9007199254740993L);
        System.out.println((int) 3.999999999 + " " + (int) -3.999999999 + " " + (long) 1e18 + " " + (long) -1e18);
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(2.4f) + " " + Math.round(-0.5f)
                + " " + Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20f));
    }

    static double takesDouble(double d) { return d; }
    static long takesLong(long l) { return l; }
    static float takesFloat(float f) { return f; }
}
