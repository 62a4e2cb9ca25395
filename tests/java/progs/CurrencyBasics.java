import java.util.*;

// java.util.Currency: codes, numeric codes, fraction digits, English names, symbols in a few
// locales, currencies of countries, and the exceptions for bad codes and locales.
public class CurrencyBasics {
    public static void main(String[] args) {
        String[] codes = {"USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "BRL", "KRW", "MXN", "SEK", "NOK",
            "DKK", "PLN", "RUB", "TRY", "ZAR", "NZD", "SGD", "HKD", "TWD", "THB", "ILS", "AED", "CZK", "HUF", "ISK", "KWD",
            "BHD", "JOD", "CLP", "VND", "XAF", "XOF", "XAU", "XXX", "PHP", "EGP"};
        for (String c : codes) {
            Currency x = Currency.getInstance(c);
            System.out.println(x + " " + x.getCurrencyCode() + " " + x.getNumericCode() + " " + " "
                    + x.getDefaultFractionDigits() + " [" + x.getDisplayName(Locale.ENGLISH) + "] [" + x.getDisplayName(Locale.US)
                    + "] " + x.getSymbol(Locale.US) + " " + x.getSymbol(Locale.UK) + " " + x.getSymbol(Locale.ROOT) + " "
                    + x.getSymbol(Locale.GERMANY) + " " + x.getSymbol(Locale.FRANCE) + " " + x.getSymbol(Locale.JAPAN) + " "
                    + x.getSymbol(Locale.CANADA) + " " + x.getSymbol(Locale.CHINA) + " " + (Currency.getInstance(c) == x));
        }
        Locale[] ls = {Locale.US, Locale.UK, Locale.CANADA, Locale.CANADA_FRENCH, Locale.FRANCE, Locale.GERMANY, Locale.ITALY,
            Locale.JAPAN, Locale.KOREA, Locale.CHINA, Locale.TAIWAN, new Locale("de", "CH"), new Locale("en", "AU"),
            new Locale("en", "IN"), new Locale("es", "ES"), new Locale("pt", "BR"), new Locale("nl", "NL"), new Locale("", "SE")};
        for (Locale l : ls) {
            Currency c = Currency.getInstance(l);
            System.out.println(l + " " + c + " " + c.getSymbol(l) + " " + c.getDefaultFractionDigits());
        }
        StringBuilder sb = new StringBuilder();
        for (String country : "US GB FR DE IT ES NL BE AT IE PT FI GR JP KR CN TW CH AU NZ IN BR MX SE NO DK PL RU TR ZA SG HK IL AE CZ HU IS KW".split(" "))
            sb.append(country).append('=').append(Currency.getInstance(new Locale("", country))).append(' ');
        System.out.println(sb);
        System.out.println(Currency.getInstance(new Locale("", "AQ")));
        for (String bad : new String[] {"ABC", "usd", "US", "USDX", "", "1AB", "UsD", "XYZ"}) {
            try {
                System.out.println(Currency.getInstance(bad));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        for (Locale bad : new Locale[] {Locale.ENGLISH, new Locale("en", "ZZ"), Locale.ROOT}) {
            try {
                System.out.println(Currency.getInstance(bad));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        try {
            Currency.getInstance((String) null);
        } catch (NullPointerException e) {
            System.out.println("null code: NullPointerException");
        }
        try {
            Currency.getInstance("USD").getSymbol(null);
        } catch (NullPointerException e) {
            System.out.println("null locale: NullPointerException");
        }
        Set<Currency> all = Currency.getAvailableCurrencies();
        System.out.println(all.contains(Currency.getInstance("EUR")) + " " + all.contains(Currency.getInstance("JPY")));
        Map<Currency, Integer> m = new TreeMap<>(Comparator.comparing(Currency::getCurrencyCode));
        for (String c : codes) m.put(Currency.getInstance(c), c.length());
        System.out.println(m.keySet());
        System.out.println(String.format("%s %.2f", Currency.getInstance(Locale.US).getSymbol(Locale.US), 12.5));
    }
}
