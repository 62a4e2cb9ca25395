import java.util.*;

/** Arbitrary-precision non-negative integers in int arrays (base 10^9): add, multiply, divide by small, power, factorials. */
public class BigFactorial {
    static final int BASE = 1_000_000_000;

    /** Little-endian limbs; no leading zero limbs except for zero itself (single limb 0). */
    static final class Big implements Comparable<Big> {
        final int[] d;

        Big(int[] d) { this.d = trim(d); }

        static Big of(long v) {
            if (v < 0) throw new IllegalArgumentException("negative: " + v);
            List<Integer> limbs = new ArrayList<Integer>();
            do {
                limbs.add((int) (v % BASE));
                v /= BASE;
            } while (v > 0);
            int[] d = new int[limbs.size()];
            for (int i = 0; i < d.length; i++) d[i] = limbs.get(i);
            return new Big(d);
        }

        static Big parse(String s) {
            if (!s.matches("\\d+")) throw new NumberFormatException("not a non-negative integer: \"" + s + "\"");
            int n = (s.length() + 8) / 9;
            int[] d = new int[n];
            for (int i = 0; i < n; i++) {
                int end = s.length() - 9 * i;
                int start = Math.max(0, end - 9);
                d[i] = Integer.parseInt(s.substring(start, end));
            }
            return new Big(d);
        }

        static int[] trim(int[] d) {
            int n = d.length;
            while (n > 1 && d[n - 1] == 0) n--;
            return n == d.length ? d : Arrays.copyOf(d, n);
        }

        Big add(Big o) {
            int n = Math.max(d.length, o.d.length);
            int[] r = new int[n + 1];
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long s = carry + (i < d.length ? d[i] : 0) + (i < o.d.length ? o.d[i] : 0);
                r[i] = (int) (s % BASE);
                carry = s / BASE;
            }
            r[n] = (int) carry;
            return new Big(r);
        }

        Big subtract(Big o) {
            if (compareTo(o) < 0) throw new ArithmeticException("negative result");
            int[] r = new int[d.length];
            long borrow = 0;
            for (int i = 0; i < d.length; i++) {
                long s = (long) d[i] - borrow - (i < o.d.length ? o.d[i] : 0);
                if (s < 0) { s += BASE; borrow = 1; } else borrow = 0;
                r[i] = (int) s;
            }
            return new Big(r);
        }

        Big multiply(Big o) {
            long[] acc = new long[d.length + o.d.length + 1];
            for (int i = 0; i < d.length; i++) {
                long carry = 0;
                for (int j = 0; j < o.d.length || carry != 0; j++) {
                    long cur = acc[i + j] + carry + (j < o.d.length ? (long) d[i] * o.d[j] : 0);
                    acc[i + j] = cur % BASE;
                    carry = cur / BASE;
                }
            }
            int[] r = new int[acc.length];
            for (int i = 0; i < acc.length; i++) r[i] = (int) acc[i];
            return new Big(r);
        }

        Big multiplySmall(int m) {
            int[] r = new int[d.length + 2];
            long carry = 0;
            for (int i = 0; i < d.length; i++) {
                long cur = (long) d[i] * m + carry;
                r[i] = (int) (cur % BASE);
                carry = cur / BASE;
            }
            r[d.length] = (int) (carry % BASE);
            r[d.length + 1] = (int) (carry / BASE);
            return new Big(r);
        }

        /** Returns {quotient, remainder} for a small positive divisor. */
        Object[] divideSmall(int m) {
            if (m <= 0) throw new ArithmeticException("divisor must be positive: " + m);
            int[] q = new int[d.length];
            long rem = 0;
            for (int i = d.length - 1; i >= 0; i--) {
                long cur = d[i] + rem * BASE;
                q[i] = (int) (cur / m);
                rem = cur % m;
            }
            return new Object[] {new Big(q), (int) rem};
        }

        Big pow(int e) {
            Big result = of(1), base = this;
            while (e > 0) {
                if ((e & 1) == 1) result = result.multiply(base);
                base = base.multiply(base);
                e >>= 1;
            }
            return result;
        }

        int digitSum() {
            int s = 0;
            for (char c : toString().toCharArray()) s += c - '0';
            return s;
        }

        boolean isZero() { return d.length == 1 && d[0] == 0; }

