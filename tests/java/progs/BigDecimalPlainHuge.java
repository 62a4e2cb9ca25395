import java.math.BigDecimal;

/**
 * toPlainString of a BigDecimal whose digits would not fit in a String (2^31 - 1 chars): java
 * throws OutOfMemoryError("too large to fit in a String") at once, without trying to allocate.
 */
public class BigDecimalPlainHuge {
    public static void main(String[] args) {
        String[] values = {"1E2147483647", "-1E2147483646", "1E-2147483647", "-1E-2147483646", "0E2147483647",
            "0E-2147483647", "1E+1000", "-5E-1000"};
        for (String s : values) {
            BigDecimal d = new BigDecimal(s);
            try {
                String p = d.toPlainString();
                System.out.println(s + " -> " + p.length() + " chars, starts " + p.substring(0, Math.min(8, p.length())));
            } catch (OutOfMemoryError e) {
                System.out.println(s + " -> " + e);
            }
            System.out.println("  " + d + " scale " + d.scale() + " precision " + d.precision());
        }
    }
}
