import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.ParseException;
import java.util.Locale;

// DecimalFormat details where java's double arithmetic shows: a tie in the
// significant digits of an integral double (18500.0 in 0.0E0) rounds up in
// every half mode, as java's fast integer conversion calls its digits
// inexact; parse divides by the percent or per-mille multiplier in double
// arithmetic; toPattern writes max(grouping size, minimum integer digits) + 1
// digits whether grouping is used or not.
public class DecimalFormatDoubleTies {
    public static void main(String[] args) throws ParseException {
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        String[] pats = {"\u2030#.0E0", "#.0E0", "0.0E0", "%0.0E0", "00E00", "0.0", "##0.##E0"};
        RoundingMode[] modes = {RoundingMode.HALF_EVEN, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.DOWN};
        double[] vals = {18.5, 16.5, 18500.0, 0.185, 1.85, 125.0, 2.5, 3.5, 1234500.0, 0.0125, -16500.0, 9.5e18};
        for (String pat : pats) {
            for (RoundingMode m : modes) {
                DecimalFormat df = new DecimalFormat(pat, us);
                df.setRoundingMode(m);
                StringBuilder sb = new StringBuilder(pat + " " + m + ":");
                for (double v : vals) sb.append(' ').append(df.format(v));
                sb.append(" | ").append(df.format(new BigDecimal("18.5"))).append(' ').append(df.format(18500L));
                System.out.println(sb);
            }
        }
        String[] parsePats = {"#,##0.###%", "\u2030#.###", "0.00%", "#"};
        String[] texts = {"74,184.103%", "\u203074184.103", "-31.5%", "12.34%", "50%", "200%", "-0%", "0.00%", "123"};
        for (String pat : parsePats) {
            DecimalFormat df = new DecimalFormat(pat, us);
            StringBuilder sb = new StringBuilder(pat + ":");
            for (String t : texts) {
                try {
                    Number n = df.parse(t);
                    sb.append(' ').append(n).append('/').append(n.getClass().getSimpleName());
                } catch (ParseException e) {
                    sb.append(" PE@").append(e.getErrorOffset());
                }
            }
            System.out.println(sb);
        }
        DecimalFormat g = new DecimalFormat("00.0#", us);
        System.out.println(g.toPattern());
        g.setGroupingSize(4);
        System.out.println(g.toPattern());
        g.setGroupingUsed(true);
        System.out.println(g.toPattern());
        g.setMinimumIntegerDigits(6);
        System.out.println(g.toPattern() + " " + g.format(1234.5));
        DecimalFormat h = new DecimalFormat("#,##0.00", us);
        h.setGroupingUsed(false);
        System.out.println(h.toPattern() + " " + h.format(1234567.891));
    }
}
