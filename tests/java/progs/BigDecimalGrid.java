import java.math.*;

/** Exhaustive small grids over BigDecimal: string forms per scale, divide with every precision and rounding mode, round, setScale, remainder. */
public class BigDecimalGrid {
    public static void main(String[] args) {
        long[] unscaled = {0, 1, -1, 7, 10, 100, -12345, 123456789, 1000000};
        for (long u : unscaled) {
            StringBuilder sb = new StringBuilder(u + ":");
            for (int scale = -9; scale <= 12; scale += 3) {
                BigDecimal d = BigDecimal.valueOf(u, scale);
                sb.append(' ').append(d).append('|').append(d.toPlainString()).append('|').append(d.toEngineeringString()).append('|').append(d.stripTrailingZeros())
                    .append('|').append(d.precision());
            }
            System.out.println(sb);
        }
        String[] as = {"1", "-2", "10", "0.3", "123.456", "-999.99", "5", "0"};
        String[] bs = {"3", "7", "-6", "0.07", "11", "2.5", "1E+2"};
        for (String a : as) {
            for (String b : bs) {
                BigDecimal x = new BigDecimal(a), y = new BigDecimal(b);
                StringBuilder sb = new StringBuilder(a + "/" + b + ":");
                for (int p = 1; p <= 4; p++) {
                    for (RoundingMode rm : RoundingMode.values()) {
                        try {
                            sb.append(' ').append(x.divide(y, new MathContext(p, rm)));
                        } catch (ArithmeticException e) {
                            sb.append(" !");
                        }
                    }
                }
                sb.append(" rem=").append(x.remainder(y)).append(" dti=").append(x.divideToIntegralValue(y));
                for (int s = -1; s <= 3; s++) sb.append(" s").append(s).append('=').append(x.divide(y, s, RoundingMode.HALF_EVEN));
                System.out.println(sb);
            }
        }
        String[] rs = {"0.5", "1.5", "2.5", "-2.5", "0.049", "9.995", "-0.0001", "12345.6789", "1E+5", "-7E-3"};
        for (String r : rs) {
            BigDecimal d = new BigDecimal(r);
            StringBuilder sb = new StringBuilder(r + ":");
            for (RoundingMode rm : RoundingMode.values()) {
                for (int p = 1; p <= 3; p++) {
                    try {
                        sb.append(' ').append(d.round(new MathContext(p, rm)));
                    } catch (ArithmeticException e) {
                        sb.append(" !");
                    }
                }
                for (int s = -2; s <= 2; s++) {
                    try {
                        sb.append(' ').append(d.setScale(s, rm));
                    } catch (ArithmeticException e) {
                        sb.append(" !");
                    }
                }
            }
            System.out.println(sb);
        }
        for (String a : as) {
            BigDecimal x = new BigDecimal(a);
            System.out.println(a + " add " + x.add(new BigDecimal("0.001"), new MathContext(3)) + " mul " + x.multiply(new BigDecimal("-3.3"), new MathContext(2, RoundingMode.UP))
                + " sub " + x.subtract(new BigDecimal("1E+3"), MathContext.DECIMAL32) + " pow " + x.pow(5) + " plus " + x.plus(new MathContext(1)) + " neg " + x.negate(new MathContext(2)));
        }
    }
}
