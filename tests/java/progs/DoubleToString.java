public class DoubleToString {
    public static void main(String[] args) {
        double[] values = {0.0, -0.0, 1.0, -1.0, 10.0, 100.0, 1000.0, 1e6, 1e7, 9999999.0, 1e7 + 0.5, 1.0E10, 1.0E-5,
                0.001, 0.0001, 1.0E-3, 2.0E-3, 0.01, 0.1, 0.5, 0.25, 0.125, 1.5, 3.14159, Math.PI, Math.E,
                1.23456789E8, 123456789.0, 1234567.0, 12345678.9, 1e21, 1e22, 1e23, 2e23, 1e100, 1e-100, 1e-300,
                1e308, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 4.9E-324, 2.2250738585072014E-308,
                0.1 + 0.2, 0.3, 1.0 / 3, 2.0 / 3, 10.0 / 3, 100.0 / 7, 1.1, 2.2, 3.3, 1.1 * 1.1, 0.7 + 0.1, 0.8 - 0.1,
                123.456, -123.456, 5e-324, 1.7976931348623157E308, 9007199254740992.0, 9007199254740993.0,
                4.35, 0.000123, 123e-7, 1234.5e-2, 65536.0 * 65536.0, Long.MAX_VALUE, (double) Long.MIN_VALUE,
                (double) 0.1f, (double) 3.3f, 299792458.0, 6.02214076e23, 6.62607015e-34, 1.602e-19,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-7, 1.0000001, 0.9999999999999999,
                1.0000000000000002, 4.0 / 9.0, 2.5e-5, 7e-4, 8.41e21, 5.0e-9, 1e15, 1e16, 1e17, 123456789012345678.0};
        for (double v : values) {
            System.out.println(v + " | " + Double.toString(v) + " | " + String.valueOf(v) + " | " + Double.valueOf(v));
        }
        float[] fvalues = {0.0f, -0.0f, 1.0f, 0.1f, (float) 0.1, 0.2f, 0.3f, 1.0E10f, 1.0E-5f, 0.001f, 100.0f,
                1.23456789E8f, 3.4028235E38f, 1.4E-45f, 1.17549435E-38f, 16777216f, 16777217f, 1e7f, 9999999f,
                3.14159265f, 2.7182818f, 1f / 3, 2f / 3, 0.7f + 0.1f, 1.1f * 1.1f, 1234.5678f, -98.76f, 5e-5f, 1e-3f,
                Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 8.5e10f, 33554432f, 1.0e-10f};
        for (float v : fvalues) {
            System.out.println(v + " | " + Float.toString(v) + " | " + String.valueOf(v));
        }
        // parse round trip
        String[] strs = {"1.0", "1e10", "1E-5", "0.001", "  3.5  ", "-0", "+7.25", "1e400", "1e-400", "0x1p3",
                "0x1.8p1", "NaN", "-Infinity", "123456789012345678901234567890", ".5", "5.", "1d", "2f", "4.9e-324",
                "2.4703282292062327e-324", "2.4703282292062328e-324"};
        for (String s : strs) {
            System.out.println("parse '" + s + "' = " + Double.parseDouble(s) + " / " + Float.parseFloat(s));
        }
        String[] bad = {"", "abc", "1.2.3", "1e", "--1", "0x"};
        for (String s : bad) {
            try {
                System.out.println(Double.parseDouble(s));
            } catch (NumberFormatException e) {
                System.out.println("NFE for '" + s + "': " + e.getMessage());
            }
        }
        // accumulate to show many digits
        double acc = 0;
        for (int i = 1; i <= 40; i++) {
            acc += 1.0 / i;
            System.out.print(acc + (i % 5 == 0 ? "\n" : " "));
        }
        float facc = 0;
        for (int i = 1; i <= 20; i++) {
            facc += 1.0f / i;
            System.out.print(facc + (i % 5 == 0 ? "\n" : " "));
        }
        double p = 1;
        for (int i = 0; i < 25; i++) {
            p *= 10;
            System.out.print(p + " " + (1 / p) + (i % 4 == 3 ? "\n" : " "));
        }
        System.out.println();
    }
}
