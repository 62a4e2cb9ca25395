import java.text.NumberFormat;
import java.util.Locale;

/**
 * Currency formats of locales without a region (the default locale under C.UTF-8 is "en"):
 * English, Japanese, Chinese and Korean put the generic currency sign right before the number,
 * the root locale and others with a no-break space after it, or after the number.
 */
public class NumberFormatNoRegion {
    public static void main(String[] args) {
        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.JAPANESE, Locale.CHINESE, Locale.KOREAN, new Locale("xx"), Locale.GERMAN,
            Locale.FRENCH, Locale.ITALIAN, new Locale("pt"), Locale.US, Locale.UK};
        for (Locale l : locales) {
            NumberFormat c = NumberFormat.getCurrencyInstance(l);
            String s = c.format(-1234.5) + " | " + c.format(0.125) + " | " + NumberFormat.getPercentInstance(l).format(0.25) + " | "
                + NumberFormat.getInstance(l).format(9876.54321);
            System.out.println("[" + l + "] " + s.replace('\u00a0', '~').replace('\u202f', '_'));
        }
    }
}
