package java.util;

/**
 * A minimal Locale: language, country and variant codes only (no display names or
 * extensions). The default locale is "en", which is what the JDK reports when LANG is
 * C or C.UTF-8.
 */
public final class Locale implements Cloneable, java.io.Serializable {
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    public static final char PRIVATE_USE_EXTENSION = 'x';
    public static final char UNICODE_LOCALE_EXTENSION = 'u';

    public enum Category {
        DISPLAY, FORMAT
    }

    private static Locale defaultLocale = ENGLISH;
    private static Locale defaultDisplayLocale = ENGLISH;
    private static Locale defaultFormatLocale = ENGLISH;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldISOCodes(toLower(language));
        this.country = toUpper(country);
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private static String toLower(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return b.toString();
    }

    private static String toUpper(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c >= 'a' && c <= 'z' ? (char) (c - 32) : c);
        }
        return b.toString();
    }

    private static String convertOldISOCodes(String language) {
        if (language.equals("iw")) {
            return "he";
        } else if (language.equals("ji")) {
            return "yi";
        } else if (language.equals("in")) {
            return "id";
        }
        return language;
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static Locale getDefault(Locale.Category category) {
        if (category == Category.DISPLAY) {
            return defaultDisplayLocale;
        }
        return defaultFormatLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null)
            throw new NullPointerException("Can't set default locale to NULL");
        defaultLocale = newLocale;
        defaultDisplayLocale = newLocale;
        defaultFormatLocale = newLocale;
    }

    public static synchronized void setDefault(Locale.Category category, Locale newLocale) {
        if (category == null)
            throw new NullPointerException("Category cannot be NULL");
        if (newLocale == null)
            throw new NullPointerException("Can't set default locale to NULL");
        if (category == Category.DISPLAY) {
            defaultDisplayLocale = newLocale;
        } else {
            defaultFormatLocale = newLocale;
        }
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA, FRENCH, FRANCE, CANADA_FRENCH, GERMAN, GERMANY, ITALIAN,
                ITALY, JAPANESE, JAPAN, KOREAN, KOREA, CHINESE, SIMPLIFIED_CHINESE, TRADITIONAL_CHINESE};
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    public final String toString() {
        boolean l = !language.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder result = new StringBuilder(language);
        if (r || (l && v)) {
            result.append('_').append(country);
        }
        if (v && (l || r)) {
            result.append('_').append(variant);
        }
        return result.toString();
    }

    public String toLanguageTag() {
        String lang = language;
        StringBuilder b = new StringBuilder(lang.isEmpty() ? "und" : lang);
        if (!country.isEmpty()) {
            b.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            b.append('-').append(variant);
        }
        return b.toString();
    }

    public static Locale forLanguageTag(String languageTag) {
        ArrayList<String> list = new ArrayList<String>();
        int start = 0;
        for (int k = 0; k <= languageTag.length(); k++) {
            if (k == languageTag.length() || languageTag.charAt(k) == '-') {
                list.add(languageTag.substring(start, k));
                start = k + 1;
            }
        }
        String[] parts = list.toArray(new String[0]);
        String lang = parts.length > 0 ? parts[0] : "";
        if (lang.equals("und")) {
            lang = "";
        }
        String country = "";
        String variant = "";
        int i = 1;
        if (i < parts.length && parts[i].length() == 4) {
            i++; // script, not kept
        }
        if (i < parts.length && (parts[i].length() == 2 || (parts[i].length() == 3 && isDigits(parts[i])))) {
            country = parts[i++];
        }
        if (i < parts.length && !parts[i].equalsIgnoreCase("x") && parts[i].length() > 1) {
            variant = parts[i];
        }
        return new Locale(lang, country, variant);
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }

    public int hashCode() {
        int h = language.hashCode();
        h = 31 * h; // script (always empty here)
        h = 31 * h + country.hashCode();
        h = 31 * h + variant.hashCode();
        return h;
    }

    public boolean equals(Object obj) {
        if (this == obj)
            return true;
        if (!(obj instanceof Locale))
            return false;
        Locale other = (Locale) obj;
        return language.equals(other.language) && country.equals(other.country) && variant.equals(other.variant);
    }
}
