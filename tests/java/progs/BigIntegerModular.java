// release: 17
import java.math.BigInteger;
import java.util.*;

/** BigInteger: pow, modPow, modInverse, gcd, sqrt, primes, a toy RSA, Fibonacci, Random-built values. */
public class BigIntegerModular {
    public static void main(String[] args) {
        BigInteger two = BigInteger.valueOf(2);
        for (int e : new int[] {0, 1, 10, 64, 127, 200}) System.out.println("2^" + e + "=" + two.pow(e) + " (-3)^" + e + "=" + BigInteger.valueOf(-3).pow(e));
        BigInteger m = new BigInteger("1000000007");
        System.out.println(two.modPow(BigInteger.valueOf(1000000), m));
        System.out.println(BigInteger.valueOf(3).modPow(new BigInteger("123456789123456789"), new BigInteger("998244353")));
        System.out.println(BigInteger.valueOf(-7).modPow(BigInteger.valueOf(3), BigInteger.valueOf(11)));
        System.out.println(BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(11)));
        System.out.println(BigInteger.valueOf(17).modInverse(BigInteger.valueOf(3120)));
        try {
            BigInteger.valueOf(6).modInverse(BigInteger.valueOf(9));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigInteger.ONE.mod(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigInteger.ONE.pow(-1);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        // toy RSA
        BigInteger p = new BigInteger("1000000000000000000000000000057");
        BigInteger q = new BigInteger("1000000000000000000000000000099");
        System.out.println(p.isProbablePrime(50) + " " + q.isProbablePrime(50));
        BigInteger n = p.multiply(q);
        BigInteger phi = p.subtract(BigInteger.ONE).multiply(q.subtract(BigInteger.ONE));
        BigInteger e = BigInteger.valueOf(65537);
        BigInteger d = e.modInverse(phi);
        BigInteger msg = new BigInteger("42424242424242424242424242");
        BigInteger c = msg.modPow(e, n);
        System.out.println("n=" + n + " d=" + d + " c=" + c + " back=" + c.modPow(d, n));
        // primes
        List<Integer> primes = new ArrayList<>();
        for (int i = -3; i < 120; i++) if (BigInteger.valueOf(i).isProbablePrime(20)) primes.add(i);
        System.out.println(primes);
        BigInteger x = BigInteger.TEN.pow(20);
        for (int i = 0; i < 5; i++) {
            x = x.nextProbablePrime();
            System.out.println(x);
        }
        System.out.println(new BigInteger("170141183460469231731687303715884105727").isProbablePrime(100));
        System.out.println(new BigInteger("170141183460469231731687303715884105729").isProbablePrime(100));
        System.out.println(BigInteger.valueOf(561).isProbablePrime(100) + " " + BigInteger.valueOf(1105).isProbablePrime(100));
        // sqrt and gcd
        for (String s : new String[] {"0", "1", "2", "99", "100", "123456789012345678901234567890", "1000000000000000000000000000000000000"}) {
            BigInteger v = new BigInteger(s);
            System.out.println("sqrt(" + s + ")=" + v.sqrt());
        }
        System.out.println(new BigInteger("1071").gcd(new BigInteger("-462")) + " " + BigInteger.ZERO.gcd(BigInteger.ZERO));
        BigInteger a = BigInteger.ZERO, bb = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = a.add(bb);
            a = bb;
            bb = t;
        }
        System.out.println("fib300=" + a);
        Random r = new Random(42);
        for (int i = 0; i < 5; i++) System.out.println(new BigInteger(100, r));
        Map<BigInteger, Integer> hm = new HashMap<>();
        for (int i = 0; i < 20; i++) hm.put(two.pow(i * 7).subtract(BigInteger.valueOf(i)), i);
        System.out.println(hm);
        TreeSet<BigInteger> ts = new TreeSet<>(hm.keySet());
        System.out.println(ts.first() + " " + ts.last());
    }
}
