// release: 17
import java.util.IllformedLocaleException;
import java.util.Locale;

/** Locale.Builder, scripts in Locale, and English display names. */
public class LocaleDisplayBuilder {
    static void b(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + " ok");
        } catch (IllformedLocaleException e) {
            System.out.println(what + " -> " + e.getMessage() + " / " + e.getErrorIndex());
        }
    }

    static void show(Locale x) {
        System.out.println("[" + x + "] [" + x.toLanguageTag() + "] [" + x.getDisplayName() + "] [" + x.getDisplayLanguage() + "] [" + x.getDisplayScript()
            + "] [" + x.getDisplayCountry() + "] [" + x.getDisplayVariant() + "] [" + x.getDisplayName(Locale.US) + "] " + x.hashCode());
    }

    public static void main(String[] a) {
        show(new Locale.Builder().setLanguage("sr").setScript("Latn").setRegion("RS").build());
        show(new Locale.Builder().setLanguage("sr").setScript("latn").build());
        show(new Locale.Builder().setLanguage("EN").setRegion("us").setVariant("posix").build());
        show(new Locale.Builder().setRegion("DE").build());
        Locale zh = new Locale.Builder().setLanguageTag("zh-Hant-TW").build();
        show(zh);
        show(new Locale.Builder().setLocale(zh).setScript("").build());
        show(new Locale.Builder().setLanguage("de").setVariant("1996-abcde").build());
        show(new Locale.Builder().setLanguageTag("de-CH-1901").build());
        show(Locale.forLanguageTag("sr-Latn"));
        show(Locale.forLanguageTag("und-Latn-US"));
        show(Locale.forLanguageTag("zh-Hans-CN"));
        System.out.println(Locale.forLanguageTag("zh-Hans-CN").equals(Locale.CHINA) + " " + new Locale.Builder().setLocale(Locale.CHINA).build().equals(Locale.CHINA));
        b("lang", () -> new Locale.Builder().setLanguage("e1"));
        b("lang2", () -> new Locale.Builder().setLanguage("toolongxyz"));
        b("script", () -> new Locale.Builder().setScript("Lat"));
        b("region", () -> new Locale.Builder().setRegion("USA"));
        b("region2", () -> new Locale.Builder().setRegion("419"));
        b("variant", () -> new Locale.Builder().setVariant("ab"));
        b("variant2", () -> new Locale.Builder().setVariant("abcde-x"));
        b("variant3", () -> new Locale.Builder().setVariant("1994_fonipa"));
        b("tag", () -> new Locale.Builder().setLanguageTag("en-US-x"));
        b("tag2", () -> new Locale.Builder().setLanguageTag("12"));
        b("tag3", () -> new Locale.Builder().setLanguageTag("en-US-toolongvariant"));
        b("locale", () -> new Locale.Builder().setLocale(new Locale("en", "US", "WINDOWS")));
        b("locale2", () -> new Locale.Builder().setLocale(new Locale("en", "US", "ab")));
        System.out.println(new Locale.Builder().setLanguage("en").clear().build() + "|" + new Locale.Builder().setLanguage("").build() + "|"
            + new Locale.Builder().setLanguage(null).setRegion(null).setScript(null).setVariant(null).build());
        b("empty", () -> new Locale.Builder().setLanguageTag(""));
        b("empty2", () -> new Locale.Builder().setLanguageTag("en--US"));
        b("empty3", () -> new Locale.Builder().setLanguageTag("en-"));
        for (Locale x : new Locale[] {Locale.US, Locale.UK, Locale.FRANCE, Locale.CANADA_FRENCH, Locale.GERMANY, Locale.JAPAN, Locale.CHINA, Locale.TAIWAN,
                Locale.KOREA, Locale.ITALY, Locale.ROOT, new Locale("xx", "YY"), new Locale("", "US"), new Locale("en", "", "POSIX"), new Locale("pt", "BR"),
                new Locale("es", "419"), new Locale("nb", "NO"), new Locale("he"), new Locale("iw"), new Locale("ru", "RU"), new Locale("ar", "EG"),
                new Locale("hi", "IN"), new Locale("sv", "SE"), new Locale("fil", "PH"), new Locale("en", "001"), new Locale("es", "MX"), new Locale("ca", "ES", "VALENCIA")})
            show(x);
        String[] langs = Locale.getISOLanguages(), countries = Locale.getISOCountries();
        StringBuilder sb = new StringBuilder();
        for (String l : langs) sb.append(new Locale(l).getDisplayLanguage(Locale.ENGLISH)).append(',');
        for (String c : countries) sb.append(new Locale("", c).getDisplayCountry()).append(',');
        System.out.println(langs.length + " " + countries.length + " " + sb.toString().hashCode() + " " + String.join(",", langs).hashCode() + " " + String.join(",", countries).hashCode());
    }
}
