package java.util;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text scanner for Strings, InputStreams (UTF-8, or another Charset through an
 * InputStreamReader) and Readables (a Reader). Tokens are separated by whitespace
 * unless useDelimiter sets a regular expression. Numbers are read in the default
 * (English) locale: optional sign, digits with optional ',' groups of three.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final int BUFFER_SIZE = 1024;

    private final StringBuilder buf = new StringBuilder();
    private int position;
    private InputStream source;
    private Readable readable; // a character source (Scanner(Readable)), read instead of source
    private java.nio.CharBuffer readBuf;
    private boolean sourceClosed;
    private boolean closed;
    private IOException lastException;
    private Pattern delimPattern; // null = whitespace
    private Locale locale = Locale.getDefault(Locale.Category.FORMAT);
    /** The locale's group and decimal separators, read when a number is first scanned under it. */
    private Locale sepLocale;
    private char groupSep = ',', decSep = '.';
    private int radix = 10;
    /** What match() returns: the last scanning operation's result, null after one that failed. */
    private java.util.regex.MatchResult lastMatch;

    // undecoded bytes of an incomplete UTF-8 sequence
    private final byte[] pending = new byte[4];
    private int pendingLen;

    public Scanner(InputStream source) {
        this.source = Objects.requireNonNull(source, "source");
    }

    public Scanner(InputStream source, String charsetName) {
        this(source);
        Objects.requireNonNull(charsetName, "charsetName");
    }

    public Scanner(java.io.File source) throws java.io.FileNotFoundException {
        this(new java.io.FileInputStream(source));
    }

    public Scanner(java.io.File source, String charsetName) throws java.io.FileNotFoundException {
        this(new java.io.FileInputStream(source), charsetName);
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(java.nio.file.Files.newInputStream(source));
    }

    public Scanner(Readable source) {
        this.readable = Objects.requireNonNull(source, "source");
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(charset, "charset");
        if (charset.equals(java.nio.charset.StandardCharsets.UTF_8))
            this.source = source; // decoded here, as Scanner(InputStream) does
        else
            this.readable = new java.io.InputStreamReader(source, charset);
    }

    public Scanner(java.io.File source, java.nio.charset.Charset charset) throws IOException {
        this(new java.io.FileInputStream(source), charset);
    }

    public Scanner(java.nio.file.Path source, String charsetName) throws IOException {
        this(source, java.nio.charset.Charset.forName(Objects.requireNonNull(charsetName, "charsetName")));
    }

    public Scanner(java.nio.file.Path source, java.nio.charset.Charset charset) throws IOException {
        this(java.nio.file.Files.newInputStream(source), charset);
    }

    public Scanner(String source) {
        buf.append(source);
        sourceClosed = true;
    }

    private void ensureOpen() {
        if (closed)
            throw new IllegalStateException("Scanner closed");
    }

    /** Reads more input into the buffer; returns false at end of input. */
    private boolean readMore() {
        if (sourceClosed)
            return false;
        if (readable != null)
            return readChars();
        byte[] b = new byte[BUFFER_SIZE];
        int n;
        try {
            n = source.read(b, 0, b.length);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n == -1) {
            sourceClosed = true;
            if (pendingLen > 0) {
                buf.append('\uFFFD');
                pendingLen = 0;
            }
            return false;
        }
        decode(b, n);
        return true;
    }

    /** readMore for a Readable source. */
    private boolean readChars() {
        if (readBuf == null)
            readBuf = java.nio.CharBuffer.allocate(BUFFER_SIZE);
        readBuf.clear();
        int n;
        try {
            n = readable.read(readBuf);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n == -1) {
            sourceClosed = true;
            return false;
        }
        readBuf.flip();
        buf.append(readBuf);
        return true;
    }

    private void decode(byte[] in, int n) {
        byte[] b = in;
        int len = n;
        if (pendingLen > 0) {
            b = new byte[pendingLen + n];
            System.arraycopy(pending, 0, b, 0, pendingLen);
            System.arraycopy(in, 0, b, pendingLen, n);
            len = pendingLen + n;
            pendingLen = 0;
        }
        int i = 0;
        while (i < len) {
            int c = b[i] & 0xff;
            int need;
            int cp;
            if (c < 0x80) {
                buf.append((char) c);
                i++;
                continue;
            } else if (c >= 0xC2 && c <= 0xDF) {
                need = 1;
                cp = c & 0x1F;
            } else if (c >= 0xE0 && c <= 0xEF) {
                need = 2;
                cp = c & 0x0F;
            } else if (c >= 0xF0 && c <= 0xF4) {
                need = 3;
                cp = c & 0x07;
            } else {
                buf.append('\uFFFD');
                i++;
                continue;
            }
            if (i + need >= len) {
                // incomplete sequence at the end: keep it for the next read
                int avail = len - i;
                boolean ok = true;
                for (int k = 1; k < avail; k++)
                    if ((b[i + k] & 0xC0) != 0x80)
                        ok = false;
                if (ok) {
                    System.arraycopy(b, i, pending, 0, avail);
                    pendingLen = avail;
                    return;
                }
            }
            int k;
            for (k = 1; k <= need; k++) {
                if (i + k >= len || (b[i + k] & 0xC0) != 0x80)
                    break;
                cp = (cp << 6) | (b[i + k] & 0x3F);
            }
            if (k <= need) {
                buf.append('\uFFFD');
                i += k;
                continue;
            }
            i += need + 1;
            if (cp >= 0x10000) {
                cp -= 0x10000;
                buf.append((char) (0xD800 + (cp >> 10)));
                buf.append((char) (0xDC00 + (cp & 0x3FF)));
            } else {
                buf.append((char) cp);
            }
        }
    }

    private static boolean isWhitespace(char c) {
        return Character.isWhitespace(c);
    }

    /** Start of the next token, reading as needed; -1 if there is none. */
    private int tokenStart() {
        if (delimPattern != null) {
            readAll();
            if (position >= buf.length())
                return -1;
            Matcher m = delimPattern.matcher(buf);
            m.region(position, buf.length());
            if (m.lookingAt() && m.end() > position) {
                if (m.end() >= buf.length())
                    return -1;
                return m.end();
            }
            return position;
        }
        int i = position;
        while (true) {
            while (i < buf.length() && isWhitespace(buf.charAt(i)))
                i++;
            if (i < buf.length())
                return i;
            if (!readMore())
                return -1;
        }
    }

    /** End (exclusive) of the token starting at start, reading as needed. */
    private int tokenEnd(int start) {
        if (delimPattern != null) {
            Matcher m = delimPattern.matcher(buf);
            int from = start;
            while (from <= buf.length() && m.find(from)) {
                if (m.end() == m.start() && m.start() == start) {
                    from = start + 1;
                    continue;
                }
                return m.start();
            }
            return buf.length();
        }
        int i = start;
        while (true) {
            while (i < buf.length() && !isWhitespace(buf.charAt(i)))
                i++;
            if (i < buf.length())
                return i;
            if (!readMore())
                return i;
        }
    }

    private void readAll() {
        while (readMore()) {
        }
    }

    /** Start of the token last returned by peekToken, or -1 if there was none. */
    private int peekStart = -1;

    private String peekToken() {
        ensureOpen();
        lastMatch = null;
        int s = tokenStart();
        peekStart = s;
        if (s < 0)
            return null;
        return buf.substring(s, tokenEnd(s));
    }

    /** Like the JDK, a failed next method consumes the delimiters before the bad token. */
    private void skipToPeeked() {
        position = peekStart < 0 ? buf.length() : peekStart;
    }

    private String takeToken() {
        ensureOpen();
        int s = tokenStart();
        if (s < 0) {
            lastMatch = null;
            position = buf.length();
            throw new NoSuchElementException();
        }
        int e = tokenEnd(s);
        String token = buf.substring(s, e);
        lastMatch = new Found(token, s);
        position = e;
        compact();
        return token;
    }

    private void compact() {
        if (position > 4096 && delimPattern == null) {
            buf.delete(0, position);
            position = 0;
        }
    }

    /** A hasNext method's answer; when true, match() gives the token, as java does. */
    private boolean peeked(boolean ok, String token) {
        lastMatch = ok ? new Found(token, peekStart) : null;
        return ok;
    }

    private void throwFor(String token) {
        lastMatch = null;
        skipToPeeked();
        if (token == null)
            throw new NoSuchElementException();
        throw new InputMismatchException();
    }

    public void close() {
        if (closed)
            return;
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        if (readable instanceof Closeable) {
            try {
                ((Closeable) readable).close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        sourceClosed = true;
        closed = true;
    }

    public IOException ioException() {
        return lastException;
    }

    public Pattern delimiter() {
        return delimPattern != null ? delimPattern : Pattern.compile("\\p{javaWhitespace}+");
    }

    public Scanner useDelimiter(Pattern pattern) {
        delimPattern = pattern;
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        delimPattern = Pattern.compile(pattern);
        return this;
    }

    public Locale locale() {
        return locale;
    }

    public Scanner useLocale(Locale locale) {
        if (locale == null)
            throw new NullPointerException();
        this.locale = locale;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX)
            throw new IllegalArgumentException("radix:" + radix);
        this.radix = radix;
        return this;
    }

    public Scanner reset() {
        delimPattern = null;
        locale = Locale.getDefault(Locale.Category.FORMAT);
        radix = 10;
        return this;
    }

    public boolean hasNext() {
        return peekToken() != null;
    }

    public String next() {
        return takeToken();
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        String t = peekToken();
        return peeked(t != null && pattern.matcher(t).matches(), t);
    }

    public String next(Pattern pattern) {
        String t = peekToken();
        if (t == null || !pattern.matcher(t).matches())
            throwFor(t);
        return takeToken();
    }

    public boolean hasNextLine() {
        ensureOpen();
        if (position < buf.length())
            return true;
        return readMore() || position < buf.length();
    }

    public String nextLine() {
        ensureOpen();
        int i = position;
        while (true) {
            while (i < buf.length()) {
                char c = buf.charAt(i);
                if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                    String line = buf.substring(position, i);
                    lineMatch(line, i, i + 1);
                    position = i + 1;
                    compact();
                    return line;
                }
                if (c == '\r') {
                    if (i + 1 >= buf.length() && readMore()) {
                        continue;
                    }
                    String line = buf.substring(position, i);
                    int next = (i + 1 < buf.length() && buf.charAt(i + 1) == '\n') ? i + 2 : i + 1;
                    lineMatch(line, i, next);
                    position = next;
                    compact();
                    return line;
                }
                i++;
            }
            if (!readMore())
                break;
        }
        if (position >= buf.length()) {
            lastMatch = null;
            throw new NoSuchElementException("No line found");
        }
        String line = buf.substring(position);
        lineMatch(line, buf.length(), -1);
        position = buf.length();
        return line;
    }

    /** nextLine's match: the line with its separator (from sepStart to sepEnd, -1 if none), group 1 the separator. */
    private void lineMatch(String line, int sepStart, int sepEnd) {
        if (sepEnd < 0) {
            lastMatch = new Found(line, position, sepStart, 1, null, -1, -1);
        } else {
            String sep = buf.substring(sepStart, sepEnd);
            lastMatch = new Found(line + sep, position, sepEnd, 1, sep, sepStart, sepEnd);
        }
    }

    /** Reads until a line separator follows position (or the input ends); returns its index. */
    private int lineEnd() {
        int i = position;
        while (true) {
            for (; i < buf.length(); i++) {
                char c = buf.charAt(i);
                if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085')
                    return i;
            }
            if (!readMore())
                return buf.length();
        }
    }

    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    public String findInLine(Pattern pattern) {
        ensureOpen();
        if (pattern == null)
            throw new NullPointerException();
        lastMatch = null;
        int end = lineEnd();
        if (end == position && end >= buf.length())
            return null;
        Matcher m = pattern.matcher(buf);
        m.region(position, end);
        m.useTransparentBounds(true);
        m.useAnchoringBounds(false);
        if (m.find()) {
            String s = m.group();
            lastMatch = m.toMatchResult();
            position = m.end();
            return s;
        }
        return null;
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(Pattern.compile(pattern), horizon);
    }

    public String findWithinHorizon(Pattern pattern, int horizon) {
        ensureOpen();
        if (pattern == null)
            throw new NullPointerException();
        if (horizon < 0)
            throw new IllegalArgumentException("horizon < 0");
        if (horizon == 0) {
            readAll();
        } else {
            while (buf.length() - position < horizon && readMore()) {
            }
        }
        lastMatch = null;
        int end = horizon == 0 ? buf.length() : Math.min(buf.length(), position + horizon);
        Matcher m = pattern.matcher(buf);
        m.region(position, end);
        m.useTransparentBounds(true);
        m.useAnchoringBounds(false);
        if (m.find()) {
            String s = m.group();
            lastMatch = m.toMatchResult();
            position = m.end();
            return s;
        }
        return null;
    }

    public java.util.regex.MatchResult match() {
        if (lastMatch == null)
            throw new IllegalStateException("No match result available");
        return lastMatch;
    }

    public java.util.stream.Stream<java.util.regex.MatchResult> findAll(String pattern) {
        return findAll(Pattern.compile(Objects.requireNonNull(pattern)));
    }

    /** The matches findWithinHorizon(pattern, 0) finds one after the other, as match() gives them. */
    public java.util.stream.Stream<java.util.regex.MatchResult> findAll(final Pattern pattern) {
        Objects.requireNonNull(pattern);
        ensureOpen();
        final Scanner sc = this;
        return java.util.stream.StreamSupport.fromIterable(new Iterable<java.util.regex.MatchResult>() {
            public Iterator<java.util.regex.MatchResult> iterator() {
                return new Iterator<java.util.regex.MatchResult>() {
                    private java.util.regex.MatchResult next;
                    private boolean done;

                    public boolean hasNext() {
                        if (next == null && !done) {
                            if (sc.findWithinHorizon(pattern, 0) != null)
                                next = sc.match();
                            else
                                done = true;
                        }
                        return next != null;
                    }

                    public java.util.regex.MatchResult next() {
                        if (!hasNext())
                            throw new NoSuchElementException();
                        java.util.regex.MatchResult r = next;
                        next = null;
                        return r;
                    }
                };
            }
        });
    }

    /**
     * A match result the scanner makes itself: a token (no groups) or a line (group 1 its
     * separator, null at the end of the input).
     */
    private static final class Found implements java.util.regex.MatchResult {
        private final String text, group1;
        private final int start, end, start1, end1, groups;

        Found(String token, int start) {
            this(token, start, start + token.length(), 0, null, -1, -1);
        }

        Found(String text, int start, int end, int groups, String group1, int start1, int end1) {
            this.text = text;
            this.start = start;
            this.end = end;
            this.groups = groups;
            this.group1 = group1;
            this.start1 = start1;
            this.end1 = end1;
        }

        private boolean first(int g) {
            if (g < 0 || g > groups)
                throw new IndexOutOfBoundsException("No group " + g);
            return g == 0;
        }

        public int start() {
            return start;
        }

        public int start(int group) {
            return first(group) ? start : start1;
        }

        public int end() {
            return end;
        }

        public int end(int group) {
            return first(group) ? end : end1;
        }

        public String group() {
            return text;
        }

        public String group(int group) {
            return first(group) ? text : group1;
        }

        public int groupCount() {
            return groups;
        }
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    public Scanner skip(Pattern pattern) {
        ensureOpen();
        if (pattern == null)
            throw new NullPointerException();
        // make sure the rest of the line and its separator (\r\n too) are buffered
        int end = lineEnd();
        if (end < buf.length() && buf.charAt(end) == '\r' && end + 1 >= buf.length())
            readMore();
        Matcher m = pattern.matcher(buf);
        m.region(position, buf.length());
        m.useTransparentBounds(true);
        m.useAnchoringBounds(false);
        if (m.lookingAt()) {
            lastMatch = m.toMatchResult();
            position = m.end();
            return this;
        }
        lastMatch = null;
        throw new NoSuchElementException();
    }

    // ------------------------------------------------------------ numbers

    private static int digitValue(char c, int radix) {
        return Character.digit(c, radix);
    }

    private void separators() {
        if (sepLocale != locale) {
            java.text.DecimalFormatSymbols dfs = java.text.DecimalFormatSymbols.getInstance(locale);
            groupSep = dfs.getGroupingSeparator();
            decSep = dfs.getDecimalSeparator();
            sepLocale = locale;
        }
    }

    /** The token with group separators removed if it is an integer in the radix, else null. */
    private String integerToken(String t, int radix) {
        if (t == null || t.isEmpty())
            return null;
        separators();
        final char sep = groupSep;
        int i = 0;
        StringBuilder b = new StringBuilder();
        char c0 = t.charAt(0);
        if (c0 == '-' || c0 == '+') {
            if (c0 == '-')
                b.append('-');
            i = 1;
        }
        if (i >= t.length())
            return null;
        boolean grouped = t.indexOf(sep, i) >= 0;
        if (!grouped) {
            for (int k = i; k < t.length(); k++) {
                if (digitValue(t.charAt(k), radix) < 0)
                    return null;
            }
            b.append(t, i, t.length());
            return b.toString();
        }
        // digits{1,3} (, digits{3})+
        int k = i;
        int first = 0;
        while (k < t.length() && t.charAt(k) != sep) {
            if (digitValue(t.charAt(k), radix) < 0)
                return null;
            k++;
            first++;
        }
        if (first < 1 || first > 3)
            return null;
        b.append(t, i, k);
        while (k < t.length()) {
            if (t.charAt(k) != sep)
                return null;
            k++;
            int n = 0;
            while (k < t.length() && t.charAt(k) != sep) {
                if (digitValue(t.charAt(k), radix) < 0)
                    return null;
                b.append(t.charAt(k));
                k++;
                n++;
            }
            if (n != 3)
                return null;
        }
        return b.toString();
    }

    private long parseIntegral(String t, int radix, long min, long max, boolean isLong) {
        String s = integerToken(t, radix);
        if (s == null)
            throwFor(t);
        try {
            long v;
            if (isLong) {
                v = Long.parseLong(s, radix);
            } else {
                v = Integer.parseInt(s, radix);
                if (v < min || v > max)
                    throw new NumberFormatException("Value out of range. Value:\"" + s + "\" Radix:" + radix);
            }
            takeToken();
            return v;
        } catch (NumberFormatException nfe) {
            lastMatch = null;
            skipToPeeked();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    private boolean hasIntegral(int radix, long min, long max, boolean isLong) {
        String t = peekToken();
        String s = integerToken(t, radix);
        if (s == null)
            return false;
        try {
            long v = isLong ? Long.parseLong(s, radix) : Integer.parseInt(s, radix);
            return peeked(v >= min && v <= max, t);
        } catch (NumberFormatException nfe) {
            return false;
        }
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        return hasIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE, false);
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        return (int) parseIntegral(peekToken(), radix, Integer.MIN_VALUE, Integer.MAX_VALUE, false);
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        return hasIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE, true);
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        return parseIntegral(peekToken(), radix, Long.MIN_VALUE, Long.MAX_VALUE, true);
    }

    public boolean hasNextShort() {
        return hasNextShort(radix);
    }

    public boolean hasNextShort(int radix) {
        return hasIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE, false);
    }

    public short nextShort() {
        return nextShort(radix);
    }

    public short nextShort(int radix) {
        return (short) parseIntegral(peekToken(), radix, Short.MIN_VALUE, Short.MAX_VALUE, false);
    }

    public boolean hasNextByte() {
        return hasNextByte(radix);
    }

    public boolean hasNextByte(int radix) {
        return hasIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE, false);
    }

    public byte nextByte() {
        return nextByte(radix);
    }

    public byte nextByte(int radix) {
        return (byte) parseIntegral(peekToken(), radix, Byte.MIN_VALUE, Byte.MAX_VALUE, false);
    }

    public boolean hasNextBigInteger() {
        return hasNextBigInteger(radix);
    }

    public boolean hasNextBigInteger(int radix) {
        String t = peekToken();
        return peeked(integerToken(t, radix) != null, t);
    }

    public java.math.BigInteger nextBigInteger() {
        return nextBigInteger(radix);
    }

    public java.math.BigInteger nextBigInteger(int radix) {
        String t = peekToken();
        String s = integerToken(t, radix);
        if (s == null)
            throwFor(t);
        java.math.BigInteger v = new java.math.BigInteger(s, radix);
        takeToken();
        return v;
    }

    /** A decimal number token as BigDecimal's constructor reads it; null if none (NaN, infinity). */
    private String bigDecimalToken(String t) {
        String s = floatToken(t);
        return s == null || s.endsWith("NaN") || s.endsWith("Infinity") ? null : s;
    }

    public boolean hasNextBigDecimal() {
        String t = peekToken();
        return peeked(bigDecimalToken(t) != null, t);
    }

    public java.math.BigDecimal nextBigDecimal() {
        String t = peekToken();
        String s = bigDecimalToken(t);
        if (s == null)
            throwFor(t);
        java.math.BigDecimal v = new java.math.BigDecimal(s);
        takeToken();
        return v;
    }

    /** The token as a Java double literal if it is a decimal number, else null. */
    private String floatToken(String t) {
        if (t == null || t.isEmpty())
            return null;
        separators();
        int i = 0;
        StringBuilder b = new StringBuilder();
        char c0 = t.charAt(0);
        if (c0 == '-' || c0 == '+') {
            if (c0 == '-')
                b.append('-');
            i = 1;
        }
        String rest = t.substring(i);
        if (rest.equals("NaN") || rest.equals("Infinity") || rest.equals("\u221E")) {
            b.append(rest.equals("NaN") ? "NaN" : "Infinity");
            return b.toString();
        }
        int k = i;
        int intDigits = 0;
        int groupLen = -1; // length of the current group after a ','
        int firstGroup = 0;
        while (k < t.length()) {
            char c = t.charAt(k);
            if (Character.isDigit(c)) { // any Unicode decimal digit, as java's \p{javaDigit}
                b.append((char) ('0' + Character.digit(c, 10)));
                intDigits++;
                if (groupLen >= 0)
                    groupLen++;
                else
                    firstGroup++;
            } else if (c == groupSep) {
                if (intDigits == 0 || (groupLen >= 0 && groupLen != 3) || (groupLen < 0 && firstGroup > 3))
                    return null;
                groupLen = 0;
            } else {
                break;
            }
            k++;
        }
        if (groupLen >= 0 && groupLen != 3)
            return null;
        int fracDigits = 0;
        if (k < t.length() && t.charAt(k) == decSep) {
            b.append('.');
            k++;
            while (k < t.length() && Character.isDigit(t.charAt(k))) {
                b.append((char) ('0' + Character.digit(t.charAt(k), 10)));
                k++;
                fracDigits++;
            }
        }
        if (intDigits == 0 && fracDigits == 0)
            return null;
        if (k < t.length() && (t.charAt(k) == 'e' || t.charAt(k) == 'E')) {
            b.append('e');
            k++;
            if (k < t.length() && (t.charAt(k) == '+' || t.charAt(k) == '-')) {
                b.append(t.charAt(k));
                k++;
            }
            int expDigits = 0;
            while (k < t.length() && Character.isDigit(t.charAt(k))) {
                b.append((char) ('0' + Character.digit(t.charAt(k), 10)));
                k++;
                expDigits++;
            }
            if (expDigits == 0)
                return null;
        }
        if (k != t.length())
            return null;
        return b.toString();
    }

    public boolean hasNextDouble() {
        String t = peekToken();
        return peeked(floatToken(t) != null, t);
    }

    public double nextDouble() {
        String t = peekToken();
        String s = floatToken(t);
        if (s == null)
            throwFor(t);
        try {
            double d = Double.parseDouble(s);
            takeToken();
            return d;
        } catch (NumberFormatException nfe) {
            lastMatch = null;
            skipToPeeked();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        String t = peekToken();
        String s = floatToken(t);
        if (s == null)
            throwFor(t);
        try {
            float f = Float.parseFloat(s);
            takeToken();
            return f;
        } catch (NumberFormatException nfe) {
            lastMatch = null;
            skipToPeeked();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextBoolean() {
        String t = peekToken();
        return peeked(t != null && (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")), t);
    }

    public boolean nextBoolean() {
        String t = peekToken();
        if (t == null || !(t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")))
            throwFor(t);
        takeToken();
        return t.equalsIgnoreCase("true");
    }

    public String toString() {
        separators();
        return "java.util.Scanner[delimiters=" + delimiter() + "][position=" + position + "][match valid=" + (lastMatch != null) + "]"
                + "[need input=false][source closed=" + sourceClosed + "][skipped=false][group separator=\\x{"
                + Integer.toHexString(groupSep) + "}][decimal separator=\\x{" + Integer.toHexString(decSep)
                + "}][positive prefix=][negative prefix=\\Q-\\E][positive suffix=]"
                + "[negative suffix=][NaN string=\\QNaN\\E][infinity string=\\Q\u221E\\E]";
    }

    /** The remaining tokens, as next() would give them. */
    public java.util.stream.Stream<String> tokens() {
        final Scanner sc = this;
        return java.util.stream.StreamSupport.fromIterable(new Iterable<String>() {
            public Iterator<String> iterator() {
                return new Iterator<String>() {
                    public boolean hasNext() {
                        return sc.hasNext();
                    }

                    public String next() {
                        return sc.next();
                    }
                };
            }
        });
    }
}
