public class MathMethods {
    static String f(double d) { return String.format("%.10f", d); }

    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 0.5, -0.5, 1.0, 1.5, 2.5, -2.5, 3.7, -3.7, 10.0, 1e10, -1e-10, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double x : xs) {
            System.out.println("x=" + x + " abs " + Math.abs(x) + " floor " + Math.floor(x) + " ceil " + Math.ceil(x)
                    + " rint " + Math.rint(x) + " round " + Math.round(x) + " signum " + Math.signum(x)
                    + " sqrt " + Math.sqrt(x) + " neg " + (-x));
        }
        for (int i = 0; i <= 20; i++) {
            double x = i * 0.25;
            System.out.println(x + ": sin " + f(Math.sin(x)) + " cos " + f(Math.cos(x)) + " tan " + f(Math.tan(x))
                    + " exp " + f(Math.exp(x)) + " log " + f(Math.log(x)) + " log10 " + f(Math.log10(x))
                    + " cbrt " + f(Math.cbrt(x)) + " atan " + f(Math.atan(x)) + " sinh " + f(Math.sinh(x))
                    + " tanh " + f(Math.tanh(x)));
        }
        System.out.println(f(Math.asin(0.5)) + " " + f(Math.acos(0.5)) + " " + f(Math.atan2(1, -1)) + " " + f(Math.atan2(-0.0, -1))
                + " " + f(Math.hypot(3, 4)) + " " + f(Math.expm1(1e-5)) + " " + f(Math.log1p(1e-5)) + " " + f(Math.cosh(1)));
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(1e-300) + " " + Math.sqrt(-1) + " " + Math.sqrt(144));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(10, 15) + " " + Math.pow(-2, 3) + " "
                + Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(1, Double.NaN)
                + " " + Math.pow(2, 0.5) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1) + " " + f(Math.pow(1.0000001, 1e7)));
        System.out.println(Math.max(3, 7) + " " + Math.min(3, 7) + " " + Math.max(-5L, 2L) + " " + Math.min(1.5f, -2.5f)
                + " " + Math.max(Double.NaN, 1) + " " + Math.abs(-7) + " " + Math.abs(-7L) + " " + Math.abs(-7.5f)
                + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println(Math.round(0.49999999999999994) + " " + Math.round(-0.49999999999999994) + " " + Math.round(4503599627370497.0)
                + " " + Math.round(0.5f) + " " + Math.round(-1.5) + " " + Math.round(Float.MAX_VALUE) + " " + Math.round(Double.MIN_VALUE));
        System.out.println(Math.floorDiv(-1, 3) + " " + Math.floorMod(-1, 3) + " " + Math.floorDiv(-9L, 4L) + " " + Math.floorMod(-9L, 4L)
                + " " + Math.floorDiv(9, -4) + " " + Math.floorMod(9, -4));
        System.out.println(Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + f(Math.toRadians(45)));
        System.out.println(Math.ulp(1.0) + " " + Math.ulp(1.0f) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(1.0f, 2.0)
                + " " + Math.getExponent(1024.0) + " " + Math.getExponent(0.1f) + " " + Math.copySign(3.0, -0.0) + " " + Math.scalb(1.5, 4));
        System.out.println(Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3) + " " + (10 % 3.0) + " " + Math.IEEEremainder(-7.5, 2));
        System.out.println(Math.PI + " " + Math.E + " " + StrictMath.sqrt(3) + " " + StrictMath.floor(-1.1) + " " + StrictMath.abs(-2));
        System.out.println(Math.signum(-3.5f) + " " + Math.signum(0.0f) + " " + Math.signum(-0.0));
        long seed = 7;
        double s = 0;
        for (int i = 1; i <= 1000; i++) {
            s += Math.sqrt(i) * Math.floor(i / 7.0) - Math.ceil(i / 3.0) + Math.abs(i - 500);
            seed = seed * 31 + Math.max(i, 17) - Math.min(i, 400);
        }
        System.out.println(s + " " + seed);
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(1L << 62, 4L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.toIntExact(1L << 40);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        try {
            Math.negateExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("negateExact: " + e.getMessage());
        }
        try {
            Math.subtractExact(Long.MIN_VALUE, 1L);
        } catch (ArithmeticException e) {
            System.out.println("subtractExact: " + e.getMessage());
        }
        try {
            Math.incrementExact(Integer.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("incrementExact: " + e.getMessage());
        }
        System.out.println(Math.addExact(5, 6) + " " + Math.multiplyExact(100000, 20000) + " " + Math.subtractExact(-5L, 6L));
    }
}
