package java.text;

import java.util.Locale;

/**
 * The symbols DecimalFormat and Formatter use for a locale. jpor knows the
 * separators of the common locales (as the JDK's CLDR data gives them); every
 * other locale gets the English symbols.
 */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String NaN = "NaN";
    private char minusSign = '-';
    private String currencySymbol = "\u00a4";
    private String intlCurrencySymbol = "XXX";
    private char monetarySeparator = '.';
    private char monetaryGroupingSeparator = ',';
    private String exponentSeparator = "E";
    private Locale locale;

    public DecimalFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DecimalFormatSymbols(Locale locale) {
        this.locale = locale;
        String lang = locale.getLanguage();
        String country = locale.getCountry();
        if (lang.equals("de") || lang.equals("it") || lang.equals("es") || lang.equals("nl") || lang.equals("pt") || lang.equals("da")
                || lang.equals("id") || lang.equals("tr")) {
            decimalSeparator = ',';
            groupingSeparator = '.';
            if (lang.equals("de") && (country.equals("CH") || country.equals("LI"))) {
                decimalSeparator = '.';
                groupingSeparator = '\u2019';
            }
            if (lang.equals("de") && country.equals("AT")) groupingSeparator = '\u00a0';
        } else if (lang.equals("fr")) {
            decimalSeparator = ',';
            groupingSeparator = country.equals("CA") ? '\u00a0' : country.equals("CH") ? '\u202f' : '\u202f';
        } else if (lang.equals("ru") || lang.equals("pl") || lang.equals("cs") || lang.equals("sv") || lang.equals("fi") || lang.equals("nb")
                || lang.equals("uk")) {
            decimalSeparator = ',';
            groupingSeparator = '\u00a0';
        }
        monetarySeparator = decimalSeparator;
        if (country.equals("US")) {
            currencySymbol = "$";
            intlCurrencySymbol = "USD";
        } else if (country.equals("GB")) {
            currencySymbol = "\u00a3";
            intlCurrencySymbol = "GBP";
        } else if (country.equals("JP")) {
            currencySymbol = "\uffe5";
            intlCurrencySymbol = "JPY";
        } else if (country.equals("DE") || country.equals("FR") || country.equals("IT") || country.equals("ES") || country.equals("NL")
                || country.equals("AT")) {
            currencySymbol = "\u20ac";
            intlCurrencySymbol = "EUR";
        } else if (country.equals("CA")) {
            currencySymbol = lang.equals("fr") ? "$\u00a0CA" : "$";
            intlCurrencySymbol = "CAD";
        } else if (country.equals("CH")) {
            currencySymbol = "CHF";
            intlCurrencySymbol = "CHF";
        }
        String[] d = LocaleNumberData.find(locale);
        if (d != null) {
            currencySymbol = d[2];
            intlCurrencySymbol = d[3];
            decimalSeparator = d[4].charAt(0);
            groupingSeparator = d[5].charAt(0);
            minusSign = d[6].charAt(0);
            monetarySeparator = d[7].charAt(0);
            percent = d[10].charAt(0);
        }
        // java 17 groups amounts of money in de-AT with '.', other numbers with a no-break space
        monetaryGroupingSeparator = lang.equals("de") && country.equals("AT") ? '.' : groupingSeparator;
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public Locale getLocale() {
        return locale;
    }

    public char getZeroDigit() { return zeroDigit; }
    public void setZeroDigit(char c) { zeroDigit = c; }
    public char getGroupingSeparator() { return groupingSeparator; }
    public void setGroupingSeparator(char c) { groupingSeparator = c; }
    public char getDecimalSeparator() { return decimalSeparator; }
    public void setDecimalSeparator(char c) { decimalSeparator = c; }
    public char getPerMill() { return perMill; }
    public void setPerMill(char c) { perMill = c; }
    public char getPercent() { return percent; }
    public void setPercent(char c) { percent = c; }
    public char getDigit() { return digit; }
    public void setDigit(char c) { digit = c; }
    public char getPatternSeparator() { return patternSeparator; }
    public void setPatternSeparator(char c) { patternSeparator = c; }
    public String getInfinity() { return infinity; }
    public void setInfinity(String s) { infinity = s; }
    public String getNaN() { return NaN; }
    public void setNaN(String s) { NaN = s; }
    public char getMinusSign() { return minusSign; }
    public void setMinusSign(char c) { minusSign = c; }
    public String getCurrencySymbol() { return currencySymbol; }
    public void setCurrencySymbol(String s) { currencySymbol = s; }
    public char getMonetaryGroupingSeparator() { return monetaryGroupingSeparator; }
    public void setMonetaryGroupingSeparator(char c) { monetaryGroupingSeparator = c; }
    public String getInternationalCurrencySymbol() { return intlCurrencySymbol; }
    public void setInternationalCurrencySymbol(String s) { intlCurrencySymbol = s; }
    public char getMonetaryDecimalSeparator() { return monetarySeparator; }
    public void setMonetaryDecimalSeparator(char c) { monetarySeparator = c; }
    public String getExponentSeparator() { return exponentSeparator; }
    public void setExponentSeparator(String s) { exponentSeparator = s; }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof DecimalFormatSymbols)) return false;
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator && decimalSeparator == o.decimalSeparator
            && percent == o.percent && perMill == o.perMill && digit == o.digit && minusSign == o.minusSign && patternSeparator == o.patternSeparator
            && infinity.equals(o.infinity) && NaN.equals(o.NaN) && currencySymbol.equals(o.currencySymbol)
            && intlCurrencySymbol.equals(o.intlCurrencySymbol) && monetarySeparator == o.monetarySeparator && exponentSeparator.equals(o.exponentSeparator);
    }

    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
