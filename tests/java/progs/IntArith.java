public class IntArith {
    static int[] VALUES = {0, 1, -1, 2, -2, 7, -7, 10, 100, 12345, -98765, Integer.MAX_VALUE, Integer.MIN_VALUE,
            Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1, 65536, 46341, -46341};

    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("MAX+1 = " + (max + 1));
        System.out.println("MIN-1 = " + (min - 1));
        System.out.println("MAX*2 = " + (max * 2));
        System.out.println("MIN*-1 = " + (min * -1));
        System.out.println("-MIN = " + (-min));
        System.out.println("MIN/-1 = " + div(min, -1));
        System.out.println("MIN%-1 = " + rem(min, -1));
        System.out.println("Math.abs(MIN) = " + Math.abs(min));
        System.out.println("46341*46341 = " + (46341 * 46341));
        System.out.println("65536*65536 = " + (65536 * 65536));
        System.out.println("65535*65537 = " + (65535 * 65537));
        for (int a : VALUES) {
            StringBuilder sb = new StringBuilder();
            for (int b : VALUES) {
                sb.append(a).append(" op ").append(b).append(": ");
                sb.append(a + b).append(' ').append(a - b).append(' ').append(a * b).append(' ');
                try {
                    sb.append(div(a, b)).append(' ').append(rem(a, b));
                } catch (ArithmeticException e) {
                    sb.append("AE:").append(e.getMessage());
                }
                sb.append(" | ");
            }
            System.out.println(sb);
        }
        // idiv / irem / ldiv / lrem by zero
        int zero = 0;
        long lzero = 0L;
        try { System.out.println(5 / zero); } catch (ArithmeticException e) { System.out.println("idiv: " + e); }
        try { System.out.println(5 % zero); } catch (ArithmeticException e) { System.out.println("irem: " + e); }
        try { System.out.println(5L / lzero); } catch (ArithmeticException e) { System.out.println("ldiv: " + e); }
        try { System.out.println(5L % lzero); } catch (ArithmeticException e) { System.out.println("lrem: " + e); }
        try { System.out.println(ldiv(Long.MIN_VALUE, 0)); } catch (ArithmeticException e) { System.out.println("ldiv2: " + e.getMessage()); }
        try { System.out.println(lrem(0, 0)); } catch (ArithmeticException e) { System.out.println("lrem2: " + e.getMessage()); }
        // floating point division by zero is fine
        System.out.println("5.0/0 = " + (5.0 / zero) + ", 5%0.0 = " + (5 % 0.0));
        // sign of remainder follows dividend
        System.out.println((-7 / 2) + " " + (-7 % 2) + " " + (7 / -2) + " " + (7 % -2) + " " + (-7 / -2) + " " + (-7 % -2));
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorMod(7, -2));
        // increments, compound assignments
        int x = 10;
        x += 5; System.out.println(x);
        x -= 20; System.out.println(x);
        x *= -3; System.out.println(x);
        x /= 4; System.out.println(x);
        x %= 5; System.out.println(x);
        x <<= 3; System.out.println(x);
        x >>= 1; System.out.println(x);
        x ^= 0xFF; System.out.println(x);
        x |= 0x100; System.out.println(x);
        x &= 0x1F0; System.out.println(x);
        int y = x++ + ++x;
        System.out.println("x=" + x + " y=" + y);
        y = x-- - --x;
        System.out.println("x=" + x + " y=" + y);
        // byte/short compound assignment narrowing
        byte b = 100;
        b += 100;
        System.out.println("byte 100+100 = " + b);
        short s = 30000;
        s += 30000;
        System.out.println("short 30000+30000 = " + s);
        b = -128; b--; System.out.println("byte -128-1 = " + b);
        char c = 65535; c++; System.out.println("char 65535+1 = " + (int) c);
        // large loop sum with overflow
        int sum = 0;
        for (int i = 0; i < 100000; i++) {
            sum += i * i;
        }
        System.out.println("sum of squares (overflowed) = " + sum);
        int h = 0;
        for (int i = 0; i < 1000; i++) {
            h = 31 * h + (i ^ (i >>> 3));
        }
        System.out.println("hash = " + h);
        // constants folded vs runtime
        final int K = 1 << 30;
        System.out.println(K * 4 + " " + (K + K + K));
        System.out.println(Integer.MAX_VALUE + Integer.MAX_VALUE);
        System.out.println(-(-2147483648));
        System.out.println(~0 + " " + ~max + " " + ~min + " " + ~12345);
    }
}
