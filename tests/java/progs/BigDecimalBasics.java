import java.math.*;
import java.util.*;

/** BigDecimal: parsing, toString/toPlainString/toEngineeringString, scale, precision, add/subtract/multiply, compare vs equals. */
public class BigDecimalBasics {
    public static void main(String[] args) {
        String[] in = {"0", "0.00", "1", "-1.5", "123.4500", "1E+3", "1e-3", "-0.000001", "0.0000001", "12345678901234567890.123456789",
            "1.23E-10", "-4.56e+20", "100", "0E-7", "0E+2", "+7.0", ".5", "5.", "314159E-5", "1234.5678E2"};
        List<BigDecimal> list = new ArrayList<>();
        for (String s : in) {
            BigDecimal d = new BigDecimal(s);
            list.add(d);
            System.out.println(s + " -> " + d + " plain=" + d.toPlainString() + " eng=" + d.toEngineeringString() + " scale=" + d.scale()
                + " prec=" + d.precision() + " unscaled=" + d.unscaledValue() + " signum=" + d.signum() + " hash=" + d.hashCode()
                + " strip=" + d.stripTrailingZeros() + " dbl=" + d.doubleValue() + " int=" + d.intValue() + " long=" + d.longValue());
        }
        for (int i = 0; i < list.size(); i += 2) {
            for (int j = 1; j < list.size(); j += 3) {
                BigDecimal a = list.get(i), b = list.get(j);
                System.out.println(a + " , " + b + ": add=" + a.add(b) + " sub=" + a.subtract(b) + " mul=" + a.multiply(b)
                    + " cmp=" + a.compareTo(b) + " eq=" + a.equals(b) + " max=" + a.max(b) + " min=" + a.min(b));
            }
        }
        System.out.println(new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00")));
        Set<BigDecimal> hs = new HashSet<>(Arrays.asList(new BigDecimal("2.0"), new BigDecimal("2.00"), new BigDecimal("2")));
        System.out.println(hs.size() + " " + new TreeSet<>(hs).size());
        for (double v : new double[] {0.1, 0.5, 2.0, -1.25, 1e-5, 123456.789, 1e20, 0.0, Math.PI}) {
            System.out.println(v + ": new=" + new BigDecimal(v) + " valueOf=" + BigDecimal.valueOf(v));
        }
        System.out.println(BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(12345, -3) + " " + BigDecimal.valueOf(-5, 0) + " " + BigDecimal.valueOf(7L));
        System.out.println(new BigDecimal(new BigInteger("123456"), 2) + " " + new BigDecimal(42) + " " + new BigDecimal(-42L));
        BigDecimal x = new BigDecimal("123.456");
        System.out.println(x.movePointLeft(2) + " " + x.movePointRight(2) + " " + x.movePointRight(5) + " " + x.movePointLeft(-4) + " " + x.scaleByPowerOfTen(3)
            + " " + x.scaleByPowerOfTen(-3) + " " + x.negate() + " " + x.negate().abs() + " " + x.ulp() + " " + x.plus() + " " + x.pow(3) + " " + x.pow(0));
        System.out.println(x.toBigInteger() + " " + x.negate().toBigInteger() + " " + new BigDecimal("1E+5").toBigInteger() + " " + new BigDecimal("100.00").toBigIntegerExact());
        for (String bad : new String[] {"abc", "1.2.3", "", "1e", "--1", "1e+x"}) {
            try {
                new BigDecimal(bad);
                System.out.println("parsed " + bad);
            } catch (NumberFormatException e) {
                System.out.println("NFE " + bad);
            }
        }
        try {
            new BigDecimal("1.5").toBigIntegerExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigDecimal("1.5").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigDecimal("1E+20").longValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new BigDecimal("12.000").intValueExact() + " " + BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN);
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) sum = sum.add(new BigDecimal("0.1"));
        System.out.println(sum + " " + (sum.compareTo(BigDecimal.ONE) == 0));
    }
}
