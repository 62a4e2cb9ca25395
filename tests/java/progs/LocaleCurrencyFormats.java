// release: 17
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

/** NumberFormat's currency, percent and number formats, DecimalFormatSymbols and Formatter in 50 locales. */
public class LocaleCurrencyFormats {
    public static void main(String[] args) throws Exception {
        String[] tags = {"en-US", "en-GB", "en-IN", "en-AU", "en-CA", "en-NZ", "en-ZA", "en-IE", "en-SG", "en-PH", "fr-FR", "fr-CA", "fr-CH", "fr-BE",
            "de-DE", "de-AT", "de-CH", "it-IT", "it-CH", "es-ES", "es-MX", "es-AR", "es-CO", "es-CL", "es-PE", "pt-BR", "pt-PT", "nl-NL", "nl-BE",
            "ja-JP", "zh-CN", "zh-TW", "zh-HK", "ko-KR", "ru-RU", "pl-PL", "sv-SE", "da-DK", "nb-NO", "fi-FI", "tr-TR", "hi-IN", "th-TH", "id-ID",
            "cs-CZ", "el-GR", "hu-HU", "uk-UA", "ro-RO", "vi-VN", "ms-MY", "en", "fr", "de", "ja"};
        for (String t : tags) {
            Locale l = Locale.forLanguageTag(t);
            DecimalFormat c = (DecimalFormat) NumberFormat.getCurrencyInstance(l);
            DecimalFormatSymbols s = c.getDecimalFormatSymbols();
            System.out.println(t + " | " + c.toPattern() + " | " + s.getCurrencySymbol() + " " + s.getInternationalCurrencySymbol() + " | "
                + c.format(-1234567.891) + " | " + c.format(0.5) + " | " + c.parse(c.format(-42.25)) + " | " + NumberFormat.getInstance(l).format(-1234567.891)
                + " | " + NumberFormat.getPercentInstance(l).format(0.256) + " | " + ((DecimalFormat) NumberFormat.getPercentInstance(l)).toPattern()
                + " | " + String.format(l, "%,.2f %,d %.3e %(,.1f", -1234567.891, -9876543, 12345.678, -55555.55)
                + " | [" + s.getGroupingSeparator() + s.getMonetaryGroupingSeparator() + s.getDecimalSeparator() + s.getMonetaryDecimalSeparator() + s.getMinusSign() + "]"
                + (l.getCountry().isEmpty() ? "" : " | " + Currency.getInstance(l).getSymbol(l) + " " + Currency.getInstance(l).getDefaultFractionDigits()));
        }
        NumberFormat inr = NumberFormat.getCurrencyInstance(new Locale("en", "IN"));
        double[] prices = {499.0, 1299.5, 15000.0, 0.99};
        double total = 0;
        for (double p : prices) { total += p; System.out.println(String.format("%-10s", "item") + inr.format(p)); }
        System.out.println("total " + inr.format(total) + ", with 18% GST " + inr.format(total * 1.18));
    }
}
