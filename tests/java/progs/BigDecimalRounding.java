// release: 17
import java.math.*;

/** BigDecimal: setScale with every RoundingMode, round(MathContext), divide variants, remainder, MathContext. */
public class BigDecimalRounding {
    public static void main(String[] args) {
        String[] vals = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "123.445", "-0.0049"};
        for (RoundingMode rm : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(rm + ":");
            for (String v : vals) {
                BigDecimal d = new BigDecimal(v);
                try {
                    sb.append(' ').append(d.setScale(0, rm)).append('/').append(d.setScale(1, rm));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        System.out.println(RoundingMode.valueOf(BigDecimal.ROUND_HALF_EVEN) + " " + RoundingMode.valueOf("CEILING").ordinal());
        BigDecimal[] xs = {new BigDecimal("1"), new BigDecimal("10"), new BigDecimal("2.00"), new BigDecimal("-7"), new BigDecimal("22"), new BigDecimal("0.3"), new BigDecimal("1234.5678")};
        BigDecimal[] ys = {new BigDecimal("3"), new BigDecimal("4"), new BigDecimal("8"), new BigDecimal("0.2"), new BigDecimal("-7"), new BigDecimal("1.25"), new BigDecimal("0.001")};
        MathContext[] mcs = {MathContext.DECIMAL32, MathContext.DECIMAL64, new MathContext(3), new MathContext(5, RoundingMode.DOWN), new MathContext(1, RoundingMode.CEILING)};
        for (BigDecimal x : xs) {
            for (BigDecimal y : ys) {
                StringBuilder sb = new StringBuilder(x + "/" + y + ":");
                try {
                    sb.append(" exact=").append(x.divide(y));
                } catch (ArithmeticException e) {
                    sb.append(" exact!").append(e.getMessage());
                }
                for (MathContext mc : mcs) sb.append(' ').append(x.divide(y, mc));
                sb.append(" s4=").append(x.divide(y, 4, RoundingMode.HALF_UP)).append(" rm=").append(x.divide(y, RoundingMode.HALF_EVEN));
                sb.append(" int=").append(x.divideToIntegralValue(y)).append(" rem=").append(x.remainder(y));
                System.out.println(sb);
            }
        }
        System.out.println(new BigDecimal("1000000001").divide(BigDecimal.ONE, new MathContext(5)));
        System.out.println(new BigDecimal("100").divide(new BigDecimal("4")) + " " + new BigDecimal("1.00").divide(new BigDecimal("4")) + " " + new BigDecimal("6.0").divide(new BigDecimal("2")));
        System.out.println(new BigDecimal("1E+3").divide(new BigDecimal("5E-2")) + " " + BigDecimal.ZERO.divide(new BigDecimal("3.00")));
        try {
            BigDecimal.ONE.divide(BigDecimal.ZERO);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigDecimal.ZERO.divide(BigDecimal.ZERO);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        BigDecimal pi = new BigDecimal("3.14159265358979323846264338327950288");
        for (int p = 1; p <= 12; p++) System.out.println(p + " " + pi.round(new MathContext(p)) + " " + pi.negate().round(new MathContext(p, RoundingMode.FLOOR)));
        System.out.println(new BigDecimal("9.9999").round(new MathContext(3)) + " " + new BigDecimal("99999").round(new MathContext(2)) + " " + new BigDecimal("123456").round(new MathContext(0)));
        System.out.println(MathContext.DECIMAL128 + " | " + MathContext.UNLIMITED + " | " + new MathContext("precision=7 roundingMode=HALF_DOWN").getRoundingMode());
        System.out.println(new BigDecimal("2").sqrt(MathContext.DECIMAL64) + " " + new BigDecimal("4").sqrt(MathContext.DECIMAL32) + " " + new BigDecimal("0.25").sqrt(new MathContext(10)));
        System.out.println(new BigDecimal("1.1").pow(10) + " " + new BigDecimal("1.1").pow(10, new MathContext(5)) + " " + new BigDecimal("2").pow(-3, MathContext.DECIMAL32));
        System.out.println(new BigDecimal("123.456").add(new BigDecimal("0.0001"), new MathContext(4)) + " " + new BigDecimal("123.456").multiply(new BigDecimal("2.5"), new MathContext(3)));
        BigDecimal total = BigDecimal.ZERO;
        BigDecimal rate = new BigDecimal("0.0375");
        BigDecimal bal = new BigDecimal("10000.00");
        for (int year = 1; year <= 10; year++) {
            BigDecimal interest = bal.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);
            bal = bal.add(interest);
            total = total.add(interest);
            System.out.println("year " + year + " interest " + interest + " balance " + bal);
        }
        System.out.println("total " + total + " " + String.format("%.3f|%10.2f|%s", total, bal, bal));
    }
}
