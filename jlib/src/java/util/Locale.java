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
    private final String script;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldISOCodes(toLower(language));
        this.script = "";
        this.country = toUpper(country);
        this.variant = variant;
    }

    /** From Locale.Builder and forLanguageTag: the parts already checked and in their cases. */
    private Locale(String language, String script, String country, String variant, boolean checked) {
        this.language = convertOldISOCodes(language);
        this.script = script;
        this.country = country;
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
        return script;
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    public final String toString() {
        boolean l = !language.isEmpty();
        boolean s = !script.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder result = new StringBuilder(language);
        if (r || (l && (v || s))) {
            result.append('_').append(country);
        }
        if (v && (l || r)) {
            result.append('_').append(variant);
        }
        if (s && (l || r)) {
            result.append("_#").append(script);
        }
        return result.toString();
    }

    public String toLanguageTag() {
        String lang = language;
        StringBuilder b = new StringBuilder(lang.isEmpty() ? "und" : lang);
        if (!script.isEmpty()) {
            b.append('-').append(script);
        }
        if (!country.isEmpty()) {
            b.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            b.append('-').append(variant.replace('_', '-'));
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
        String script = "";
        int i = 1;
        if (i < parts.length && parts[i].length() == 4 && Builder.isAlpha(parts[i])) {
            script = Builder.titleCase(parts[i++]);
        }
        if (i < parts.length && (parts[i].length() == 2 || (parts[i].length() == 3 && isDigits(parts[i])))) {
            country = parts[i++];
        }
        if (i < parts.length && !parts[i].equalsIgnoreCase("x") && parts[i].length() > 1) {
            variant = parts[i];
        }
        return new Locale(toLower(lang), script, toUpper(country), variant, true);
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
        h = 31 * h + script.hashCode();
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
        return language.equals(other.language) && script.equals(other.script) && country.equals(other.country)
                && variant.equals(other.variant);
    }

    // ---- display names: English (CLDR's, as java 17 gives them) whatever the display locale ----

    public static String[] getISOLanguages() {
        return LocaleNames.codes(LocaleNames.LANGUAGES);
    }

    public static String[] getISOCountries() {
        return Arrays.copyOf(LocaleNames.codes(LocaleNames.REGIONS), 249);
    }

    public final String getDisplayLanguage() {
        return getDisplayLanguage(getDefault(Category.DISPLAY));
    }

    public String getDisplayLanguage(Locale inLocale) {
        if (inLocale == null) throw new NullPointerException();
        String n = LocaleNames.language(language);
        return n != null ? n : language;
    }

    public String getDisplayScript() {
        return getDisplayScript(getDefault(Category.DISPLAY));
    }

    public String getDisplayScript(Locale inLocale) {
        if (inLocale == null) throw new NullPointerException();
        String n = LocaleNames.script(script);
        return n != null ? n : script;
    }

    public final String getDisplayCountry() {
        return getDisplayCountry(getDefault(Category.DISPLAY));
    }

    public String getDisplayCountry(Locale inLocale) {
        if (inLocale == null) throw new NullPointerException();
        String n = LocaleNames.region(country);
        return n != null ? n : country;
    }

    public final String getDisplayVariant() {
        return getDisplayVariant(getDefault(Category.DISPLAY));
    }

    /** Each of the variant's subtags (separated by '_' or '-') by its name or as it is, joined by ", ". */
    public String getDisplayVariant(Locale inLocale) {
        if (inLocale == null) throw new NullPointerException();
        if (variant.isEmpty()) return "";
        StringBuilder b = new StringBuilder();
        for (String v : variant.split("[_-]")) {
            if (v.isEmpty()) continue;
            String n = LocaleNames.variant(v);
            if (b.length() > 0) b.append(", ");
            b.append(n != null ? n : v);
        }
        return b.toString();
    }

    public final String getDisplayName() {
        return getDisplayName(getDefault(Category.DISPLAY));
    }

    /** "language (script, country, variant)", the first present part the main name when the language is missing. */
    public String getDisplayName(Locale inLocale) {
        String[] parts = {getDisplayLanguage(inLocale), getDisplayScript(inLocale), getDisplayCountry(inLocale),
                getDisplayVariant(inLocale)};
        String main = null;
        StringBuilder rest = new StringBuilder();
        for (String p : parts) {
            if (p.isEmpty()) continue;
            if (main == null) {
                main = p;
            } else {
                rest.append(rest.length() == 0 ? "" : ", ").append(p);
            }
        }
        if (main == null) return "";
        return rest.length() == 0 ? main : main + " (" + rest + ")";
    }

    /**
     * Builds a Locale from BCP 47 parts, each checked (IllformedLocaleException with java's messages).  Language,
     * script, region and variant only: no extensions (a tag's extensions and private use are dropped).
     */
    public static final class Builder {
        private String language = "", script = "", region = "", variant = "";

        public Builder() {
        }

        static boolean isAlpha(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) return false;
            }
            return true;
        }

        private static boolean isAlnum(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) return false;
            }
            return true;
        }

        static String titleCase(String s) {
            return s.isEmpty() ? s : toUpper(s.substring(0, 1)) + toLower(s.substring(1));
        }

        private static boolean isLanguage(String s) {
            return s.length() >= 2 && s.length() <= 8 && isAlpha(s);
        }

        private static boolean isScript(String s) {
            return s.length() == 4 && isAlpha(s);
        }

        private static boolean isRegion(String s) {
            return s.length() == 2 && isAlpha(s) || s.length() == 3 && isDigits(s);
        }

        private static boolean isVariant(String s) {
            int n = s.length();
            return n >= 5 && n <= 8 && isAlnum(s) || n == 4 && s.charAt(0) >= '0' && s.charAt(0) <= '9' && isAlnum(s);
        }

        public Builder setLocale(Locale locale) {
            if (locale == null) throw new NullPointerException("Locale is null");
            String v = locale.variant;
            if (!v.isEmpty()) checkVariant(v);
            language = locale.language;
            script = locale.script;
            region = locale.country;
            variant = v;
            return this;
        }

        public Builder setLanguageTag(String languageTag) {
            if (languageTag == null) return clear();
            String[] parts = languageTag.split("-", -1);
            for (int k = 0, at = 0; k < parts.length; at += parts[k++].length() + 1) {
                if (parts[k].isEmpty()) throw new IllformedLocaleException("Empty subtag", at);
            }
            int index = 0, i = 0;
            if (!isLanguage(parts[0])) throw new IllformedLocaleException("Invalid subtag: " + parts[0], 0);
            String lang = toLower(parts[i]), scr = "", reg = "";
            StringBuilder var = new StringBuilder();
            index += parts[i++].length() + 1;
            if (i < parts.length && isScript(parts[i])) {
                scr = titleCase(parts[i]);
                index += parts[i++].length() + 1;
            }
            if (i < parts.length && isRegion(parts[i])) {
                reg = toUpper(parts[i]);
                index += parts[i++].length() + 1;
            }
            while (i < parts.length && isVariant(parts[i])) {
                if (var.length() > 0) var.append('_');
                var.append(parts[i]);
                index += parts[i++].length() + 1;
            }
            if (i < parts.length) {
                String p = parts[i];
                if (p.length() == 1 && isAlnum(p)) {
                    if (i + 1 >= parts.length || parts[i + 1].isEmpty()) {
                        String what = p.equalsIgnoreCase("x") ? "privateuse" : "extension";
                        throw new IllformedLocaleException("Incomplete " + what, index);
                    }
                } else {
                    throw new IllformedLocaleException("Invalid subtag: " + p, index);
                }
            }
            language = lang;
            script = scr;
            region = reg;
            variant = var.toString();
            return this;
        }

        public Builder setLanguage(String language) {
            if (language == null || language.isEmpty()) {
                this.language = "";
            } else {
                if (!isLanguage(language)) throw new IllformedLocaleException("Ill-formed language: " + language, 0);
                this.language = toLower(language);
            }
            return this;
        }

        public Builder setScript(String script) {
            if (script == null || script.isEmpty()) {
                this.script = "";
            } else {
                if (!isScript(script)) throw new IllformedLocaleException("Ill-formed script: " + script, 0);
                this.script = titleCase(script);
            }
            return this;
        }

        public Builder setRegion(String region) {
            if (region == null || region.isEmpty()) {
                this.region = "";
            } else {
                if (!isRegion(region)) throw new IllformedLocaleException("Ill-formed region: " + region, 0);
                this.region = toUpper(region);
            }
            return this;
        }

        private static void checkVariant(String v) {
            int start = 0;
            for (int k = 0; k <= v.length(); k++) {
                if (k == v.length() || v.charAt(k) == '_' || v.charAt(k) == '-') {
                    if (!isVariant(v.substring(start, k))) throw new IllformedLocaleException("Ill-formed variant: " + v, start);
                    start = k + 1;
                }
            }
        }

        public Builder setVariant(String variant) {
            if (variant == null || variant.isEmpty()) {
                this.variant = "";
            } else {
                checkVariant(variant);
                this.variant = variant.replace('-', '_');
            }
            return this;
        }

        public Builder clear() {
            language = script = region = variant = "";
            return this;
        }

        public Builder clearExtensions() {
            return this;
        }

        public Locale build() {
            return new Locale(language, script, region, variant, true);
        }
    }
}
