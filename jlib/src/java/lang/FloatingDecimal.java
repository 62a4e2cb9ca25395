package java.lang;

/**
 * Validation of Java floating-point literal syntax for Double/Float.parseX; the conversion
 * itself is done natively by Double.parseDouble0 / Float.parseFloat0 on the checked text.
 */
final class FloatingDecimal {
    private FloatingDecimal() {}

    static final String NAN = "NaN";
    static final String INFINITY = "Infinity";
    static final String NEG_INFINITY = "-Infinity";

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHexDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static NumberFormatException fail(String in) {
        return new NumberFormatException("For input string: \"" + in + "\"");
    }

    /**
     * Checks the syntax of in (after trimming) and returns either one of NAN, INFINITY,
     * NEG_INFINITY or the trimmed text without a type suffix, fit for strtod.
     */
    static String readJavaFormatString(String in) {
        in = in.trim();
        int len = in.length();
        if (len == 0) {
            throw new NumberFormatException("empty String");
        }
        int i = 0;
        boolean isNegative = false;
        char c = in.charAt(i);
        if (c == '-' || c == '+') {
            isNegative = c == '-';
            i++;
        }
        if (i >= len) {
            throw fail(in);
        }
        c = in.charAt(i);
        if (c == 'N') {
            if (len - i == 3 && in.startsWith(NAN, i)) {
                return NAN;
            }
            throw fail(in);
        }
        if (c == 'I') {
            if (len - i == 8 && in.startsWith(INFINITY, i)) {
                return isNegative ? NEG_INFINITY : INFINITY;
            }
            throw fail(in);
        }
        if (c == '0' && i + 1 < len && (in.charAt(i + 1) == 'x' || in.charAt(i + 1) == 'X')) {
            return checkHex(in, i + 2);
        }
        int digits = 0;
        while (i < len && isDigit(in.charAt(i))) {
            i++;
            digits++;
        }
        if (i < len && in.charAt(i) == '.') {
            i++;
            while (i < len && isDigit(in.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (i < len && in.charAt(i) == '.') {
            throw new NumberFormatException("multiple points");
        }
        if (digits == 0) {
            throw fail(in);
        }
        if (i < len && (in.charAt(i) == 'e' || in.charAt(i) == 'E')) {
            i++;
            if (i < len && (in.charAt(i) == '+' || in.charAt(i) == '-')) {
                i++;
            }
            int expDigits = 0;
            while (i < len && isDigit(in.charAt(i))) {
                i++;
                expDigits++;
            }
            if (expDigits == 0) {
                throw fail(in);
            }
        }
        return stripSuffix(in, i, len);
    }

    private static String stripSuffix(String in, int i, int len) {
        if (i == len) {
            return in;
        }
        if (i == len - 1) {
            char s = in.charAt(i);
            if (s == 'f' || s == 'F' || s == 'd' || s == 'D') {
                return in.substring(0, i);
            }
        }
        throw fail(in);
    }

    /** Hex form: hexdigits [. hexdigits] p [sign] digits [suffix]; i is just after "0x". */
    private static String checkHex(String in, int i) {
        int len = in.length();
        int digits = 0;
        while (i < len && isHexDigit(in.charAt(i))) {
            i++;
            digits++;
        }
        if (i < len && in.charAt(i) == '.') {
            i++;
            while (i < len && isHexDigit(in.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0 || i >= len || (in.charAt(i) != 'p' && in.charAt(i) != 'P')) {
            throw fail(in);
        }
        i++;
        if (i < len && (in.charAt(i) == '+' || in.charAt(i) == '-')) {
            i++;
        }
        int expDigits = 0;
        while (i < len && isDigit(in.charAt(i))) {
            i++;
            expDigits++;
        }
        if (expDigits == 0) {
            throw fail(in);
        }
        return stripSuffix(in, i, len);
    }
}
