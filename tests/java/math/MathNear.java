import java.util.Random;

/**
 * Math's sin, cos, tan, exp, log, log10 and pow (the functions HotSpot computes with x86
 * intrinsics), for tests/java/mathnear.sh.
 *
 *   MathNear special           Java's special cases and exact results, printed as numbers:
 *                              these must match the host java exactly.
 *   MathNear random COUNT SEED COUNT pseudo-random arguments over several exponent ranges,
 *                              one line each: the seven results' raw bits in hex.
 */
public class MathNear {
    static final double[] SPECIAL = {Double.NaN, 0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 10.0,
        100.0, 1e22, 1e23, 1e-5, 1e300, -1e300, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL,
        709.782712893384, 709.79, -745.1332191019411, -745.14, -708.5, -720.3, 1e-320, Math.PI,
        Math.PI / 2, Math.PI / 4, 1e15, 1e16 + 2, 4503599627370497.0, 9007199254740993.0,
        1.0000000000000002, 0.9999999999999999, 1e-310, 0.1, 1e10, 123456.789, 0x1p-1022, 0x1p1023};

    static void special() {
        StringBuilder sb = new StringBuilder();
        for (double x : SPECIAL) {
            sb.append(x).append(": ").append(Math.sin(x)).append(' ').append(Math.cos(x)).append(' ')
                .append(Math.tan(x)).append(' ').append(Math.exp(x)).append(' ').append(Math.log(x))
                .append(' ').append(Math.log10(x)).append('\n');
            for (double y : SPECIAL)
                sb.append(Math.pow(x, y)).append(' ');
            sb.append('\n');
        }
        for (int n = -30; n <= 30; n++)
            sb.append(Math.log10(Double.parseDouble("1e" + n))).append(' ');
        sb.append('\n');
        for (int n = -20; n <= 20; n++)
            sb.append(Math.pow(-2.5, n)).append(' ').append(Math.pow(10, n)).append(' ');
        System.out.println(sb);
    }

    /** an argument of magnitude 2^lo .. 2^hi, either sign if signed */
    static double arg(Random r, int lo, int hi, boolean signed) {
        double x = Math.scalb(1.0 + r.nextDouble(), lo + r.nextInt(hi - lo));
        return signed && r.nextBoolean() ? -x : x;
    }

    static void random(int count, long seed) {
        Random r = new Random(seed);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int range = i % 4;
            double x = range == 0 ? arg(r, -10, 11, true) : range == 1 ? arg(r, -30, 30, true)
                : range == 2 ? arg(r, -1, 3, true) : arg(r, -1000, 1000, true);
            double e = range == 3 ? (r.nextDouble() - 0.5) * 1450 : x;
            double ax = Math.abs(x);
            double y = range == 2 ? (r.nextDouble() - 0.5) * 200 : 0.5 + r.nextDouble() * 4;
            double[] v = {Math.sin(x), Math.cos(x), Math.tan(x), Math.exp(e), Math.log(ax), Math.log10(ax),
                Math.pow(ax, y)};
            for (double d : v)
                sb.append(Long.toHexString(Double.doubleToRawLongBits(d))).append(' ');
            sb.append('\n');
            if (sb.length() > 1 << 16) {
                System.out.print(sb);
                sb.setLength(0);
            }
        }
        System.out.print(sb);
    }

    public static void main(String[] args) {
        if (args.length == 3 && args[0].equals("random"))
            random(Integer.parseInt(args[1]), Long.parseLong(args[2]));
        else
            special();
    }
}
