package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats decimal numbers by pattern (Java SE API), written for jpor. Doubles
 * are formatted from their shortest decimal digits (Double.toString), rounded
 * with the rounding mode; ties in those digits are decided by the double's
 * exact binary value.
 */
public class DecimalFormat extends NumberFormat {
    private DecimalFormatSymbols symbols;
    private String posPrefixPattern = "", posSuffixPattern = "";
    private String negPrefixPattern = null, negSuffixPattern = null; // null: "-" + positive
    private String positivePrefix = "", positiveSuffix = "", negativePrefix = "-", negativeSuffix = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponentialNotation;
    private byte minExponentDigits;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean parseBigDecimal;
    boolean currency;

    public DecimalFormat() {
        this("#,##0.###", DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT)));
    }

    public DecimalFormat(String pattern) {
        this(pattern, DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT)));
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    // ---------------------------------------------------------------- pattern

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public void applyPattern(String pattern) {
        String[] parts = splitPattern(pattern);
        int[] info = parseNumberPart(parts[1], pattern);
        // info: digitLeft, zeroCount, digitRight, decimalPos, groupingCount, expDigits (-1 none)
        int digitLeft = info[0], zeroCount = info[1], digitRight = info[2], decimalPos = info[3], grouping = info[4], expDigits = info[5];
        if (zeroCount == 0 && digitLeft > 0 && decimalPos >= 0) {
            int n = decimalPos;
            if (n == 0) n++;
            digitRight = digitLeft - n;
            digitLeft = n - 1;
            zeroCount = 1;
        }
        int total = digitLeft + zeroCount + digitRight;
        int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : total;
        posPrefixPattern = parts[0];
        posSuffixPattern = parts[2];
        useExponentialNotation = expDigits >= 0;
        minExponentDigits = (byte) Math.max(expDigits, 0);
        int minInt = effectiveDecimalPos - digitLeft;
        if (useExponentialNotation) {
            int maxInt = digitLeft + minInt;
            super.setMaximumIntegerDigits(maxInt);
            super.setMinimumIntegerDigits(minInt);
        } else {
            super.setMaximumIntegerDigits(Integer.MAX_VALUE);
            super.setMinimumIntegerDigits(minInt);
        }
        super.setMaximumFractionDigits(decimalPos >= 0 ? total - decimalPos : 0);
        super.setMinimumFractionDigits(decimalPos >= 0 ? digitLeft + zeroCount - decimalPos : 0);
        if (getMinimumFractionDigits() < 0) super.setMinimumFractionDigits(0);
        setGroupingUsed(grouping > 0);
        groupingSize = grouping > 0 ? grouping : 0;
        decimalSeparatorAlwaysShown = decimalPos == 0 || decimalPos == total;
        if (decimalPos < 0) decimalSeparatorAlwaysShown = false;
        multiplier = 1;
        if (containsUnquoted(parts[0] + parts[2], '%')) multiplier = 100;
        else if (containsUnquoted(parts[0] + parts[2], '\u2030')) multiplier = 1000;
        if (parts[3] != null) {
            negPrefixPattern = parts[3];
            negSuffixPattern = parts[4];
        } else {
            negPrefixPattern = null;
            negSuffixPattern = null;
        }
        expandAffixes();
    }

    /** {posPrefix, posNumber, posSuffix, negPrefix or null, negSuffix or null}. */
    private static String[] splitPattern(String pattern) {
        String[] r = new String[5];
        int semi = -1;
        boolean q = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') q = !q;
            else if (c == ';' && !q) {
                semi = i;
                break;
            }
        }
        String pos = semi >= 0 ? pattern.substring(0, semi) : pattern;
        String[] p = splitAffixes(pos);
        r[0] = p[0];
        r[1] = p[1];
        r[2] = p[2];
        if (semi >= 0) {
            String[] n = splitAffixes(pattern.substring(semi + 1));
            r[3] = n[0];
            r[4] = n[2];
        }
        return r;
    }

    private static boolean isNumberChar(char c) {
        return c == '#' || c == '0' || c == ',' || c == '.' || (c >= '1' && c <= '9');
    }

    private static String[] splitAffixes(String s) {
        int start = -1, end = -1;
        boolean q = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                q = !q;
                continue;
            }
            if (q) continue;
            if (start < 0) {
                if (isNumberChar(c)) {
                    start = i;
                    end = i + 1;
                }
            } else if (end == i && (isNumberChar(c) || c == 'E')) {
                end = i + 1;
                if (c == 'E') {
                    while (end < s.length() && s.charAt(end) == '0') end++;
                    i = end - 1;
                }
            }
        }
        if (start < 0) return new String[] {s, "", ""};
        return new String[] {s.substring(0, start), s.substring(start, end), s.substring(end)};
    }

    private static int[] parseNumberPart(String num, String pattern) {
        int digitLeft = 0, zero = 0, digitRight = 0, decimalPos = -1, groupingCount = -1, exp = -1;
        for (int i = 0; i < num.length(); i++) {
            char c = num.charAt(i);
            if (c == '#') {
                if (zero > 0) digitRight++;
                else digitLeft++;
                if (groupingCount >= 0 && decimalPos < 0) groupingCount++;
            } else if (c == '0') {
                if (digitRight > 0) throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                zero++;
                if (groupingCount >= 0 && decimalPos < 0) groupingCount++;
            } else if (c == ',') {
                groupingCount = 0;
            } else if (c == '.') {
                if (decimalPos >= 0) throw new IllegalArgumentException("Multiple decimal separators in pattern \"" + pattern + '"');
                decimalPos = digitLeft + zero + digitRight;
            } else if (c == 'E') {
                exp = 0;
                for (int k = i + 1; k < num.length() && num.charAt(k) == '0'; k++) exp++;
                break;
            }
        }
        if (groupingCount == 0) throw new IllegalArgumentException("Malformed pattern \"" + pattern + '"');
        return new int[] {digitLeft, zero, digitRight, decimalPos, groupingCount < 0 ? 0 : groupingCount, exp};
    }

    private static boolean containsUnquoted(String s, char ch) {
        boolean q = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') q = !q;
            else if (!q && c == ch) return true;
        }
        return false;
    }

    private String expandAffix(String pat) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pat.length(); i++) {
            char c = pat.charAt(i);
            if (c == '\'') {
                if (i + 1 < pat.length() && pat.charAt(i + 1) == '\'') {
                    sb.append('\'');
                    i++;
                    continue;
                }
                int k = i + 1;
                while (k < pat.length()) {
                    char q = pat.charAt(k);
                    if (q == '\'') {
                        if (k + 1 < pat.length() && pat.charAt(k + 1) == '\'') {
                            sb.append('\'');
                            k += 2;
                            continue;
                        }
                        break;
                    }
                    sb.append(q);
                    k++;
                }
                i = k;
                continue;
            }
            switch (c) {
                case '%': sb.append(symbols.getPercent()); break;
                case '\u2030': sb.append(symbols.getPerMill()); break;
                case '-': sb.append(symbols.getMinusSign()); break;
                case '\u00a4':
                    if (i + 1 < pat.length() && pat.charAt(i + 1) == '\u00a4') {
                        sb.append(symbols.getInternationalCurrencySymbol());
                        i++;
                    } else {
                        sb.append(symbols.getCurrencySymbol());
                    }
                    break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    private void expandAffixes() {
        positivePrefix = expandAffix(posPrefixPattern);
        positiveSuffix = expandAffix(posSuffixPattern);
        if (negPrefixPattern != null) {
            negativePrefix = expandAffix(negPrefixPattern);
            negativeSuffix = expandAffix(negSuffixPattern);
        } else {
            negativePrefix = symbols.getMinusSign() + positivePrefix;
            negativeSuffix = positiveSuffix;
        }
    }

    public String toPattern() {
        StringBuilder num = new StringBuilder();
        int minInt = getMinimumIntegerDigits();
        // as java: max(grouping size, minimum integer digits) + 1 digits (whether grouping is used or
        // not), the maximum integer digits in exponential notation
        int n = useExponentialNotation ? getMaximumIntegerDigits() : Math.max(groupingSize, minInt) + 1;
        for (int i = n; i > 0; i--) {
            if (i != n && isGroupingUsed() && groupingSize != 0 && i % groupingSize == 0) num.append(',');
            num.append(i <= minInt ? '0' : '#');
        }
        if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) num.append('.');
        for (int i = 0; i < getMaximumFractionDigits(); i++) num.append(i < getMinimumFractionDigits() ? '0' : '#');
        if (useExponentialNotation) {
            num.append('E');
            for (int i = 0; i < minExponentDigits; i++) num.append('0');
        }
        String s = posPrefixPattern + num + posSuffixPattern;
        if (negPrefixPattern != null) s += ";" + negPrefixPattern + num + negSuffixPattern;
        return s;
    }

    public String toLocalizedPattern() {
        return toPattern();
    }

    // ---------------------------------------------------------------- properties

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() { return positivePrefix; }
    public void setPositivePrefix(String s) { positivePrefix = s; posPrefixPattern = quote(s); }
    public String getNegativePrefix() { return negativePrefix; }
    public void setNegativePrefix(String s) { negativePrefix = s; negPrefixPattern = quote(s); if (negSuffixPattern == null) negSuffixPattern = quote(negativeSuffix); }
    public String getPositiveSuffix() { return positiveSuffix; }
    public void setPositiveSuffix(String s) { positiveSuffix = s; posSuffixPattern = quote(s); }
    public String getNegativeSuffix() { return negativeSuffix; }
    public void setNegativeSuffix(String s) { negativeSuffix = s; negSuffixPattern = quote(s); if (negPrefixPattern == null) negPrefixPattern = quote(negativePrefix); }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') sb.append("''");
            else if (c == '%' || c == '\u2030' || c == '-' || c == '\u00a4' || isNumberChar(c) || c == ';' || c == 'E') sb.append('\'').append(c).append('\'');
            else sb.append(c);
        }
        return sb.toString();
    }

    public int getMultiplier() { return multiplier; }
    public void setMultiplier(int newValue) { multiplier = newValue; }
    public int getGroupingSize() { return groupingSize; }
    public void setGroupingSize(int newValue) {
        if (newValue < 0 || newValue > 127) throw new IllegalArgumentException("newValue is out of valid range. value: " + newValue);
        groupingSize = newValue;
    }
    public boolean isDecimalSeparatorAlwaysShown() { return decimalSeparatorAlwaysShown; }
    public void setDecimalSeparatorAlwaysShown(boolean v) { decimalSeparatorAlwaysShown = v; }
    public boolean isParseBigDecimal() { return parseBigDecimal; }
    public void setParseBigDecimal(boolean v) { parseBigDecimal = v; }
    public RoundingMode getRoundingMode() { return roundingMode; }
    public void setRoundingMode(RoundingMode rm) {
        if (rm == null) throw new NullPointerException();
        roundingMode = rm;
    }

    public void setMaximumIntegerDigits(int newValue) {
        super.setMaximumIntegerDigits(Math.min(newValue, Integer.MAX_VALUE));
    }

    public void setMaximumFractionDigits(int newValue) {
        super.setMaximumFractionDigits(newValue);
    }

    public Object clone() {
        DecimalFormat o = (DecimalFormat) super.clone();
        o.symbols = (DecimalFormatSymbols) symbols.clone();
        return o;
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) return false;
        DecimalFormat o = (DecimalFormat) obj;
        return positivePrefix.equals(o.positivePrefix) && positiveSuffix.equals(o.positiveSuffix) && negativePrefix.equals(o.negativePrefix)
            && negativeSuffix.equals(o.negativeSuffix) && multiplier == o.multiplier && groupingSize == o.groupingSize
            && decimalSeparatorAlwaysShown == o.decimalSeparatorAlwaysShown && useExponentialNotation == o.useExponentialNotation
            && minExponentDigits == o.minExponentDigits && roundingMode == o.roundingMode && symbols.equals(o.symbols);
    }

    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }

    // ---------------------------------------------------------------- formatting

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof BigDecimal) {
            BigDecimal v = ((BigDecimal) number).multiply(BigDecimal.valueOf(multiplier));
            return formatDecimal(v.signum() < 0, v.abs(), null, v.signum() < 0, toAppendTo);
        }
        if (number instanceof BigInteger) {
            BigInteger b = (BigInteger) number;
            BigDecimal v = new BigDecimal(b.multiply(BigInteger.valueOf(multiplier)));
            return formatDecimal(v.signum() < 0, v.abs(), null, v.signum() < 0, toAppendTo);
        }
        return super.format(number, toAppendTo, pos);
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        if (Double.isNaN(number)) {
            return result.append(symbols.getNaN());
        }
        boolean neg = (number < 0.0 || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) number *= multiplier;
        if (Double.isInfinite(number)) {
            return result.append(neg ? negativePrefix : positivePrefix).append(symbols.getInfinity()).append(neg ? negativeSuffix : positiveSuffix);
        }
        double a = Math.abs(number);
        BigDecimal shortest = a == 0 ? BigDecimal.ZERO : new BigDecimal(Double.toString(a));
        BigDecimal exact = a == 0 ? BigDecimal.ZERO : new BigDecimal(a);
        // the JDK (17) takes the digits of an integral double below 2^63 as not exact (its fast
        // integer conversion does not say they are): a tie there rounds up in every half mode
        integralTie = a != 0 && a < 0x1p63 && a == Math.rint(a);
        try {
            return formatDecimal(neg, shortest, exact, neg, result);
        } finally {
            integralTie = false;
        }
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        BigInteger v = BigInteger.valueOf(number).multiply(BigInteger.valueOf(multiplier));
        return formatDecimal(v.signum() < 0, new BigDecimal(v.abs()), null, v.signum() < 0, result);
    }

    /** Rounds the non-negative value to newScale; exact (if non-null) decides ties. */
    private RoundingMode magnitudeMode = RoundingMode.HALF_EVEN;

    /** Set while a double is formatted whose digits the JDK calls inexact at a tie (format(double)). */
    private boolean integralTie;

    private BigDecimal roundTo(BigDecimal v, BigDecimal exact, int newScale) {
        if (v.scale() <= newScale) return v;
        BigDecimal down = v.setScale(newScale, RoundingMode.DOWN);
        if (integralTie && (roundingMode == RoundingMode.HALF_EVEN || roundingMode == RoundingMode.HALF_DOWN)
                && v.subtract(down).compareTo(BigDecimal.ONE.movePointLeft(newScale).divide(BigDecimal.valueOf(2))) == 0) {
            return down.add(BigDecimal.ONE.movePointLeft(newScale));
        }
        if (exact != null && exact.compareTo(v) != 0) {
            BigDecimal rest = v.subtract(down);
            BigDecimal half = BigDecimal.ONE.movePointLeft(newScale).divide(BigDecimal.valueOf(2));
            boolean halfMode = roundingMode == RoundingMode.HALF_EVEN || roundingMode == RoundingMode.HALF_UP || roundingMode == RoundingMode.HALF_DOWN;
            if (halfMode && rest.compareTo(half) == 0) {
                if (down.signum() == 0 && v.compareTo(new BigDecimal("0.001")) < 0) {
                    // The JDK (17) treats a tie just before the first digit of a value that
                    // Double.toString writes in E notation as exact: HALF_EVEN keeps 0, the
                    // other half modes round up, whatever the binary value is.
                    return roundingMode == RoundingMode.HALF_EVEN ? down : down.add(BigDecimal.ONE.movePointLeft(newScale));
                }
                return exact.compareTo(v) > 0 ? down.add(BigDecimal.ONE.movePointLeft(newScale)) : down;
            }
        }
        return v.setScale(newScale, magnitudeMode);
    }

    private StringBuffer formatDecimal(boolean negIn, BigDecimal value, BigDecimal exact, boolean neg, StringBuffer result) {
        int maxInt = getMaximumIntegerDigits(), minInt = getMinimumIntegerDigits();
        int maxFrac = getMaximumFractionDigits(), minFrac = getMinimumFractionDigits();
        magnitudeMode = roundingMode;
        if (roundingMode == RoundingMode.CEILING) magnitudeMode = neg ? RoundingMode.DOWN : RoundingMode.UP;
        else if (roundingMode == RoundingMode.FLOOR) magnitudeMode = neg ? RoundingMode.UP : RoundingMode.DOWN;
        BigDecimal r;
        if (useExponentialNotation) {
            int sig = maxInt + maxFrac;
            if (value.signum() == 0 || sig <= 0) {
                r = value;
            } else {
                int adjusted = value.precision() - value.scale() - 1;
                int newScale = sig - adjusted - 1;
                r = roundTo(value, exact, newScale);
            }
        } else if (value.signum() != 0 && value.scale() - value.precision() > maxFrac) {
            // as the JDK: a value whose first digit lies beyond the first dropped
            // place formats as zero in every rounding mode
            r = BigDecimal.ZERO;
        } else {
            r = roundTo(value, exact, maxFrac);
        }
        // digit list: digits without trailing zeros, decimalAt
        String digits;
        int decimalAt;
        if (r.signum() == 0) {
            digits = "";
            decimalAt = 0;
        } else {
            BigDecimal s = r.stripTrailingZeros();
            digits = s.unscaledValue().toString();
            decimalAt = digits.length() - s.scale();
        }
        StringBuilder sb = new StringBuilder();
        sb.append(neg ? negativePrefix : positivePrefix);
        char zero = symbols.getZeroDigit();
        char dec = currency ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        if (useExponentialNotation) {
            int exponent = decimalAt;
            int repeat = maxInt;
            int minimumIntegerDigits = minInt;
            if (repeat > 1 && repeat > minInt) {
                if (exponent >= 1) exponent = ((exponent - 1) / repeat) * repeat;
                else exponent = ((exponent - repeat) / repeat) * repeat;
                minimumIntegerDigits = 1;
            } else {
                exponent -= minimumIntegerDigits;
            }
            int minimumDigits = minInt + minFrac;
            if (minimumDigits < 0) minimumDigits = Integer.MAX_VALUE;
            boolean isZero = digits.isEmpty();
            if (isZero) exponent = 0;
            int integerDigits = isZero ? minimumIntegerDigits : decimalAt - exponent;
            if (minimumDigits < integerDigits) minimumDigits = integerDigits;
            int totalDigits = digits.length();
            if (minimumDigits > totalDigits) totalDigits = minimumDigits;
            boolean addedDecimal = false;
            for (int i = 0; i < totalDigits; i++) {
                if (i == integerDigits) {
                    sb.append(dec);
                    addedDecimal = true;
                }
                sb.append(i < digits.length() ? (char) (digits.charAt(i) - '0' + zero) : zero);
            }
            if (decimalSeparatorAlwaysShown && totalDigits == integerDigits && !addedDecimal) sb.append(dec);
            sb.append(symbols.getExponentSeparator());
            if (exponent < 0) sb.append(symbols.getMinusSign());
            String e = Integer.toString(Math.abs(exponent));
            for (int i = e.length(); i < minExponentDigits; i++) sb.append(zero);
            for (int i = 0; i < e.length(); i++) sb.append((char) (e.charAt(i) - '0' + zero));
        } else {
            int start = sb.length();
            int count = minInt;
            int digitIndex = 0;
            if (decimalAt > 0 && count < decimalAt) count = decimalAt;
            if (count > maxInt) {
                count = maxInt;
                digitIndex = decimalAt - count;
            }
            boolean group = isGroupingUsed() && groupingSize > 0;
            for (int i = count - 1; i >= 0; i--) {
                if (i < decimalAt && digitIndex < digits.length()) sb.append((char) (digits.charAt(digitIndex++) - '0' + zero));
                else sb.append(zero);
                if (group && i > 0 && i % groupingSize == 0) sb.append(currency ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator());
            }
            boolean fractionPresent = minFrac > 0 || digitIndex < digits.length();
            if (!fractionPresent && sb.length() == start) sb.append(zero);
            if (decimalSeparatorAlwaysShown || fractionPresent) sb.append(dec);
            for (int i = 0; i < maxFrac; i++) {
                if (i >= minFrac && digitIndex >= digits.length()) break;
                if (-1 - i > decimalAt - 1) {
                    sb.append(zero);
                    continue;
                }
                if (digitIndex < digits.length()) sb.append((char) (digits.charAt(digitIndex++) - '0' + zero));
                else sb.append(zero);
            }
        }
        sb.append(neg ? negativeSuffix : positiveSuffix);
        return result.append(sb);
    }

    // ---------------------------------------------------------------- parsing

    public Number parse(String text, ParsePosition pos) {
        int start = pos.index;
        int p = start;
        boolean neg = false;
        boolean posMatch = text.startsWith(positivePrefix, p);
        boolean negMatch = text.startsWith(negativePrefix, p);
        if (posMatch && negMatch) {
            if (negativePrefix.length() > positivePrefix.length()) posMatch = false;
            else if (negativePrefix.length() < positivePrefix.length()) negMatch = false;
        }
        if (negMatch && !posMatch) {
            neg = true;
            p += negativePrefix.length();
        } else if (posMatch) {
            p += positivePrefix.length();
        } else {
            pos.errorIndex = p;
            return null;
        }
        if (text.startsWith(symbols.getInfinity(), p)) {
            p += symbols.getInfinity().length();
            String suf = neg ? negativeSuffix : positiveSuffix;
            if (!text.startsWith(suf, p)) {
                pos.errorIndex = p;
                return null;
            }
            pos.index = p + suf.length();
            return neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (text.startsWith(symbols.getNaN(), p)) {
            pos.index = p + symbols.getNaN().length();
            return Double.NaN;
        }
        StringBuilder num = new StringBuilder();
        char dec = currency ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        char grp = currency ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        boolean sawDigit = false, sawDecimal = false;
        int digitStart = p;
        while (p < text.length()) {
            char c = text.charAt(p);
            int d = c - symbols.getZeroDigit();
            if (d < 0 || d > 9) d = Character.digit(c, 10);
            if (d >= 0 && d <= 9) {
                num.append((char) ('0' + d));
                sawDigit = true;
                p++;
            } else if (c == dec && !sawDecimal && !isParseIntegerOnly()) {
                num.append('.');
                sawDecimal = true;
                p++;
            } else if (c == grp && isGroupingUsed() && !sawDecimal && p + 1 < text.length() && Character.isDigit(text.charAt(p + 1))) {
                p++;
            } else if (!isParseIntegerOnly() && text.startsWith(symbols.getExponentSeparator(), p) && sawDigit) {
                int q = p + symbols.getExponentSeparator().length();
                boolean eneg = false;
                if (q < text.length() && (text.charAt(q) == symbols.getMinusSign() || text.charAt(q) == '+')) {
                    eneg = text.charAt(q) == symbols.getMinusSign();
                    q++;
                }
                int es = q;
                while (q < text.length() && Character.isDigit(text.charAt(q))) q++;
                if (q == es) break;
                num.append('E').append(eneg ? "-" : "").append(text, es, q);
                p = q;
                break;
            } else {
                break;
            }
        }
        if (!sawDigit) {
            pos.errorIndex = digitStart;
            return null;
        }
        String suf = neg ? negativeSuffix : positiveSuffix;
        if (!suf.isEmpty()) {
            if (!text.startsWith(suf, p)) {
                pos.errorIndex = p;
                return null;
            }
            p += suf.length();
        }
        pos.index = p;
        BigDecimal v = new BigDecimal(num.toString());
        if (parseBigDecimal) {
            if (multiplier != 1) v = v.divide(BigDecimal.valueOf(multiplier), java.math.MathContext.DECIMAL128);
            return neg ? v.negate() : v;
        }
        return toNumber(v, neg);
    }

    /*
     * The parsed magnitude v as java gives it: a Long when the digits are an integer that fits (zero only
     * when positive, or when parsing integers only), else the nearest double; divided by the multiplier as
     * java does, in long arithmetic when exact, else in double arithmetic (so 74184.103 per mille is
     * 74.18410300000001), and a double result that is integral becomes a Long.
     */
    private Number toNumber(BigDecimal v, boolean neg) {
        BigDecimal stripped = v.stripTrailingZeros();
        boolean zero = v.signum() == 0;
        boolean fits = zero ? (!neg || isParseIntegerOnly())
                : stripped.scale() <= 0 && stripped.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0;
        boolean longMin = !zero && neg && stripped.scale() <= 0
                && stripped.compareTo(BigDecimal.valueOf(Long.MAX_VALUE).add(BigDecimal.ONE)) == 0;
        boolean gotDouble = !fits && !longMin;
        long l = longMin ? Long.MIN_VALUE : fits ? v.longValue() : 0;
        double d = gotDouble ? v.doubleValue() : 0.0;
        if (multiplier != 1) {
            if (gotDouble) {
                d /= multiplier;
            } else if (l % multiplier == 0) {
                l /= multiplier;
            } else {
                d = ((double) l) / multiplier;
                gotDouble = true;
            }
        }
        if (neg && !longMin) {
            d = -d;
            l = -l;
        }
        if (multiplier != 1 && gotDouble) {
            l = (long) d;
            gotDouble = (d != (double) l || (d == 0.0 && 1 / d < 0.0)) && !isParseIntegerOnly();
        }
        return gotDouble ? (Number) Double.valueOf(d) : (Number) Long.valueOf(l);
    }
}
