import java.math.*;
import java.util.*;
import java.util.stream.*;

/** Larger computations: pi by Machin's formula (BigDecimal), e by series, fib(1000) by matrix power, factorial digit sums, Collatz with BigInteger. */
public class BigMathPrograms {
    static BigDecimal arctanInv(int x, int scale) {
        BigDecimal result = BigDecimal.ZERO;
        BigDecimal xSq = BigDecimal.valueOf((long) x * x);
        BigDecimal term = BigDecimal.ONE.divide(BigDecimal.valueOf(x), scale, RoundingMode.HALF_EVEN);
        int n = 1;
        boolean add = true;
        while (term.signum() != 0) {
            BigDecimal t = term.divide(BigDecimal.valueOf(n), scale, RoundingMode.HALF_EVEN);
            result = add ? result.add(t) : result.subtract(t);
            term = term.divide(xSq, scale, RoundingMode.HALF_EVEN);
            n += 2;
            add = !add;
        }
        return result;
    }

    static BigInteger[][] mul(BigInteger[][] a, BigInteger[][] b) {
        return new BigInteger[][] {
            {a[0][0].multiply(b[0][0]).add(a[0][1].multiply(b[1][0])), a[0][0].multiply(b[0][1]).add(a[0][1].multiply(b[1][1]))},
            {a[1][0].multiply(b[0][0]).add(a[1][1].multiply(b[1][0])), a[1][0].multiply(b[0][1]).add(a[1][1].multiply(b[1][1]))}};
    }

    static BigInteger fib(int n) {
        BigInteger[][] r = {{BigInteger.ONE, BigInteger.ZERO}, {BigInteger.ZERO, BigInteger.ONE}};
        BigInteger[][] m = {{BigInteger.ONE, BigInteger.ONE}, {BigInteger.ONE, BigInteger.ZERO}};
        while (n > 0) {
            if ((n & 1) == 1) r = mul(r, m);
            m = mul(m, m);
            n >>= 1;
        }
        return r[0][1];
    }

    public static void main(String[] args) {
        int scale = 110;
        BigDecimal pi = arctanInv(5, scale).multiply(BigDecimal.valueOf(16)).subtract(arctanInv(239, scale).multiply(BigDecimal.valueOf(4)));
        System.out.println("pi = " + pi.setScale(100, RoundingMode.DOWN));
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        for (int i = 1; i < 80; i++) {
            term = term.divide(BigDecimal.valueOf(i), scale, RoundingMode.HALF_EVEN);
            e = e.add(term);
        }
        System.out.println("e  = " + e.round(new MathContext(60)));
        BigDecimal sqrt2 = new BigDecimal(1.5);
        for (int i = 0; i < 8; i++) sqrt2 = sqrt2.add(BigDecimal.valueOf(2).divide(sqrt2, MathContext.DECIMAL128)).divide(BigDecimal.valueOf(2), MathContext.DECIMAL128);
        System.out.println("sqrt2 = " + sqrt2 + " sq=" + sqrt2.multiply(sqrt2).round(MathContext.DECIMAL64));
        BigInteger f1000 = fib(1000);
        System.out.println("fib(1000) = " + f1000 + " digits=" + f1000.toString().length() + " bits=" + f1000.bitLength());
        System.out.println("fib(1000) mod 1e9+7 = " + f1000.mod(BigInteger.valueOf(1_000_000_007)));
        BigInteger fact = LongStream.rangeClosed(1, 200).mapToObj(BigInteger::valueOf).reduce(BigInteger.ONE, BigInteger::multiply);
        System.out.println("200! digit sum = " + fact.toString().chars().map(c -> c - '0').sum() + ", trailing zeros = " + (fact.toString().length() - fact.toString().replaceAll("0+$", "").length()));
        BigInteger c = new BigInteger("989345275647");
        int steps = 0;
        BigInteger max = c;
        while (!c.equals(BigInteger.ONE)) {
            c = c.testBit(0) ? c.multiply(BigInteger.valueOf(3)).add(BigInteger.ONE) : c.shiftRight(1);
            max = max.max(c);
            steps++;
        }
        System.out.println("collatz steps=" + steps + " max=" + max);
        BigInteger mersenne = BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE);
        System.out.println("M127 = " + mersenne + " hex=" + mersenne.toString(16) + " prime=" + mersenne.isProbablePrime(40));
        BigDecimal compound = new BigDecimal("1000.00");
        for (int m = 0; m < 24; m++) compound = compound.multiply(new BigDecimal("1.004166666666")).setScale(10, RoundingMode.HALF_EVEN);
        System.out.println("compound = " + compound.setScale(2, RoundingMode.HALF_EVEN) + " " + compound.toPlainString() + " " + compound.precision());
    }
}