        public int compareTo(Big o) {
            if (d.length != o.d.length) return Integer.compare(d.length, o.d.length);
            for (int i = d.length - 1; i >= 0; i--) if (d[i] != o.d[i]) return Integer.compare(d[i], o.d[i]);
            return 0;
        }

        @Override public boolean equals(Object o) { return o instanceof Big && compareTo((Big) o) == 0; }
        @Override public int hashCode() { return Arrays.hashCode(d); }

        @Override public String toString() {
            StringBuilder sb = new StringBuilder(String.valueOf(d[d.length - 1]));
            for (int i = d.length - 2; i >= 0; i--) sb.append(String.format("%09d", d[i]));
            return sb.toString();
        }
    }

    static Big factorial(int n) {
        Big r = Big.of(1);
        for (int i = 2; i <= n; i++) r = r.multiplySmall(i);
        return r;
    }

    public static void main(String[] args) {
        for (int n : new int[] {0, 1, 5, 10, 20, 21, 25, 30, 50}) System.out.println(n + "! = " + factorial(n));
        Big f100 = factorial(100);
        String s100 = f100.toString();
        int trailing = 0;
        for (int i = s100.length() - 1; i >= 0 && s100.charAt(i) == '0'; i--) trailing++;
        System.out.println("100! has " + s100.length() + " digits, digit sum " + f100.digitSum() + ", trailing zeros " + trailing);
        System.out.println("100! = " + s100);
        Big f500 = factorial(500);
        String s500 = f500.toString();
        System.out.println("500! has " + s500.length() + " digits, starts " + s500.substring(0, 20) + ", digit sum " + f500.digitSum());
        // check: 500! / 499! == 500 by dividing repeatedly
        Big q = f500;
        for (int i = 500; i >= 2; i--) {
            Object[] qr = q.divideSmall(i);
            if ((Integer) qr[1] != 0) throw new AssertionError("remainder at " + i);
            q = (Big) qr[0];
        }
        System.out.println("500! divided by 500..2 = " + q);
        System.out.println("2^64 = " + Big.of(2).pow(64) + ", 2^200 = " + Big.of(2).pow(200));
        System.out.println("3^100 = " + Big.of(3).pow(100));
        Big fibA = Big.of(0), fibB = Big.of(1);
        for (int i = 0; i < 300; i++) {
            Big t = fibA.add(fibB);
            fibA = fibB;
            fibB = t;
        }
        System.out.println("fib(300) = " + fibA);
        Big x = Big.parse("123456789012345678901234567890");
        Big y = Big.parse("987654321098765432109876543210");
        System.out.println("x + y = " + x.add(y));
        System.out.println("y - x = " + y.subtract(x));
        System.out.println("x * y = " + x.multiply(y));
        System.out.println("x * 0 = " + x.multiply(Big.of(0)) + ", zero? " + x.multiply(Big.of(0)).isZero());
        Object[] qr = y.divideSmall(97);
        System.out.println("y / 97 = " + qr[0] + " remainder " + qr[1]);
        System.out.println("compare " + x.compareTo(y) + " " + y.compareTo(x) + " " + x.compareTo(Big.parse("000123456789012345678901234567890")) + " equals " + x.equals(Big.parse("123456789012345678901234567890")));
        System.out.println("Long.MAX_VALUE via Big = " + Big.of(Long.MAX_VALUE) + ", +1 = " + Big.of(Long.MAX_VALUE).add(Big.of(1)));
        // binomial coefficient C(100, 50) via multiply/divide
        Big c = Big.of(1);
        for (int i = 1; i <= 50; i++) {
            c = c.multiplySmall(50 + i);
            c = (Big) c.divideSmall(i)[0];
        }
        System.out.println("C(100,50) = " + c);
        try {
            x.subtract(y);
        } catch (ArithmeticException e) {
            System.out.println("subtract error: " + e.getMessage());
        }
        try {
            Big.parse("12a");
        } catch (NumberFormatException e) {
            System.out.println("parse error: " + e.getMessage());
        }
        // sum of digits of 2^1000 (Project Euler 16)
        System.out.println("digit sum of 2^1000 = " + Big.of(2).pow(1000).digitSum());
        Set<Big> set = new HashSet<Big>();
        set.add(Big.parse("42"));
        set.add(Big.of(42));
        System.out.println("set of equal bigs has size " + set.size());
    }
}
