import java.math.BigInteger;

/** BigInteger: two's complement bit operations, shifts, radix strings, byte arrays. */
public class BigIntegerBits {
    public static void main(String[] args) {
        long[] vals = {0, 1, -1, 5, -5, 255, -256, 0x7fffffffL, -0x80000000L, 0x123456789abcdefL, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 40, -(1L << 40)};
        BigInteger huge = BigInteger.ONE.shiftLeft(100).subtract(BigInteger.valueOf(12345));
        BigInteger[] b = new BigInteger[vals.length + 2];
        for (int i = 0; i < vals.length; i++) b[i] = BigInteger.valueOf(vals[i]);
        b[vals.length] = huge;
        b[vals.length + 1] = huge.negate();
        for (BigInteger x : b) {
            System.out.println(x + " hex=" + x.toString(16) + " bin=" + x.toString(2) + " r36=" + x.toString(36) + " r7=" + x.toString(7)
                + " not=" + x.not() + " low=" + x.getLowestSetBit() + " bl=" + x.bitLength() + " bc=" + x.bitCount());
            for (int s : new int[] {0, 1, 3, 31, 32, 33, 64, 70}) {
                System.out.println("  <<" + s + "=" + x.shiftLeft(s) + " >>" + s + "=" + x.shiftRight(s) + " test=" + x.testBit(s)
                    + " set=" + x.setBit(s) + " clr=" + x.clearBit(s) + " flip=" + x.flipBit(s));
            }
            StringBuilder sb = new StringBuilder("  bytes=");
            for (byte by : x.toByteArray()) sb.append(by).append(',');
            System.out.println(sb + " back=" + new BigInteger(x.toByteArray()));
            if (x.signum() != 0) System.out.println("  mag=" + new BigInteger(x.signum(), x.abs().toByteArray()));
        }
        for (BigInteger x : b) {
            for (BigInteger y : b) {
                System.out.println(x + " " + y + " and=" + x.and(y) + " or=" + x.or(y) + " xor=" + x.xor(y) + " andNot=" + x.andNot(y));
            }
        }
        for (long v : vals) {
            BigInteger x = BigInteger.valueOf(v);
            boolean ok = x.and(BigInteger.valueOf(0x5555)).longValue() == (v & 0x5555)
                && x.shiftRight(3).longValue() == (v >> 3) && x.not().longValue() == ~v;
            System.out.println(v + " consistent=" + ok);
        }
        System.out.println(new BigInteger("ff", 16) + " " + new BigInteger("-zz", 36) + " " + new BigInteger("1010101010101010101010101010101010101010101", 2));
        System.out.println(new BigInteger("123456789abcdef0123456789abcdef", 16).toString(10));
        System.out.println(new BigInteger(1, new byte[] {(byte) 0xff, (byte) 0xfe}) + " " + new BigInteger(new byte[] {(byte) 0xff, (byte) 0xfe}));
        System.out.println(new BigInteger(-1, new byte[] {1, 0, 0, 0, 0}));
        try {
            BigInteger.ONE.testBit(-1);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
