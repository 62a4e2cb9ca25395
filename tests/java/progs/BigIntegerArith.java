import java.math.BigInteger;

/** BigInteger: parsing, printing, +, -, *, /, %, mod, compare, hashing, exact conversions. */
public class BigIntegerArith {
    public static void main(String[] args) {
        String[] nums = {"0", "1", "-1", "7", "-7", "4294967295", "4294967296", "-4294967296", "18446744073709551615",
            "18446744073709551616", "123456789012345678901234567890", "-98765432109876543210987654321",
            "340282366920938463463374607431768211456", "99999999999999999999999999999999999999999", "1000000007"};
        BigInteger[] b = new BigInteger[nums.length];
        for (int i = 0; i < nums.length; i++) {
            b[i] = new BigInteger(nums[i]);
            System.out.println(nums[i] + " -> " + b[i] + " signum=" + b[i].signum() + " bitLength=" + b[i].bitLength()
                + " bitCount=" + b[i].bitCount() + " hash=" + b[i].hashCode() + " int=" + b[i].intValue() + " long=" + b[i].longValue()
                + " double=" + b[i].doubleValue());
        }
        for (int i = 0; i < b.length; i++) {
            for (int j = 0; j < b.length; j++) {
                BigInteger x = b[i], y = b[j];
                StringBuilder sb = new StringBuilder();
                sb.append(x).append(" ? ").append(y).append(": ");
                sb.append(x.add(y)).append(' ').append(x.subtract(y)).append(' ').append(x.multiply(y)).append(' ');
                sb.append(x.compareTo(y)).append(' ').append(x.equals(y)).append(' ');
                if (y.signum() != 0) {
                    BigInteger[] qr = x.divideAndRemainder(y);
                    sb.append(x.divide(y)).append(' ').append(x.remainder(y)).append(' ').append(qr[0]).append(' ').append(qr[1]);
                    if (y.signum() > 0) sb.append(" mod=").append(x.mod(y));
                    if (!qr[0].multiply(y).add(qr[1]).equals(x)) sb.append(" BAD");
                } else {
                    try {
                        x.divide(y);
                    } catch (ArithmeticException e) {
                        sb.append(e.getMessage());
                    }
                }
                sb.append(" gcd=").append(x.gcd(y)).append(" min=").append(x.min(y)).append(" max=").append(x.max(y));
                System.out.println(sb);
            }
        }
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 60; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("60! = " + f);
        BigInteger g = f;
        for (int i = 60; i >= 1; i--) g = g.divide(BigInteger.valueOf(i));
        System.out.println("back = " + g);
        BigInteger big = new BigInteger("1234567890123456789012345678901234567890123456789012345678901234567890");
        BigInteger d = new BigInteger("98765432109876543210987654321");
        System.out.println(big.divide(d) + " " + big.remainder(d) + " " + big.negate().divide(d) + " " + big.negate().mod(d));
        System.out.println(Long.MIN_VALUE + " " + BigInteger.valueOf(Long.MIN_VALUE) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate());
        System.out.println(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValue());
        try {
            BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigInteger("12x4");
        } catch (NumberFormatException e) {
            System.out.println("NFE");
        }
        try {
            new BigInteger("");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new BigInteger("+42") + " " + new BigInteger("-0") + " " + new BigInteger("000123"));
        System.out.println(BigInteger.ZERO.equals(new BigInteger("-0")) + " " + BigInteger.TEN.pow(30));
    }
}
