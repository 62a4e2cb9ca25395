import java.math.BigInteger;
import java.util.Random;

/** BigInteger against long arithmetic on seeded random operands, and multi-word identities; prints a digest per operation. */
public class BigIntegerStress {
    public static void main(String[] args) {
        Random r = new Random(12345);
        long[] mism = new long[12];
        long digest = 17;
        for (int i = 0; i < 3000; i++) {
            long a = r.nextLong() >> r.nextInt(64), b = r.nextLong() >> r.nextInt(64);
            BigInteger A = BigInteger.valueOf(a), B = BigInteger.valueOf(b);
            if (A.add(B).longValue() != a + b) mism[0]++;
            if (A.subtract(B).longValue() != a - b) mism[1]++;
            if (A.multiply(B).longValue() != a * b) mism[2]++;
            if (b != 0 && !(a == Long.MIN_VALUE && b == -1)) {
                if (A.divide(B).longValue() != a / b) mism[3]++;
                if (A.remainder(B).longValue() != a % b) mism[4]++;
                if (b > 0 && A.mod(B).longValue() != Math.floorMod(a, b)) mism[5]++;
            }
            if (A.and(B).longValue() != (a & b) || A.or(B).longValue() != (a | b) || A.xor(B).longValue() != (a ^ b) || A.andNot(B).longValue() != (a & ~b)) mism[6]++;
            int s = r.nextInt(64);
            if (A.shiftRight(s).longValue() != a >> s) mism[7]++;
            if (A.compareTo(B) != Long.compare(a, b)) mism[8]++;
            if (!A.toString(r.nextInt(35) + 2).equals(Long.toString(a, 0)) && false) mism[9]++;
            int radix = r.nextInt(35) + 2;
            if (!A.toString(radix).equals(Long.toString(a, radix))) mism[9]++;
            if (!new BigInteger(Long.toString(a, radix), radix).equals(A)) mism[10]++;
            if (A.bitCount() != Long.bitCount(a < 0 ? ~a : a) || A.bitLength() != 64 - Long.numberOfLeadingZeros(a < 0 ? ~a : a)) mism[11]++;
            digest = digest * 31 + A.multiply(B).add(A).hashCode();
        }
        System.out.println(java.util.Arrays.toString(mism) + " digest " + digest);
        for (int i = 0; i < 200; i++) {
            BigInteger x = new BigInteger(1 + r.nextInt(600), r);
            BigInteger y = new BigInteger(1 + r.nextInt(300), r).add(BigInteger.ONE);
            if (r.nextBoolean()) x = x.negate();
            if (r.nextBoolean()) y = y.negate();
            BigInteger[] qr = x.divideAndRemainder(y);
            boolean ok = qr[0].multiply(y).add(qr[1]).equals(x) && qr[1].abs().compareTo(y.abs()) < 0 && (qr[1].signum() == 0 || qr[1].signum() == x.signum());
            BigInteger g = x.gcd(y);
            ok &= x.mod(g).signum() == 0 && y.mod(g).signum() == 0;
            ok &= x.pow(3).equals(x.multiply(x).multiply(x));
            ok &= x.shiftLeft(37).shiftRight(37).equals(x) && new BigInteger(x.toByteArray()).equals(x) && new BigInteger(x.toString(7), 7).equals(x);
            ok &= x.xor(y).xor(y).equals(x) && x.and(y).or(x.andNot(y)).equals(x) && x.not().not().equals(x);
            if (!ok || i % 40 == 0) System.out.println(i + " " + ok + " " + qr[0].toString(36) + " " + qr[1].bitLength() + " " + g);
        }
    }
}
