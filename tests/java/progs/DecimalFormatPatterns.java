import java.math.*;
import java.text.*;
import java.util.*;

/** DecimalFormat patterns: grouping, min/max digits, percent, per-mille, quoting, negative subpatterns, scientific, rounding modes. */
public class DecimalFormatPatterns {
    public static void main(String[] args) {
        String[] pats = {"#.##", "#", "0.00", "#,##0.00", "#,###", "000", ".##", "#.#%", "0.###E0", "00.###E0", "##0.#####E0", "#,##0.0#;(#)",
            "'#'#", "0.0##", "#0.#", "$#,##0.00", "0000.00", "#,##,###", "0.00\u2030", "#,##0.00 'units'", "0.0E00", "'It''s' 0"};
        double[] vals = {0, 0.5, -0.2, 1234.5678, -1234.5678, 0.005, 0.015, 0.125, 123456789.987, 1e-7, 12.0, 0.15, 2.5, 3.5, 1e15, -987654.321};
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        for (String p : pats) {
            DecimalFormat df = new DecimalFormat(p, us);
            StringBuilder sb = new StringBuilder(p + " min=" + df.getMinimumIntegerDigits() + "/" + df.getMinimumFractionDigits() + "/"
                + df.getMaximumFractionDigits() + " g=" + df.getGroupingSize() + df.isGroupingUsed() + " mul=" + df.getMultiplier() + ":");
            for (double v : vals) sb.append(' ').append(df.format(v));
            sb.append(" | ").append(df.format(42L)).append(' ').append(df.format(-7L)).append(' ').append(df.format(new BigDecimal("12345.6789")))
                .append(' ').append(df.format(new BigInteger("123456789012345678901234567890")));
            System.out.println(sb);
        }
        DecimalFormat df = new DecimalFormat("0.0", us);
        for (RoundingMode rm : RoundingMode.values()) {
            if (rm == RoundingMode.UNNECESSARY) continue;
            df.setRoundingMode(rm);
            StringBuilder sb = new StringBuilder(rm + ":");
            for (double v : new double[] {0.05, 0.15, 0.25, 0.35, -0.05, -0.15, 1.45, 2.55, 9.95, -9.95}) sb.append(' ').append(df.format(v));
            System.out.println(sb);
        }
        double[][] ties = {{5e-5, 4}, {5e-4, 3}, {5e-7, 6}, {2.5e-5, 5}, {3.5e-5, 5}, {0.005, 2}, {0.5, 0}, {1.25e-4, 5}, {9.5e-5, 5}, {0.125, 2}, {0.375, 2}};
        for (RoundingMode rm : new RoundingMode[] {RoundingMode.HALF_EVEN, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.UP}) {
            StringBuilder sb = new StringBuilder("ties " + rm + ":");
            for (double[] c : ties) {
                DecimalFormat t = new DecimalFormat("0.#", us);
                t.setMaximumFractionDigits((int) c[1]);
                t.setRoundingMode(rm);
                sb.append(' ').append(t.format(c[0])).append('/').append(t.format(-c[0]));
            }
            System.out.println(sb);
        }
        DecimalFormat d2 = new DecimalFormat("#,##0.###", us);
        d2.setMinimumFractionDigits(2);
        d2.setMaximumFractionDigits(4);
        d2.setMinimumIntegerDigits(3);
        d2.setGroupingSize(2);
        System.out.println(d2.format(1234567.891234) + " " + d2.format(5) + " " + d2.format(0.00005) + " " + d2.format(0.00015));
        d2.setGroupingUsed(false);
        d2.setDecimalSeparatorAlwaysShown(true);
        d2.setMaximumFractionDigits(0);
        d2.setMinimumFractionDigits(0);
        System.out.println(d2.format(1234567.891234) + " " + d2.format(5));
        DecimalFormat d3 = new DecimalFormat("0.00", us);
        d3.setPositivePrefix("+");
        d3.setNegativePrefix("neg ");
        d3.setNegativeSuffix("!");
        d3.setMultiplier(10);
        System.out.println(d3.format(1.234) + " " + d3.format(-1.234) + " " + d3.format(Double.NaN) + " " + d3.format(Double.POSITIVE_INFINITY)
            + " " + d3.format(Double.NEGATIVE_INFINITY));
        try {
            new DecimalFormat("0.0.0");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE");
        }
        System.out.println(new DecimalFormat("#,##0.00", us).toPattern() + " " + new DecimalFormat("0.###E0", us).toPattern() + " " + new DecimalFormat("000", us).toPattern());
    }
}
