// release: 17
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

// BigDecimal.sqrt of values with odd, negative and large scales, exact and
// inexact, in several precisions and rounding modes: the digits and the
// scale java chooses (nearest the preferred scale, this.scale() / 2, within
// the precision, trailing zeros stripped or appended).
public class BigDecimalSqrtScales {
    public static void main(String[] args) {
        String[] values = {"0.5", "2", "12.25", "0.01", "1E+35", "1.0E+35", "0.001", "1E-9", "4E+1",
            "6.25E-3", "4.036797791096128939554054918E+36", "102834317976698234520049766E+9", "0.0000",
            "100", "1.00", "144E-4", "81.000", "3.999999999999999999999", "987654321.123456789"};
        MathContext[] mcs = {MathContext.DECIMAL32, MathContext.DECIMAL64, MathContext.DECIMAL128,
            new MathContext(3, RoundingMode.DOWN), new MathContext(7, RoundingMode.CEILING),
            new MathContext(12, RoundingMode.HALF_DOWN), new MathContext(1, RoundingMode.UP)};
        for (String v : values) {
            BigDecimal b = new BigDecimal(v);
            StringBuilder sb = new StringBuilder(v);
            for (MathContext mc : mcs) {
                BigDecimal r = b.sqrt(mc);
                sb.append(" | ").append(r).append(" s=").append(r.scale());
            }
            System.out.println(sb);
        }
        String[] exact = {"0.25", "1.44E+4", "0.0144", "6.25E-2", "1E+10", "1E+12", "0.000001", "49.0000"};
        for (String v : exact) {
            BigDecimal r = new BigDecimal(v).sqrt(MathContext.UNLIMITED);
            System.out.println(v + " -> " + r + " scale " + r.scale());
        }
        try {
            new BigDecimal("2").sqrt(MathContext.UNLIMITED);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigDecimal("-0.5").sqrt(MathContext.DECIMAL64);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        BigDecimal x = new BigDecimal("0.5");
        BigDecimal root = x.sqrt(new MathContext(40));
        System.out.println(root + " squared " + root.multiply(root).round(new MathContext(30)));
    }
}
