public class CompareExact {
    static long factorialExact(int n) {
        long r = 1;
        for (int i = 2; i <= n; i++) r = Math.multiplyExact(r, i);
        return r;
    }

    static int sumExact(int[] xs) {
        int s = 0;
        for (int x : xs) s = Math.addExact(s, x);
        return s;
    }

    public static void main(String[] args) {
        int[][] pairs = {{1, 2}, {2, 1}, {5, 5}, {Integer.MIN_VALUE, Integer.MAX_VALUE}, {Integer.MAX_VALUE, Integer.MIN_VALUE}, {-1, 0}, {0, -1}};
        for (int[] p : pairs) {
            int naive = p[0] - p[1];
            System.out.println(p[0] + " vs " + p[1] + ": compare " + Integer.compare(p[0], p[1]) + " compareTo " + Integer.valueOf(p[0]).compareTo(p[1]) + " naive subtraction " + (naive > 0 ? 1 : naive < 0 ? -1 : 0)
                    + " unsigned " + Integer.compareUnsigned(p[0], p[1]));
        }
        System.out.println(Long.compare(Long.MIN_VALUE, 1) + " " + Short.compare((short) 1, (short) -1) + " " + Byte.compare((byte) -128, (byte) 127) + " " + Character.compare('z', 'a')
                + " " + Boolean.compare(false, true) + " " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Float.compare(-0f, 0f));
        for (int n = 18; n <= 22; n++) {
            try {
                System.out.println(n + "! = " + factorialExact(n));
            } catch (ArithmeticException e) {
                System.out.println(n + "! overflows: " + e.getMessage());
            }
        }
        try {
            System.out.println(sumExact(new int[] {1000000000, 1000000000, 147483647}));
            System.out.println(sumExact(new int[] {1000000000, 1000000000, 147483648}));
        } catch (ArithmeticException e) {
            System.out.println("sum overflow: " + e.getMessage());
        }
        long[][] lops = {{Long.MAX_VALUE, 1}, {Long.MIN_VALUE, -1}, {1L << 32, 1L << 31}, {3037000499L, 3037000499L}, {3037000500L, 3037000500L}};
        for (long[] p : lops) {
            String add, sub, mul;
            try { add = String.valueOf(Math.addExact(p[0], p[1])); } catch (ArithmeticException e) { add = "overflow"; }
            try { sub = String.valueOf(Math.subtractExact(p[0], p[1])); } catch (ArithmeticException e) { sub = "overflow"; }
            try { mul = String.valueOf(Math.multiplyExact(p[0], p[1])); } catch (ArithmeticException e) { mul = "overflow"; }
            System.out.println(p[0] + ", " + p[1] + ": add " + add + " sub " + sub + " mul " + mul);
        }
        // manual overflow detection
        long a = Long.MAX_VALUE - 5, b = 10;
        long r = a + b;
        boolean overflow = ((a ^ r) & (b ^ r)) < 0;
        System.out.println("manual overflow detect " + overflow + " wrapped " + r);
        try {
            Math.toIntExact(Integer.MAX_VALUE + 1L);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        System.out.println(Math.toIntExact(-5L) + " " + Math.negateExact(-5) + " " + Math.decrementExact(Long.MIN_VALUE + 1) + " " + Math.incrementExact(-1));
        try {
            Math.decrementExact(Long.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("decrementExact: " + e.getMessage());
        }
        try {
            Math.floorDiv(Integer.MIN_VALUE, -1);
            System.out.println("floorDiv MIN/-1 = " + Math.floorDiv(Integer.MIN_VALUE, -1));
            Math.floorMod(5, 0);
        } catch (ArithmeticException e) {
            System.out.println("floorMod by zero: " + e.getMessage());
        }
    }
}
