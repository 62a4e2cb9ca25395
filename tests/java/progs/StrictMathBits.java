import java.util.ArrayList;
import java.util.List;

/**
 * Every StrictMath function, bit for bit: special values (zeros, infinities, NaN, subnormals,
 * the thresholds of fdlibm's branches, multiples of pi/2) and pseudo-random arguments from a
 * fixed seed over several exponent ranges. One line per result, the raw bits in hex.
 *
 * With the arguments "random FUNCTION COUNT SEED" it prints only the random part, COUNT
 * arguments over the same ranges (benchmarks/strictmath.sh compares a million per function).
 */
public class StrictMathBits {
    static final String[] NAMES = {"sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "sqrt",
        "cbrt", "sinh", "cosh", "tanh", "expm1", "log1p", "atan2", "hypot", "pow", "IEEEremainder"};

    static double apply(int f, double x, double y) {
        switch (f) {
            case 0: return StrictMath.sin(x);
            case 1: return StrictMath.cos(x);
            case 2: return StrictMath.tan(x);
            case 3: return StrictMath.asin(x);
            case 4: return StrictMath.acos(x);
            case 5: return StrictMath.atan(x);
            case 6: return StrictMath.exp(x);
            case 7: return StrictMath.log(x);
            case 8: return StrictMath.log10(x);
            case 9: return StrictMath.sqrt(x);
            case 10: return StrictMath.cbrt(x);
            case 11: return StrictMath.sinh(x);
            case 12: return StrictMath.cosh(x);
            case 13: return StrictMath.tanh(x);
            case 14: return StrictMath.expm1(x);
            case 15: return StrictMath.log1p(x);
            case 16: return StrictMath.atan2(x, y);
            case 17: return StrictMath.hypot(x, y);
            case 18: return StrictMath.pow(x, y);
            default: return StrictMath.IEEEremainder(x, y);
        }
    }

    static boolean binary(int f) { return f >= 16; }

    static double fromWords(int hi, int lo) { return Double.longBitsToDouble(((long) hi << 32) | (lo & 0xffffffffL)); }

    /** Values where fdlibm changes branch or the API has a special case, each with its neighbours. */
    static List<Double> specials() {
        List<Double> v = new ArrayList<>();
        double[] base = {0.0, Double.MIN_VALUE, 3 * Double.MIN_VALUE, 0x0.8p-1022, 0x0.fffffffffffffp-1022, Double.MIN_NORMAL,
            Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN, 1.0, 0.5, 2.0, 3.0, 10.0, 0.1, 1e-300, 1e300,
            0x1p-60, 0x1p-54, 0x1p-29, 0x1p-28, 0x1p-27, 0x1p-20, 0x1p20, 0x1p31, 0x1p52, 0x1p53, 0x1p63, 0x1p64, 0x1p66,
            Math.PI, Math.PI / 2, Math.PI / 4, 3 * Math.PI / 4, Math.E, 1e22, 0x1.6a09e667f3bcdp0, 0x1.6a09e667f3bcdp-1,
            0.41422, -0.2929, 0.9, 0.975, 1.0 / 3, 22.0, 0.6744, 0.3, 0.28125, 0.4375, 2.4375, 1.1875,
            709.782712893384, 709.7827128933840, 710.4758600739439, 745.1332191019412, 745.1332191019411, 0.6931471805599453,
            0.34657359027997264, 1.0397207708399179, 38.816242111356935, 1024.0, 1075.0, -1074.0, 6381956970095103.0 * 0x1p797,
            0x1.921fb54442d18p19, 0x1.921fb54442d18p20, 1.0e6, 1.0e10, 0x1.0p1023 * 1.5};
        for (double b : base) {
            for (double s : new double[] {b, -b}) {
                v.add(s);
                v.add(Math.nextUp(s));
                v.add(Math.nextDown(s));
            }
        }
        for (int k = 1; k <= 40; k++) { // multiples of pi/2, where the reduction cancels
            double m = k * (Math.PI / 2);
            v.add(m);
            v.add(Math.nextUp(m));
            v.add(-Math.nextDown(m));
        }
        int[] hiWords = {0x3fe921fb, 0x4002d97c, 0x413921fb, 0x3FE59428, 0x3fd62e42, 0x3fd62e43, 0x3FF0A2B2, 0x4043687A,
            0x40360000, 0x3FDA827A, 0xbfd2bec3, 0xbfd2bec4, 0x40862E42, 0x408633CE, 0x3e300000, 0x3c900000, 0x3c800000,
            0x3e200000, 0x43400000, 0x7fefffff, 0x00100000, 0x3ff00000, 0x3fefffff};
        for (int hw : hiWords) {
            for (int lo : new int[] {0, 1, -1, 0x8fb9f87d, 0x8fb9f87e, 0x54442d18}) {
                v.add(fromWords(hw, lo));
                v.add(fromWords(hw ^ 0x80000000, lo));
            }
        }
        return v;
    }

