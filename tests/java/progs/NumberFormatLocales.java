import java.text.*;
import java.util.*;

/** NumberFormat factories and DecimalFormatSymbols for US, UK, GERMANY, FRANCE, ITALY, CANADA_FRENCH, JAPAN; parsing. */
public class NumberFormatLocales {
    public static void main(String[] args) throws ParseException {
        Locale[] locales = {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRANCE, Locale.ITALY, Locale.CANADA_FRENCH, Locale.JAPAN, Locale.GERMAN};
        double[] vals = {0, 1234567.891, -0.5, 42, 1e-4, 0.256, 99.995};
        for (Locale l : locales) {
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println(l + " dec=" + (int) s.getDecimalSeparator() + " grp=" + (int) s.getGroupingSeparator() + " minus=" + s.getMinusSign()
                + " pct=" + s.getPercent() + " exp=" + s.getExponentSeparator() + " cur=" + s.getCurrencySymbol() + " " + s.getInternationalCurrencySymbol());
            NumberFormat n = NumberFormat.getInstance(l), i = NumberFormat.getIntegerInstance(l), p = NumberFormat.getPercentInstance(l), c = NumberFormat.getCurrencyInstance(l);
            for (double v : vals) System.out.println("  " + v + ": " + n.format(v) + " | " + i.format(v) + " | " + p.format(v) + " | " + c.format(v));
            System.out.println("  long " + n.format(-9876543210L) + " | " + c.format(7L));
            System.out.println("  parse " + n.parse(n.format(1234567.891)) + " " + n.parse(n.format(-42)) + " " + p.parse(p.format(0.25)));
        }
        NumberFormat us = NumberFormat.getInstance(Locale.US);
        for (String s : new String[] {"1,234", "1,234.5", "-17", "3.0", "12abc", "1.5E3", "9223372036854775808"}) {
            Number n = us.parse(s);
            System.out.println(s + " -> " + n + " " + n.getClass().getSimpleName());
        }
        try {
            us.parse("abc");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " at " + e.getErrorOffset());
        }
        ParsePosition pp = new ParsePosition(3);
        System.out.println(us.parse("xx 77 yy", pp) + " " + pp.getIndex());
        NumberFormat io = NumberFormat.getIntegerInstance(Locale.US);
        System.out.println(io.parse("123.99") + " " + io.format(2.5) + " " + io.format(3.5) + " " + io.format(-2.5));
        NumberFormat mx = NumberFormat.getNumberInstance(Locale.US);
        mx.setMaximumFractionDigits(1);
        mx.setMinimumFractionDigits(1);
        mx.setGroupingUsed(false);
        System.out.println(mx.format(1234567.25) + " " + mx.format(0.05) + " " + mx.format(0.95));
        DecimalFormat de = (DecimalFormat) NumberFormat.getNumberInstance(Locale.GERMANY);
        de.applyPattern("#,##0.00");
        System.out.println(de.format(1234567.891) + " " + de.parse("1.234,5"));
    }
}
