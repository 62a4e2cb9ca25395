public class LongArith {
    static long[] VALUES = {0L, 1L, -1L, 3L, -3L, 1000000007L, 4294967296L, -4294967296L, 0x7FFFFFFFL,
            Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE / 3, 123456789012345L, -987654321098765L};

    static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

    static long fib(int n) {
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) { long t = a + b; a = b; b = t; }
        return a;
    }

    static long powmod(long base, long exp, long mod) {
        long result = 1;
        base %= mod;
        while (exp > 0) {
            if ((exp & 1) == 1) result = result * base % mod;
            base = base * base % mod;
            exp >>= 1;
        }
        return result;
    }

    public static void main(String[] args) {
        for (long a : VALUES) {
            for (long b : VALUES) {
                String q;
                try {
                    q = (a / b) + " " + (a % b);
                } catch (ArithmeticException e) {
                    q = "AE " + e.getMessage();
                }
                System.out.println(a + " , " + b + " -> " + (a + b) + " " + (a - b) + " " + (a * b) + " " + q
                        + " " + (a & b) + " " + (a | b) + " " + (a ^ b) + " " + (a < b) + " " + Long.compare(a, b));
            }
        }
        System.out.println("MIN/-1 = " + (Long.MIN_VALUE / -1L) + "  MIN%-1 = " + (Long.MIN_VALUE % -1L));
        for (int i = 0; i <= 25; i++) {
            System.out.println(i + "! = " + fact(i));
        }
        for (int i = 80; i <= 95; i++) {
            System.out.println("fib(" + i + ") = " + fib(i));
        }
        System.out.println(powmod(2, 1000000, 1000000007L));
        System.out.println(powmod(3, 123456789, 998244353L));
        long x = 1;
        for (int i = 0; i < 70; i++) {
            x *= 3;
        }
        System.out.println("3^70 wrapped = " + x);
        int i1 = 2000000000;
        long wide = i1 + i1;          // int overflow then widen
        long wide2 = (long) i1 + i1;  // long arithmetic
        System.out.println(wide + " " + wide2);
        long big = 0x123456789ABCDEFL;
        System.out.println((int) big + " " + (short) big + " " + (byte) big + " " + (int) (char) big);
        System.out.println(Long.MAX_VALUE + 1 == Long.MIN_VALUE);
        long acc = 0;
        for (long k = -5000; k < 5000; k += 7) {
            acc = acc * 6364136223846793005L + k;
        }
        System.out.println("lcg acc = " + acc);
        System.out.println(Long.toString(acc, 36) + " " + Long.toHexString(acc) + " " + Long.toOctalString(acc));
        long m = -1L >>> 1;
        System.out.println(m + " " + (m == Long.MAX_VALUE));
        System.out.println(-0L + " " + (0L == -0L));
        long y = 10;
        y += 2.7; System.out.println(y);
        y *= 1.5; System.out.println(y);
        y -= 100000000000L; System.out.println(y);
        y /= -7; System.out.println(y);
        y %= 1000; System.out.println(y);
    }
}
