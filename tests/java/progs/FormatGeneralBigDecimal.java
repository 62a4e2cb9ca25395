import java.math.BigDecimal;
import java.util.FormatFlagsConversionMismatchException;

// %g of BigDecimal values: zero (of scale 0: precision - 1 digits after the
// point, as java; of other scales in scientific form), values whose rounding
// crosses a power of ten, and the 10^-4 / 10^precision bounds; beside the
// double's %g.
public class FormatGeneralBigDecimal {
    public static void main(String[] args) {
        String[] vs = {"0", "0.00", "0E+3", "9.9999995", "999999.7", "0.000099999995", "0.0001",
            "0.00009999", "123456", "1234567", "99999.95", "1E+6", "1.000000E+6", "0.1", "5E-5", "-0",
            "-0.000", "-12.5", "7"};
        for (String v : vs) {
            BigDecimal b = new BigDecimal(v);
            System.out.println(v + " [" + String.format("%g", b) + "] [" + String.format("%.3g", b) + "] ["
                    + String.format("%.0g", b) + "] [" + String.format("%12.4G", b) + "] ["
                    + String.format("%-+10.2g", b) + "] [" + String.format("%(,.1g", b) + "] ["
                    + String.format("%g", b.doubleValue()) + "]");
        }
        try {
            String.format("%#.1g", BigDecimal.ZERO);
        } catch (FormatFlagsConversionMismatchException e) {
            System.out.println(e.getMessage());
        }
    }
}
