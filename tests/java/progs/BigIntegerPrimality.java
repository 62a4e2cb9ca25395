import java.math.BigInteger;
import java.util.Random;

// isProbablePrime and nextProbablePrime on small and large values, among
// them Carmichael numbers, strong pseudoprimes to the first prime bases and
// squares of primes, and seeded random values of 2 to 120 bits: the answers
// are java's (both exact below 2^64 in practice).
public class BigIntegerPrimality {
    public static void main(String[] args) {
        long[] special = {0, 1, 2, 3, 4, 9, 25, 97, 561, 1105, 1729, 2047, 3277, 4033, 4681, 8321, 25326001L,
            3215031751L, 2152302898747L, 3474749660383L, 341550071728321L, 3825123056546413051L,
            1000000007L, 998244353L, 1L << 31, (1L << 31) - 1, (1L << 61) - 1, 1125899906842597L,
            1125899906842679L, 999999999989L, 4294967291L, 4294967297L, 9223372036854775783L,
            1000003L * 1000003L, 3037000493L * 3037000493L};
        StringBuilder sb = new StringBuilder();
        for (long v : special) {
            BigInteger b = BigInteger.valueOf(v);
            sb.append(v).append(':').append(b.isProbablePrime(100))
                .append(" next ").append(b.nextProbablePrime()).append('\n');
        }
        System.out.print(sb);
        System.out.println(BigInteger.valueOf(-7).isProbablePrime(10) + " " + BigInteger.ONE.shiftLeft(89).subtract(BigInteger.ONE).isProbablePrime(50)
            + " " + BigInteger.ONE.shiftLeft(107).subtract(BigInteger.ONE).isProbablePrime(50) + " " + BigInteger.TEN.pow(20).nextProbablePrime());
        Random r = new Random(97);
        long h = 0;
        int primes = 0;
        for (int i = 0; i < 400; i++) {
            BigInteger x = new BigInteger(2 + r.nextInt(119), r);
            boolean p = x.isProbablePrime(100);
            if (p) primes++;
            h = h * 31 + (p ? 1 : 0);
            if (i % 4 == 0) h = h * 1_000_003 + x.nextProbablePrime().hashCode();
        }
        System.out.println(primes + " " + h);
        try {
            BigInteger.valueOf(-5).nextProbablePrime();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
