package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/** Abstract base of number formats; the factories return DecimalFormats with the locale's patterns. */
public abstract class NumberFormat extends Format {
    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    private boolean groupingUsed = true;
    private int maximumIntegerDigits = 40;
    private int minimumIntegerDigits = 1;
    private int maximumFractionDigits = 3;
    private int minimumFractionDigits = 0;
    private boolean parseIntegerOnly = false;

    protected NumberFormat() {
    }

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte
                || (number instanceof java.math.BigInteger && ((java.math.BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public Number parse(String source) throws ParseException {
        ParsePosition pp = new ParsePosition(0);
        Number r = parse(source, pp);
        if (pp.index == 0) throw new ParseException("Unparseable number: \"" + source + "\"", pp.errorIndex);
        return r;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public static final NumberFormat getInstance() {
        return getNumberInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getInstance(Locale inLocale) {
        return getNumberInstance(inLocale);
    }

    public static final NumberFormat getNumberInstance() {
        return getNumberInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getNumberInstance(Locale inLocale) {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static final NumberFormat getIntegerInstance() {
        return getIntegerInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getIntegerInstance(Locale inLocale) {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(inLocale));
        f.setMaximumFractionDigits(0);
        f.setDecimalSeparatorAlwaysShown(false);
        f.setParseIntegerOnly(true);
        return f;
    }

    public static final NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getCurrencyInstance(Locale inLocale) {
        String lang = inLocale.getLanguage();
        String pattern;
        String country = inLocale.getCountry();
        boolean suffix = (lang.equals("de") || lang.equals("fr") || lang.equals("it") || lang.equals("es")) && !country.equals("CH");
        if (suffix) {
            pattern = "#,##0.00\u00a0\u00a4";
        } else if ((country.isEmpty() && !isSymbolFirstLanguage(lang)) || country.equals("CH")) {
            pattern = "\u00a4\u00a0#,##0.00";
        } else {
            pattern = "\u00a4#,##0.00";
        }
        String[] d = LocaleNumberData.find(inLocale);
        if (d != null) pattern = d[1];
        DecimalFormat f = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(inLocale));
        f.currency = true;
        int digits = d != null ? Integer.parseInt(d[8]) : inLocale.getCountry().equals("JP") ? 0 : -1;
        if (digits >= 0) {
            f.setMinimumFractionDigits(digits);
            f.setMaximumFractionDigits(digits);
        }
        return f;
    }

    /** Languages whose own currency pattern (java 17's CLDR) puts the symbol right before the number: ¤1,234.50 for Locale.ENGLISH, as for the US. */
    private static boolean isSymbolFirstLanguage(String lang) {
        return lang.equals("en") || lang.equals("ja") || lang.equals("zh") || lang.equals("ko");
    }

    public static final NumberFormat getPercentInstance() {
        return getPercentInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getPercentInstance(Locale inLocale) {
        String lang = inLocale.getLanguage();
        String pattern = ((lang.equals("de") && !inLocale.getCountry().equals("CH")) || lang.equals("fr")) ? "#,##0\u00a0%" : "#,##0%";
        String[] d = LocaleNumberData.find(inLocale);
        if (d != null) pattern = d[9];
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(inLocale));
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public int hashCode() {
        return maximumIntegerDigits * 37 + maximumFractionDigits;
    }

    public boolean equals(Object obj) {
        if (obj == null || getClass() != obj.getClass()) return false;
        NumberFormat o = (NumberFormat) obj;
        return maximumIntegerDigits == o.maximumIntegerDigits && minimumIntegerDigits == o.minimumIntegerDigits
            && maximumFractionDigits == o.maximumFractionDigits && minimumFractionDigits == o.minimumFractionDigits
            && groupingUsed == o.groupingUsed && parseIntegerOnly == o.parseIntegerOnly;
    }

    public Object clone() {
        return super.clone();
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) minimumIntegerDigits = maximumIntegerDigits;
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) maximumIntegerDigits = minimumIntegerDigits;
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) minimumFractionDigits = maximumFractionDigits;
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) maximumFractionDigits = minimumFractionDigits;
    }

    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        throw new UnsupportedOperationException();
    }
}
