import java.math.*;
import java.util.*;

/** String.format / printf with Locale: decimal and grouping separators of US, GERMANY, FRANCE, ITALY, UK. */
public class FormatLocale {
    public static void main(String[] args) {
        Locale[] ls = {Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.ITALY, Locale.UK, Locale.ROOT, new Locale("de", "CH")};
        for (Locale l : ls) {
            System.out.println(l + ": " + String.format(l, "%,d|%,.2f|%.3f|%e|%.2E|%g|%10.1f|%-10.1f|%010.3f|%,015.2f|%+,d|%(,.1f", 1234567, 1234567.891, Math.PI,
                12345.678, -0.000123, 0.0001234, 2.5, 2.5, -3.14159, 9876543.21, 1000000, -1234.5));
            System.out.println("  " + String.format(l, "%s %d %x %.1f%% %,d %.2f", "txt", -42, 255, 12.5, -9876543210L, new BigDecimal("12345.675")));
            System.out.println("  " + String.format(l, "%,.3f %,d %.0f %.4g", new BigDecimal("-1234567.8915"), new BigInteger("123456789012345678901234567890"), 0.5, 123456.0));
            System.out.printf(l, "  printf %.2f %,d%n", 1.005, 12345);
            Formatter f = new Formatter(l);
            f.format("%.1f|%,d", 0.25, 7777777);
            System.out.println("  formatter " + f + " " + f.locale());
        }
        System.out.println(String.format("%.2f %,d", 1234.5, 1234567));
        System.out.println(String.format((Locale) null, "%,.2f", 1234.5));
    }
}
