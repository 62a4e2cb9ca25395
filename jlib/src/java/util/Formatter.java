package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;

/**
 * An interpreter for printf-style format strings (jpor's own implementation,
 * written from the Java SE API specification).
 *
 * Numbers use the locale's decimal and grouping separators (java.text.DecimalFormatSymbols);
 * digits are always ASCII.
 *
 * Floating-point values are formatted from the shortest decimal digit string
 * that identifies them (the digits of {@code Double.toString}), rounded
 * HALF_UP in decimal to the requested precision.
 */
public final class Formatter implements Closeable, Flushable {

    private Appendable a;
    private final Locale l;
    private IOException lastException;

    // flag bits (the values passed to Formattable.formatTo use the first three)
    static final int LEFT_JUSTIFY = 1 << 0;   // '-'
    static final int UPPERCASE = 1 << 1;      // '^'
    static final int ALTERNATE = 1 << 2;      // '#'
    static final int PLUS = 1 << 3;           // '+'
    static final int LEADING_SPACE = 1 << 4;  // ' '
    static final int ZERO_PAD = 1 << 5;       // '0'
    static final int GROUP = 1 << 6;          // ','
    static final int PARENTHESES = 1 << 7;    // '('
    static final int PREVIOUS = 1 << 8;       // '<'

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault());
    }

    public Formatter(Appendable a) {
        this(a == null ? new StringBuilder() : a, Locale.getDefault());
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = (a == null) ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(java.io.PrintStream ps) {
        this((Appendable) Objects.requireNonNull(ps), Locale.getDefault());
    }

    public Formatter(java.io.OutputStream os) {
        this(new java.io.BufferedWriter(new java.io.OutputStreamWriter(os)), Locale.getDefault());
    }

    public Formatter(java.io.OutputStream os, String csn) throws java.io.UnsupportedEncodingException {
        this(os, csn, Locale.getDefault());
    }

    public Formatter(java.io.OutputStream os, String csn, Locale l) throws java.io.UnsupportedEncodingException {
        this(new java.io.BufferedWriter(new java.io.OutputStreamWriter(os, csn)), l);
    }

    public Formatter(java.io.OutputStream os, java.nio.charset.Charset charset, Locale l) {
        this(new java.io.BufferedWriter(new java.io.OutputStreamWriter(os, charset)), l);
    }

    public Formatter(String fileName) throws java.io.FileNotFoundException {
        this(new java.io.FileOutputStream(fileName));
    }

    public Formatter(String fileName, String csn) throws java.io.FileNotFoundException, java.io.UnsupportedEncodingException {
        this(fileName, csn, Locale.getDefault());
    }

    public Formatter(String fileName, String csn, Locale l) throws java.io.FileNotFoundException, java.io.UnsupportedEncodingException {
        this(charsetStream(fileName, csn), csn, l);
    }

    public Formatter(String fileName, java.nio.charset.Charset charset, Locale l) throws java.io.IOException {
        this(new java.io.FileOutputStream(fileName), Objects.requireNonNull(charset, "charset"), l);
    }

    public Formatter(java.io.File file) throws java.io.FileNotFoundException {
        this(new java.io.FileOutputStream(file));
    }

    public Formatter(java.io.File file, String csn) throws java.io.FileNotFoundException, java.io.UnsupportedEncodingException {
        this(file, csn, Locale.getDefault());
    }

    public Formatter(java.io.File file, String csn, Locale l) throws java.io.FileNotFoundException, java.io.UnsupportedEncodingException {
        this(charsetStream(file.getPath(), csn), csn, l);
    }

    public Formatter(java.io.File file, java.nio.charset.Charset charset, Locale l) throws java.io.IOException {
        this(new java.io.FileOutputStream(file), Objects.requireNonNull(charset, "charset"), l);
    }

    /** The file's stream, once the charset name is known to be good (java checks it first). */
    private static java.io.OutputStream charsetStream(String fileName, String csn)
            throws java.io.FileNotFoundException, java.io.UnsupportedEncodingException {
        Objects.requireNonNull(csn, "charsetName");
        try {
            java.nio.charset.Charset.forName(csn);
        } catch (IllegalArgumentException e) {
            throw new java.io.UnsupportedEncodingException(csn);
        }
        return new java.io.FileOutputStream(fileName);
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    public String toString() {
        ensureOpen();
        return a.toString();
    }

    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public void close() {
        if (a == null)
            return;
        try {
            if (a instanceof Closeable)
                ((Closeable) a).close();
        } catch (IOException ioe) {
            lastException = ioe;
        } finally {
            a = null;
        }
    }

    private void ensureOpen() {
        if (a == null)
            throw new FormatterClosedException();
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        char decSep = '.', grpSep = ',';
        if (l != null) {
            java.text.DecimalFormatSymbols dfs = java.text.DecimalFormatSymbols.getInstance(l);
            decSep = dfs.getDecimalSeparator();
            grpSep = dfs.getGroupingSeparator();
        }
        int last = -1;   // index of the last argument referenced
        int lasto = -1;  // last ordinary index
        ArrayList<Object> fsa = parse(format);
        for (int k = 0; k < fsa.size(); k++) {
            Object o = fsa.get(k);
            try {
                if (o instanceof String) {
                    a.append((String) o);
                    continue;
                }
                Spec fs = (Spec) o;
                fs.decSep = decSep;
                fs.grpSep = grpSep;
                int index = fs.index;
                switch (index) {
                case -2: // "%n" or "%%"
                    fs.print(this, null);
                    break;
                case -1: // relative index
                    if (last < 0 || (args != null && last > args.length - 1))
                        throw new MissingFormatArgumentException(fs.toString());
                    fs.print(this, (args == null ? null : args[last]));
                    break;
                case 0: // ordinary index
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1)
                        throw new MissingFormatArgumentException(fs.toString());
                    fs.print(this, (args == null ? null : args[lasto]));
                    break;
                default: // explicit index
                    last = index - 1;
                    if (args != null && last > args.length - 1)
                        throw new MissingFormatArgumentException(fs.toString());
                    fs.print(this, (args == null ? null : args[last]));
                    break;
                }
            } catch (IOException x) {
                lastException = x;
            }
        }
        return this;
    }

    // ------------------------------------------------------------------
    // Parsing: %[argument_index$][flags][width][.precision][t]conversion
    // ------------------------------------------------------------------

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isConvChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    private static ArrayList<Object> parse(String s) {
        ArrayList<Object> al = new ArrayList<Object>();
        int i = 0;
        int max = s.length();
        while (i < max) {
            int n = s.indexOf('%', i);
            if (n < 0) {
                al.add(s.substring(i, max));
                break;
            }
            if (i != n) {
                al.add(s.substring(i, n));
            }
            i = n + 1;
            if (i >= max) {
                throw new UnknownFormatConversionException("%");
            }
            char c = s.charAt(i);
            // match the specifier syntax
            int j = i;
            int idxStart = -1, idxEnd = -1;
            int k = j;
            while (k < max && isDigit(s.charAt(k)))
                k++;
            if (k > j && k < max && s.charAt(k) == '$') {
                idxStart = j;
                idxEnd = k;
                j = k + 1;
            }
            int flStart = j;
            while (j < max && "-#+ 0,(<".indexOf(s.charAt(j)) >= 0)
                j++;
            int flEnd = j;
            int wStart = j;
            while (j < max && isDigit(s.charAt(j)))
                j++;
            int wEnd = j;
            int pStart = -1, pEnd = -1;
            if (j + 1 < max && s.charAt(j) == '.' && isDigit(s.charAt(j + 1))) {
                j++;
                pStart = j;
                while (j < max && isDigit(s.charAt(j)))
                    j++;
                pEnd = j;
            }
            boolean dt = false;
            boolean dtUpper = false;
            if (j + 1 < max && (s.charAt(j) == 't' || s.charAt(j) == 'T')
                && isConvChar(s.charAt(j + 1))) {
                dt = true;
                dtUpper = s.charAt(j) == 'T';
                j++;
            }
            if (j >= max || !isConvChar(s.charAt(j))) {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
            Spec sp = new Spec(s, idxStart, idxEnd, flStart, flEnd, wStart, wEnd, pStart, pEnd,
                               dt, dtUpper, s.charAt(j));
            al.add(sp);
            i = j + 1;
        }
        return al;
    }

    static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        if ((f & LEFT_JUSTIFY) != 0) sb.append('-');
        if ((f & UPPERCASE) != 0) sb.append('^');
        if ((f & ALTERNATE) != 0) sb.append('#');
        if ((f & PLUS) != 0) sb.append('+');
        if ((f & LEADING_SPACE) != 0) sb.append(' ');
        if ((f & ZERO_PAD) != 0) sb.append('0');
        if ((f & GROUP) != 0) sb.append(',');
        if ((f & PARENTHESES) != 0) sb.append('(');
        if ((f & PREVIOUS) != 0) sb.append('<');
        return sb.toString();
    }

    private static int flagOf(char c) {
        switch (c) {
        case '-': return LEFT_JUSTIFY;
        case '#': return ALTERNATE;
        case '+': return PLUS;
        case ' ': return LEADING_SPACE;
        case '0': return ZERO_PAD;
        case ',': return GROUP;
        case '(': return PARENTHESES;
        case '<': return PREVIOUS;
        default: throw new UnknownFormatFlagsException(String.valueOf(c));
        }
    }

    private static final String DATE_TIME_CONVERSIONS = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    /** One format specifier. */
    private static final class Spec {
        int index = 0;   // 0 ordinary, -1 previous ('<'), -2 none (%n %%), >0 explicit
        int f = 0;       // flags
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;

        Spec(String s, int idxStart, int idxEnd, int flStart, int flEnd, int wStart, int wEnd,
             int pStart, int pEnd, boolean dt, boolean dtUpper, char conv) {
            // argument index
            if (idxStart >= 0) {
                int v = parseInt(s, idxStart, idxEnd);
                if (v == Integer.MIN_VALUE)
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                if (v <= 0)
                    throw new IllegalFormatArgumentIndexException(v);
                index = v;
            }
            // flags
            for (int i = flStart; i < flEnd; i++) {
                char ch = s.charAt(i);
                int v = flagOf(ch);
                if ((f & v) != 0)
                    throw new DuplicateFormatFlagsException(flagsToString(v));
                f |= v;
            }
            if ((f & PREVIOUS) != 0)
                index = -1;
            // width
            if (wEnd > wStart) {
                int v = parseInt(s, wStart, wEnd);
                width = v;
                if (v < 0)
                    throw new IllegalFormatWidthException(v);
            }
            // precision
            if (pStart >= 0) {
                int v = parseInt(s, pStart, pEnd);
                precision = v;
                if (v < 0)
                    throw new IllegalFormatPrecisionException(v);
            }
            if (dt) {
                this.dt = true;
                if (dtUpper)
                    f |= UPPERCASE;
            }
            // conversion
            c = conv;
            if (!dt) {
                if ("bBhHsScCdoxXeEfgGaA%n".indexOf(conv) < 0)
                    throw new UnknownFormatConversionException(String.valueOf(conv));
                if (conv >= 'A' && conv <= 'Z') {
                    f |= UPPERCASE;
                    c = (char) (conv + ('a' - 'A'));
                }
                if (c == '%' || c == 'n')
                    index = -2;
            }

            if (dt)
                checkDateTime();
            else if (c == 'b' || c == 'h' || c == 's')
                checkGeneral();
            else if (c == 'c')
                checkCharacter();
            else if (c == 'd' || c == 'o' || c == 'x')
                checkInteger();
            else if (c == 'e' || c == 'f' || c == 'g' || c == 'a')
                checkFloat();
            else if (c == '%' || c == 'n')
                checkText();
            else
                throw new UnknownFormatConversionException(String.valueOf(c));
        }

        /** Parses decimal digits; Integer.MIN_VALUE on overflow. */
        private static int parseInt(String s, int start, int end) {
            long v = 0;
            for (int i = start; i < end; i++) {
                v = v * 10 + (s.charAt(i) - '0');
                if (v > Integer.MAX_VALUE)
                    return Integer.MIN_VALUE;
            }
            return (int) v;
        }

        private boolean has(int flag) {
            return (f & flag) != 0;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(f & ~UPPERCASE));
            if (index > 0)
                sb.append(index).append('$');
            if (width != -1)
                sb.append(width);
            if (precision != -1)
                sb.append('.').append(precision);
            if (dt)
                sb.append(has(UPPERCASE) ? 'T' : 't');
            if (has(UPPERCASE) && c >= 'a' && c <= 'z')
                sb.append((char) (c - ('a' - 'A')));
            else
                sb.append(c);
            return sb.toString();
        }

        private void failMismatch(int flag, char c) {
            throw new FormatFlagsConversionMismatchException(flagsToString(flag), c);
        }

        private void checkBadFlags(int bad) {
            // in the order the flags are listed in the documentation
            final int[] order = { ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES };
            for (int i = 0; i < order.length; i++) {
                if ((bad & order[i]) != 0 && has(order[i]))
                    failMismatch(order[i], c);
            }
        }

        private void checkBadFlags(int first, int second, int third) {
            if (has(first))
                failMismatch(first, c);
            if (has(second))
                failMismatch(second, c);
            if (has(third))
                failMismatch(third, c);
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALTERNATE))
                failMismatch(ALTERNATE, c);
            if (width == -1 && has(LEFT_JUSTIFY))
                throw new MissingFormatWidthException(toString());
            checkBadFlags(PLUS | LEADING_SPACE | ZERO_PAD | GROUP | PARENTHESES);
        }

        private void checkDateTime() {
            if (precision != -1)
                throw new IllegalFormatPrecisionException(precision);
            if (DATE_TIME_CONVERSIONS.indexOf(c) < 0)
                throw new UnknownFormatConversionException("t" + c);
            checkBadFlags(ALTERNATE | PLUS | LEADING_SPACE | ZERO_PAD | GROUP | PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY))
                throw new MissingFormatWidthException(toString());
        }

        private void checkCharacter() {
            if (precision != -1)
                throw new IllegalFormatPrecisionException(precision);
            checkBadFlags(ALTERNATE | PLUS | LEADING_SPACE | ZERO_PAD | GROUP | PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY))
                throw new MissingFormatWidthException(toString());
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1)
                throw new IllegalFormatPrecisionException(precision);
            if (c == 'd')
                checkBadFlags(ALTERNATE);
            else
                checkBadFlags(GROUP);
        }

        private void checkNumeric() {
            if (width != -1 && width < 0)
                throw new IllegalFormatWidthException(width);
            if (precision != -1 && precision < 0)
                throw new IllegalFormatPrecisionException(precision);
            if (width == -1 && (has(LEFT_JUSTIFY) || has(ZERO_PAD)))
                throw new MissingFormatWidthException(toString());
            if ((has(PLUS) && has(LEADING_SPACE)) || (has(LEFT_JUSTIFY) && has(ZERO_PAD)))
                throw new IllegalFormatFlagsException(flagsToString(f));
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'f') {
                // all flags allowed
            } else if (c == 'a') {
                checkBadFlags(PARENTHESES, GROUP, 0);
            } else if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALTERNATE);
            }
        }

        private void checkText() {
            if (precision != -1)
                throw new IllegalFormatPrecisionException(precision);
            switch (c) {
            case '%':
                if (f != LEFT_JUSTIFY && f != 0)
                    throw new IllegalFormatFlagsException(flagsToString(f));
                if (width == -1 && has(LEFT_JUSTIFY))
                    throw new MissingFormatWidthException(toString());
                break;
            case 'n':
                if (width != -1)
                    throw new IllegalFormatWidthException(width);
                if (f != 0)
                    throw new IllegalFormatFlagsException(flagsToString(f));
                break;
            default:
                break;
            }
        }

        // ---------------- printing ----------------

        void print(Formatter fmt, Object arg) throws IOException {
            if (dt) {
                printDateTime(fmt, arg);
                return;
            }
            switch (c) {
            case 'd':
            case 'o':
            case 'x':
                printInteger(fmt, arg);
                break;
            case 'e':
            case 'g':
            case 'f':
            case 'a':
                printFloat(fmt, arg);
                break;
            case 'c':
                printCharacter(fmt, arg);
                break;
            case 'b':
                printBoolean(fmt, arg);
                break;
            case 's':
                printString(fmt, arg);
                break;
            case 'h':
                printHashCode(fmt, arg);
                break;
            case 'n':
                fmt.a.append("\n");
                break;
            case '%':
                printString(fmt, "%");
                break;
            default:
                break;
            }
        }

        private void failConversion(Object arg) {
            throw new IllegalFormatConversionException(c, arg.getClass());
        }

        private void printInteger(Formatter fmt, Object arg) throws IOException {
            if (arg == null)
                printStr(fmt, "null");
            else if (arg instanceof Byte)
                printIntegral(fmt, ((Byte) arg).byteValue(), 8);
            else if (arg instanceof Short)
                printIntegral(fmt, ((Short) arg).shortValue(), 16);
            else if (arg instanceof Integer)
                printIntegral(fmt, ((Integer) arg).intValue(), 32);
            else if (arg instanceof Long)
                printIntegral(fmt, ((Long) arg).longValue(), 64);
            else if (isClass(arg, "java.math.BigInteger"))
                printBigInteger(fmt, arg.toString());
            else
                failConversion(arg);
        }

        private void printFloat(Formatter fmt, Object arg) throws IOException {
            if (arg == null)
                printStr(fmt, "null");
            else if (arg instanceof Float)
                printDouble(fmt, ((Float) arg).floatValue());
            else if (arg instanceof Double)
                printDouble(fmt, ((Double) arg).doubleValue());
            else if (isClass(arg, "java.math.BigDecimal"))
                printBigDecimal(fmt, arg);
            else
                failConversion(arg);
        }

        private void printCharacter(Formatter fmt, Object arg) throws IOException {
            if (arg == null) {
                printStr(fmt, "null");
                return;
            }
            String s = null;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else if (arg instanceof Byte) {
                s = codePointString(((Byte) arg).byteValue());
            } else if (arg instanceof Short) {
                s = codePointString(((Short) arg).shortValue());
            } else if (arg instanceof Integer) {
                s = codePointString(((Integer) arg).intValue());
            } else {
                failConversion(arg);
            }
            printStr(fmt, s);
        }

        private String codePointString(int cp) {
            if (cp < 0 || cp > 0x10FFFF)
                throw new IllegalFormatCodePointException(cp);
            StringBuilder sb = new StringBuilder(2);
            if (cp < 0x10000) {
                sb.append((char) cp);
            } else {
                int v = cp - 0x10000;
                sb.append((char) (0xD800 + (v >>> 10)));
                sb.append((char) (0xDC00 + (v & 0x3FF)));
            }
            return sb.toString();
        }

        private void printBoolean(Formatter fmt, Object arg) throws IOException {
            String s;
            if (arg != null)
                s = ((arg instanceof Boolean) ? ((Boolean) arg).toString() : "true");
            else
                s = "false";
            printStr(fmt, s);
        }

        private void printString(Formatter fmt, Object arg) throws IOException {
            if (arg instanceof Formattable) {
                ((Formattable) arg).formatTo(fmt, f, width, precision);
            } else {
                if (has(ALTERNATE))
                    failMismatch(ALTERNATE, 's');
                if (arg == null)
                    printStr(fmt, "null");
                else
                    printStr(fmt, arg.toString());
            }
        }

        private void printHashCode(Formatter fmt, Object arg) throws IOException {
            String s = (arg == null ? "null" : Integer.toHexString(arg.hashCode()));
            printStr(fmt, s);
        }

        private void printDateTime(Formatter fmt, Object arg) throws IOException {
            if (arg == null) {
                printStr(fmt, "null");
                return;
            }
            if (arg instanceof Long && (c == 'Q' || c == 's')) {
                long t = ((Long) arg).longValue();
                printStr(fmt, Long.toString(c == 'Q' ? t : t / 1000L));
                return;
            }
            printStr(fmt, FormatterDateTime.format(c, arg, fmt.l));
        }

        /** Prints a string with precision (truncation), case and justification. */
        private void printStr(Formatter fmt, String s) throws IOException {
            if (precision != -1 && precision < s.length())
                s = s.substring(0, precision);
            if (has(UPPERCASE))
                s = s.toUpperCase();
            appendJustified(fmt.a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT_JUSTIFY);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        // --- integers ---

        private void printIntegral(Formatter fmt, long value, int bits) throws IOException {
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = value < 0;
                String valueStr = Long.toString(value);
                leadingSign(sb, neg);
                localizedMagnitude(sb, valueStr, neg ? 1 : 0, f, adjustWidth(width, f, neg));
                trailingSign(sb, neg);
            } else {
                long v = value;
                if (value < 0 && bits < 64)
                    v += (1L << bits);
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                String s;
                int len;
                if (c == 'o') {
                    s = Long.toOctalString(v);
                    len = has(ALTERNATE) ? s.length() + 1 : s.length();
                    if (has(ALTERNATE))
                        sb.append('0');
                } else {
                    s = Long.toHexString(v);
                    len = has(ALTERNATE) ? s.length() + 2 : s.length();
                    if (has(ALTERNATE))
                        sb.append(has(UPPERCASE) ? "0X" : "0x");
                }
                if (has(ZERO_PAD))
                    trailingZeros(sb, width - len);
                if (c == 'x' && has(UPPERCASE))
                    s = s.toUpperCase();
                sb.append(s);
            }
            appendJustified(fmt.a, sb);
        }

        /** BigInteger, given by its decimal toString(). */
        private void printBigInteger(Formatter fmt, String dec) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = dec.startsWith("-");
            String mag = neg ? dec.substring(1) : dec;
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, mag, 0, f, adjustWidth(width, f, neg));
            } else {
                String s = toRadix(mag, c == 'o' ? 8 : 16);
                int len = s.length() + sb.length();
                if (neg && has(PARENTHESES))
                    len++;
                if (c == 'o') {
                    if (has(ALTERNATE)) {
                        len++;
                        sb.append('0');
                    }
                } else {
                    if (has(ALTERNATE)) {
                        len += 2;
                        sb.append(has(UPPERCASE) ? "0X" : "0x");
                    }
                }
                if (has(ZERO_PAD))
                    trailingZeros(sb, width - len);
                if (has(UPPERCASE))
                    s = s.toUpperCase();
                sb.append(s);
            }
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        private static String toRadix(String dec, int radix) {
            int n = dec.length();
            int[] digits = new int[n];
            for (int i = 0; i < n; i++)
                digits[i] = dec.charAt(i) - '0';
            StringBuilder out = new StringBuilder();
            int start = 0;
            while (start < n && digits[start] == 0)
                start++;
            if (start == n)
                return "0";
            while (start < n) {
                int rem = 0;
                for (int i = start; i < n; i++) {
                    int cur = rem * 10 + digits[i];
                    digits[i] = cur / radix;
                    rem = cur % radix;
                }
                out.append(Character.forDigit(rem, radix));
                while (start < n && digits[start] == 0)
                    start++;
            }
            return out.reverse().toString();
        }

        private StringBuilder leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(LEADING_SPACE)) {
                    sb.append(' ');
                }
            } else {
                if (has(PARENTHESES))
                    sb.append('(');
                else
                    sb.append('-');
            }
            return sb;
        }

        private StringBuilder trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PARENTHESES))
                sb.append(')');
            return sb;
        }

        private static int adjustWidth(int width, int f, boolean neg) {
            int newW = width;
            if (newW != -1 && neg && (f & PARENTHESES) != 0)
                newW--;
            return newW;
        }

        private static void trailingZeros(StringBuilder sb, int nzeros) {
            for (int i = 0; i < nzeros; i++) {
                sb.append('0');
            }
        }

        /** The locale's decimal and grouping separators, set by format() before print(). */
        char decSep = '.';
        char grpSep = ',';

        /**
         * Appends the digits of value (from offset) to sb, inserting grouping
         * separators, then zero-pads (at the position where the digits began)
         * so that sb reaches the width.
         */
        private StringBuilder localizedMagnitude(StringBuilder sb, CharSequence value,
                                                        int offset, int f, int width) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = (f & GROUP) != 0;
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append(decSep);
                    group = false;
                    continue;
                }
                sb.append(value.charAt(j));
                if (group && j != dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(grpSep);
                }
            }
            if (width != -1 && (f & ZERO_PAD) != 0) {
                int n = width - sb.length();
                if (n > 0) {
                    char[] zeros = new char[n];
                    for (int k = 0; k < n; k++)
                        zeros[k] = '0';
                    sb.insert(begin, zeros);
                }
            }
            return sb;
        }

        // --- floating point ---

        private void printDouble(Formatter fmt, double value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v))
                    printFinite(sb, v, neg);
                else
                    sb.append(has(UPPERCASE) ? "INFINITY" : "Infinity");
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPERCASE) ? "NAN" : "NaN");
            }
            appendJustified(fmt.a, sb);
        }

        /** value is finite and not negative. */
        private void printFinite(StringBuilder sb, double value, boolean neg) {
            if (c == 'a') {
                printHex(sb, value, neg);
                return;
            }
            Decimal d = Decimal.of(value);
            printDecimal(sb, d, value == 0.0, neg);
        }

        /** Lays out a non-negative decimal value for the e, f and g conversions. */
        private void printDecimal(StringBuilder sb, Decimal d, boolean isZero, boolean neg) {
            printDecimal(sb, d, isZero, neg, 0);
        }

        private void printDecimal(StringBuilder sb, Decimal d, boolean isZero, boolean neg,
                                  int zeroExp) {
            if (c == 'e') {
                int prec = (precision == -1 ? 6 : precision);
                d.round(prec + 1);
                StringBuilder mant = d.scientificMantissa(prec);
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0)
                    mant.append('.');
                String exp = isZero ? exponentString(zeroExp) : d.exponentString();
                int newW = width;
                if (width != -1)
                    newW = adjustWidth(width - exp.length() - 1, f, neg);
                localizedMagnitude(sb, mant, 0, f, newW);
                sb.append(has(UPPERCASE) ? 'E' : 'e');
                sb.append(exp);
            } else if (c == 'f') {
                int prec = (precision == -1 ? 6 : precision);
                d.round(d.exp + prec);
                StringBuilder mant = d.decimalMantissa(prec);
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0)
                    mant.append('.');
                localizedMagnitude(sb, mant, 0, f, adjustWidth(width, f, neg));
            } else { // 'g'
                int prec = precision;
                if (precision == -1)
                    prec = 6;
                else if (precision == 0)
                    prec = 1;
                String exp = null;
                StringBuilder mant;
                if (isZero) {
                    mant = new StringBuilder("0");
                    prec -= 1;
                } else {
                    d.round(prec);
                    int e = d.exp;
                    if (e - 1 < -4 || e - 1 >= prec) {
                        mant = d.scientificMantissa(prec - 1);
                        exp = d.exponentString();
                        prec -= 1;
                    } else {
                        mant = d.decimalMantissa(prec - e);
                        prec -= e;
                    }
                }
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0)
                    mant.append('.');
                int newW = width;
                if (width != -1) {
                    if (exp != null)
                        newW = adjustWidth(width - exp.length() - 1, f, neg);
                    else
                        newW = adjustWidth(width, f, neg);
                }
                localizedMagnitude(sb, mant, 0, f, newW);
                if (exp != null) {
                    sb.append(has(UPPERCASE) ? 'E' : 'e');
                    sb.append(exp);
                }
            }
        }

        private static String exponentString(int e) {
            StringBuilder sb = new StringBuilder(4);
            sb.append(e < 0 ? '-' : '+');
            int ae = Math.abs(e);
            if (ae < 10)
                sb.append('0');
            sb.append(ae);
            return sb.toString();
        }

        /** Adds zeros after the decimal point up to prec digits. */
        private static void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i;
            for (i = 0; i < len; i++) {
                if (sb.charAt(i) == '.')
                    break;
            }
            boolean needDot = (i == len);
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec >= prec)
                return;
            if (needDot)
                sb.append('.');
            trailingZeros(sb, prec - outPrec);
        }

        private void printHex(StringBuilder sb, double value, boolean neg) {
            int prec = precision;
            if (precision == -1)
                prec = 0;
            else if (precision == 0)
                prec = 1;
            String s = hexDouble(value, prec);
            StringBuilder va = new StringBuilder();
            boolean upper = has(UPPERCASE);
            sb.append(upper ? "0X" : "0x");
            if (has(ZERO_PAD)) {
                int leadingCharacters = 2;
                if (has(LEADING_SPACE) || has(PLUS) || neg)
                    leadingCharacters = 3;
                trailingZeros(sb, width - s.length() - leadingCharacters);
            }
            int idx = s.indexOf('p');
            if (upper) {
                va.append(s.substring(0, idx).toUpperCase());
            } else {
                va.append(s, 0, idx);
            }
            if (prec != 0)
                addZeros(va, prec);
            sb.append(va);
            sb.append(upper ? 'P' : 'p');
            sb.append(s, idx + 1, s.length());
        }

        /** Hex form (without "0x") of a finite non-negative double, rounded to prec hex digits. */
        private static String hexDouble(double d, int prec) {
            if (d == 0.0 || prec == 0 || prec >= 13)
                return toHexString(d).substring(2);
            long bits = Double.doubleToRawLongBits(d);
            int biased = (int) ((bits >>> 52) & 0x7FF);
            boolean subnormal = biased == 0;
            int scale = 0;
            if (subnormal) {
                d = d * 18014398509481984.0; // 2^54
                bits = Double.doubleToRawLongBits(d);
                scale = 54;
            }
            int precisionBits = 1 + prec * 4;
            int shiftDistance = 53 - precisionBits;
            long newSignif = (bits & 0x7FFFFFFFFFFFFFFFL) >> shiftDistance;
            long roundingBits = bits & ~(~0L << shiftDistance);
            boolean leastZero = (newSignif & 0x1L) == 0L;
            boolean round = ((1L << (shiftDistance - 1)) & roundingBits) != 0L;
            boolean sticky = shiftDistance > 1 && (~(1L << (shiftDistance - 1)) & roundingBits) != 0;
            if ((leastZero && round && sticky) || (!leastZero && round)) {
                newSignif++;
            }
            long signBit = bits & 0x8000000000000000L;
            newSignif = signBit | (newSignif << shiftDistance);
            double result = Double.longBitsToDouble(newSignif);
            if (Double.isInfinite(result)) {
                return "1.0p1024";
            }
            String res = toHexString(result).substring(2);
            if (!subnormal)
                return res;
            int idx = res.indexOf('p');
            int iexp = Integer.parseInt(res.substring(idx + 1)) - scale;
            return res.substring(0, idx) + "p" + Integer.toString(iexp);
        }

        /** Double.toHexString for finite values. */
        private static String toHexString(double d) {
            long bits = Double.doubleToRawLongBits(d);
            StringBuilder sb = new StringBuilder(24);
            if (bits < 0)
                sb.append('-');
            sb.append("0x");
            long signif = bits & 0x000FFFFFFFFFFFFFL;
            int biased = (int) ((bits >>> 52) & 0x7FF);
            if (biased == 0 && signif == 0) {
                sb.append("0.0p0");
                return sb.toString();
            }
            boolean subnormal = biased == 0;
            sb.append(subnormal ? "0." : "1.");
            String hex = Long.toHexString(signif | 0x0010000000000000L).substring(1); // 13 digits
            int end = hex.length();
            while (end > 1 && hex.charAt(end - 1) == '0')
                end--;
            sb.append(hex, 0, end);
            sb.append('p');
            sb.append(subnormal ? -1022 : biased - 1023);
            return sb.toString();
        }

        // --- BigDecimal (through its toString) ---

        private void printBigDecimal(Formatter fmt, Object arg) throws IOException {
            if (c == 'a')
                failConversion(arg);
            String str = arg.toString();
            StringBuilder sb = new StringBuilder();
            boolean neg = str.startsWith("-");
            // unscaled digits and scale
            int ePos = str.indexOf('E');
            String mantissa = ePos >= 0 ? str.substring(0, ePos) : str;
            int exponent = ePos >= 0 ? Integer.parseInt(str.substring(ePos + 1).replace("+", "")) : 0;
            if (neg || mantissa.startsWith("+"))
                mantissa = mantissa.substring(1);
            int dot = mantissa.indexOf('.');
            String unscaled = dot >= 0 ? mantissa.substring(0, dot) + mantissa.substring(dot + 1) : mantissa;
            int scale = (dot >= 0 ? mantissa.length() - dot - 1 : 0) - exponent;
            int nz = 0;
            while (nz < unscaled.length() - 1 && unscaled.charAt(nz) == '0')
                nz++;
            unscaled = unscaled.substring(nz);
            boolean isZero = unscaled.equals("0");

            Decimal d = isZero ? new Decimal("0", 0) : new Decimal(unscaled, unscaled.length() - scale);
            leadingSign(sb, neg);
            if (c == 'g') {
                int prec = precision;
                if (precision == -1)
                    prec = 6;
                else if (precision == 0)
                    prec = 1;
                // rounded to prec significant digits, then: 10^-4 <= value < 10^prec ?
                if (!isZero)
                    d.round(prec);
                // java takes zero's exponent as 0: prec - 1 digits after the point
                int e = isZero ? 0 : d.exp - 1;
                boolean decimal = (isZero && scale == 0) || (!isZero && e >= -4 && e < prec);
                Spec sub = new Spec(this);
                sub.c = decimal ? 'f' : 'e';
                sub.precision = decimal ? prec - e - 1 : prec - 1;
                sub.printDecimal(sb, d, isZero, neg, -scale);
            } else {
                printDecimal(sb, d, isZero, neg, -scale);
            }
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        private Spec(Spec o) {
            index = o.index;
            f = o.f;
            width = o.width;
            precision = o.precision;
            dt = o.dt;
            c = o.c;
        }
    }

    private static boolean isClass(Object o, String name) {
        return o.getClass().getName().equals(name);
    }

    /**
     * A non-negative decimal value 0.d1d2d3... x 10^exp, with the digits of
     * the shortest representation (as Double.toString).
     */
    static final class Decimal {
        String digits; // no leading zeros (except the value zero: "0")
        int exp;

        Decimal(String digits, int exp) {
            this.digits = digits;
            this.exp = exp;
        }

        static Decimal of(double v) {
            if (v == 0.0)
                return new Decimal("0", 0);
            String s = Double.toString(v);
            int ePos = s.indexOf('E');
            int e = 0;
            String m = s;
            if (ePos >= 0) {
                e = Integer.parseInt(s.substring(ePos + 1));
                m = s.substring(0, ePos);
            }
            int dot = m.indexOf('.');
            StringBuilder ds = new StringBuilder(m.length());
            int pointPos;
            if (dot >= 0) {
                ds.append(m, 0, dot).append(m, dot + 1, m.length());
                pointPos = dot;
            } else {
                ds.append(m);
                pointPos = m.length();
            }
            int exp = pointPos + e;
            int start = 0;
            while (start < ds.length() - 1 && ds.charAt(start) == '0') {
                start++;
                exp--;
            }
            int end = ds.length();
            while (end > start + 1 && ds.charAt(end - 1) == '0')
                end--;
            String digits = ds.substring(start, end);
            if (digits.equals("0"))
                return new Decimal("0", 0);
            return new Decimal(digits, exp);
        }

        /** Keeps prec significant digits, rounding half up (as the JDK). */
        void round(int prec) {
            int n = digits.length();
            if (prec >= n || prec < 0)
                return;
            if (prec == 0) {
                if (digits.charAt(0) >= '5') {
                    digits = "1";
                    exp = exp + 1;
                } else {
                    digits = "0";
                }
                return;
            }
            roundKeepZeros(prec);
            // strip the zeros left at the end
            int end = digits.length();
            while (end > 1 && digits.charAt(end - 1) == '0')
                end--;
            digits = digits.substring(0, end);
        }

        /** Rounds half up to prec significant digits (prec >= 0), without stripping zeros. */
        void roundKeepZeros(int prec) {
            int n = digits.length();
            if (prec >= n || prec < 0)
                return;
            if (prec == 0) {
                if (digits.charAt(0) >= '5') {
                    digits = "1";
                    exp = exp + 1;
                } else {
                    digits = "0";
                }
                return;
            }
            char[] d = digits.toCharArray();
            if (d[prec] >= '5') {
                int i = prec - 1;
                while (i >= 0 && d[i] == '9') {
                    d[i] = '0';
                    i--;
                }
                if (i < 0) {
                    digits = "1";
                    exp = exp + 1;
                    return;
                }
                d[i]++;
            }
            digits = new String(d, 0, prec);
        }

        /** d.ddd with at most prec digits after the point. */
        StringBuilder scientificMantissa(int prec) {
            StringBuilder sb = new StringBuilder();
            int n = digits.length();
            sb.append(digits.charAt(0));
            int t = Math.max(0, Math.min(n - 1, prec));
            if (t > 0) {
                sb.append('.');
                sb.append(digits, 1, 1 + t);
            }
            return sb;
        }

        /** Exponent for the scientific form: sign and at least two digits. */
        String exponentString() {
            int e;
            char sign;
            if (exp <= 0) {
                sign = '-';
                e = -exp + 1;
            } else {
                sign = '+';
                e = exp - 1;
            }
            StringBuilder sb = new StringBuilder(4);
            sb.append(sign);
            if (e < 10)
                sb.append('0');
            sb.append(e);
            return sb.toString();
        }

        /** Plain decimal layout with at most prec digits after the point. */
        StringBuilder decimalMantissa(int prec) {
            StringBuilder sb = new StringBuilder();
            int n = digits.length();
            if (exp > 0) {
                if (n <= exp) {
                    sb.append(digits);
                    trailingZeros(sb, exp - n);
                } else {
                    sb.append(digits, 0, exp);
                    int t = Math.min(n - exp, prec);
                    if (t > 0) {
                        sb.append('.');
                        sb.append(digits, exp, exp + t);
                    }
                }
            } else {
                int zeros = Math.max(0, Math.min(-exp, prec));
                int t = Math.max(0, Math.min(n, prec + exp));
                if (digits.equals("0")) {
                    t = Math.min(1, prec);
                    zeros = 0;
                }
                if (zeros > 0) {
                    sb.append("0.");
                    trailingZeros(sb, zeros);
                    if (t > 0)
                        sb.append(digits, 0, t);
                } else if (t > 0) {
                    sb.append("0.");
                    sb.append(digits, 0, t);
                } else {
                    sb.append('0');
                }
            }
            return sb;
        }

        private static void trailingZeros(StringBuilder sb, int n) {
            for (int i = 0; i < n; i++)
                sb.append('0');
        }
    }
}
