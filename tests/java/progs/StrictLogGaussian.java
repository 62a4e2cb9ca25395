import java.util.*;

/** StrictMath.log, cbrt, hypot, atan and atan2 (and the Math methods that are StrictMath in the JDK) must be bit-exact (fdlibm), also asin and acos: printed in full, on their own and through Random.nextGaussian. */
public class StrictLogGaussian {
    public static void main(String[] args) {
        Random r = new Random(1);
        long h = 0;
        for (int i = 0; i < 20000; i++) {
            double x = i % 2 == 0 ? r.nextDouble() : r.nextDouble() * 1e6;
            h = h * 31 + Double.doubleToLongBits(StrictMath.log(x));
            if (i < 12) System.out.println(x + " -> " + StrictMath.log(x));
        }
        System.out.println("hash " + h);
        for (double x : new double[] {0.0, -0.0, -1, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE, Double.MIN_NORMAL, 1, Math.E, 2, 0.5, 1 + 1e-9, 1 - 1e-9, Double.MAX_VALUE, 1e-300})
            System.out.println("log(" + x + ") = " + StrictMath.log(x));
        long hc = 0;
        for (int i = 0; i < 20000; i++) {
            double x = i % 2 == 0 ? (r.nextDouble() - 0.5) * 1e4 : Double.longBitsToDouble(r.nextLong());
            hc = hc * 31 + Double.doubleToLongBits(Math.cbrt(x)) + Double.doubleToLongBits(StrictMath.cbrt(x));
            if (i < 8) System.out.println("cbrt(" + x + ") = " + Math.cbrt(x));
        }
        System.out.println("cbrt hash " + hc + " " + Math.cbrt(-27) + " " + Math.cbrt(2) + " " + StrictMath.cbrt(Double.MIN_VALUE) + " " + Math.cbrt(-0.0));
        long hh = 0;
        for (int i = 0; i < 20000; i++) {
            double x = i % 3 == 0 ? Double.longBitsToDouble(r.nextLong()) : (r.nextDouble() - 0.5) * 100, y = i % 3 == 1 ? r.nextDouble() * 1e-300 : r.nextDouble() * 50;
            hh = hh * 31 + Double.doubleToLongBits(Math.hypot(x, y)) + Double.doubleToLongBits(StrictMath.hypot(y, x));
            if (i < 8) System.out.println("hypot(" + x + ", " + y + ") = " + Math.hypot(x, y));
        }
        System.out.println("hypot hash " + hh + " " + Math.hypot(3, 4) + " " + Math.hypot(Double.POSITIVE_INFINITY, Double.NaN) + " " + Math.hypot(Double.NaN, 1)
            + " " + Math.hypot(1e300, 1e300) + " " + Math.hypot(Double.MIN_VALUE, Double.MIN_VALUE) + " " + Math.hypot(-0.0, 0.0));
        long ha = 0;
        for (int i = 0; i < 20000; i++) {
            double x = i % 2 == 0 ? r.nextDouble() * 8 - 4 : Double.longBitsToDouble(r.nextLong()), y = r.nextDouble() * 8 - 4;
            ha = ha * 31 + Double.doubleToLongBits(Math.atan(x)) + 3 * Double.doubleToLongBits(StrictMath.atan2(y, x)) + 5 * Double.doubleToLongBits(Math.atan2(x, y));
            if (i < 8) System.out.println("atan(" + x + ") = " + Math.atan(x) + " atan2 = " + Math.atan2(y, x));
        }
        System.out.println("atan hash " + ha + " " + Math.atan2(0.0, -0.0) + " " + Math.atan2(-0.0, -1) + " " + Math.atan(Double.NEGATIVE_INFINITY) + " " + Math.atan2(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        long hs = 0;
        for (int i = 0; i < 20000; i++) {
            double x = i % 3 == 0 ? r.nextDouble() * 2 - 1 : i % 3 == 1 ? (r.nextDouble() * 0.05 + 0.95) * (r.nextBoolean() ? 1 : -1) : (r.nextDouble() - 0.5) * 1e-6;
            hs = hs * 31 + Double.doubleToLongBits(Math.asin(x)) + 7 * Double.doubleToLongBits(StrictMath.acos(x));
            if (i < 6) System.out.println("asin(" + x + ") = " + Math.asin(x) + " acos = " + Math.acos(x));
        }
        System.out.println("asin hash " + hs + " " + Math.asin(1) + " " + Math.acos(-1) + " " + Math.asin(2) + " " + Math.acos(0.5) + " " + Math.asin(-0.0));
        Random g = new Random(42);
        for (int i = 0; i < 15; i++) System.out.println(g.nextGaussian());
        double sum = 0;
        for (int i = 0; i < 10000; i++) sum += g.nextGaussian();
        System.out.println("sum " + sum);
    }
}