    /** Exponent ranges of the random arguments: everything, small, around 1 to 2^10, and [1, 4). */
    static final int[][] RANGES = {{-1074, 1023}, {-30, 5}, {-3, 10}, {0, 1}};

    static long state;

    static long next() { // 64-bit LCG, output mixed
        state = state * 6364136223846793005L + 1442695040888963407L;
        long z = state;
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        return z ^ (z >>> 33);
    }

    /** A double of random sign and mantissa with its binary exponent uniform in [lo, hi]. */
    static double random(int lo, int hi) {
        long r = next();
        int e = lo + (int) Long.remainderUnsigned(next(), hi - lo + 1);
        if (e < -1022) return Double.longBitsToDouble(r >>> (11 + (-1022 - e))) * (r < 0 ? -1 : 1); // subnormal
        return Double.longBitsToDouble((r & 0x800fffffffffffffL) | ((long) (e + 1023) << 52));
    }

    /** The second argument of a binary function: often an integer for pow (negative bases), else random. */
    static double second(int f, int[] range) {
        long r = next();
        if (f == 18 && (r & 3) == 0) return (double) ((int) (r >> 40) % 64);
        return random(range[0], range[1] == 1023 ? 1023 : Math.min(range[1] + 3, 60));
    }

    static String hex(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }

    static void randomPart(StringBuilder out, int f, int count, long seed) {
        state = seed;
        for (int r = 0; r < RANGES.length; r++) {
            int[] range = RANGES[r];
            for (int i = 0; i < count / RANGES.length; i++) {
                double x = random(range[0], range[1]);
                double y = binary(f) ? second(f, range) : 0.0;
                out.append(hex(x)).append(' ');
                if (binary(f)) out.append(hex(y)).append(' ');
                out.append(hex(apply(f, x, y))).append('\n');
                if (out.length() > 65536) { // a million lines do not wait in memory
                    System.out.print(out);
                    out.setLength(0);
                }
            }
        }
    }

    public static void main(String[] args) {
        if (args.length == 4 && args[0].equals("random")) {
            int f = java.util.Arrays.asList(NAMES).indexOf(args[1]);
            StringBuilder out = new StringBuilder();
            randomPart(out, f, Integer.parseInt(args[2]), Long.parseLong(args[3]));
            System.out.print(out);
            return;
        }
        List<Double> sp = specials();
        for (int f = 0; f < NAMES.length; f++) {
            StringBuilder out = new StringBuilder();
            out.append("== ").append(NAMES[f]).append('\n');
            if (!binary(f)) {
                for (double x : sp) out.append(hex(x)).append(' ').append(hex(apply(f, x, 0))).append('\n');
            } else { // a grid of specials: every 11th against every 11th
                for (int i = 0; i < sp.size(); i += 11)
                    for (int j = 0; j < sp.size(); j += 11) {
                        double x = sp.get(i), y = sp.get(j);
                        out.append(hex(x)).append(' ').append(hex(y)).append(' ').append(hex(apply(f, x, y))).append('\n');
                    }
            }
            randomPart(out, f, 400, 12345 + f);
            System.out.print(out);
        }
    }
}
