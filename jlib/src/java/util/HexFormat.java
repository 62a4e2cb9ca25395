package java.util;

/** Formatting and parsing of hexadecimal strings (Java 17 API, the common subset). */
public final class HexFormat {
    private static final char[] LOWER = "0123456789abcdef".toCharArray();
    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final HexFormat HEX = new HexFormat("", "", "", false);

    private final String delimiter, prefix, suffix;
    private final boolean upper;

    private HexFormat(String delimiter, String prefix, String suffix, boolean upper) {
        this.delimiter = delimiter;
        this.prefix = prefix;
        this.suffix = suffix;
        this.upper = upper;
    }

    public static HexFormat of() {
        return HEX;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", false);
    }

    public HexFormat withDelimiter(String d) {
        return new HexFormat(d, prefix, suffix, upper);
    }

    public HexFormat withPrefix(String p) {
        return new HexFormat(delimiter, p, suffix, upper);
    }

    public HexFormat withSuffix(String s) {
        return new HexFormat(delimiter, prefix, s, upper);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(delimiter, prefix, suffix, true);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, false);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return upper;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        for (int i = fromIndex; i < toIndex; i++) {
            if (i > fromIndex) sb.append(delimiter);
            sb.append(prefix);
            char[] d = upper ? UPPER : LOWER;
            sb.append(d[(bytes[i] >> 4) & 15]).append(d[bytes[i] & 15]);
            sb.append(suffix);
        }
        return sb.toString();
    }

    public byte[] parseHex(CharSequence string) {
        String s = string.toString();
        ArrayList<Byte> out = new ArrayList<Byte>();
        int i = 0;
        int n = s.length();
        boolean first = true;
        while (i < n) {
            if (!first) {
                if (!s.startsWith(delimiter, i)) throw new IllegalArgumentException("found: \"" + s.substring(i) + "\", expected: \"" + delimiter + "\"");
                i += delimiter.length();
            }
            first = false;
            if (!s.startsWith(prefix, i)) throw new IllegalArgumentException("found: \"" + s.substring(i) + "\", expected: \"" + prefix + "\"");
            i += prefix.length();
            if (i + 2 > n) throw new IllegalArgumentException("string length not valid: " + n);
            out.add((byte) (fromHexDigit(s.charAt(i)) << 4 | fromHexDigit(s.charAt(i + 1))));
            i += 2;
            if (!s.startsWith(suffix, i)) throw new IllegalArgumentException("found: \"" + s.substring(i) + "\", expected: \"" + suffix + "\"");
            i += suffix.length();
        }
        byte[] r = new byte[out.size()];
        for (int k = 0; k < r.length; k++) r[k] = out.get(k);
        return r;
    }

    public char toLowHexDigit(int value) {
        return (upper ? UPPER : LOWER)[value & 15];
    }

    public char toHighHexDigit(int value) {
        return (upper ? UPPER : LOWER)[(value >> 4) & 15];
    }

    private String digits(long v, int n) {
        char[] c = new char[n];
        for (int i = n - 1; i >= 0; i--) {
            c[i] = toLowHexDigit((int) v);
            v >>>= 4;
        }
        return new String(c);
    }

    public String toHexDigits(byte value) {
        return digits(value, 2);
    }

    public String toHexDigits(char value) {
        return digits(value, 4);
    }

    public String toHexDigits(short value) {
        return digits(value, 4);
    }

    public String toHexDigits(int value) {
        return digits(value, 8);
    }

    public String toHexDigits(long value) {
        return digits(value, 16);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) throw new IllegalArgumentException("number of digits: " + digits);
        return digits(value, digits);
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') return ch - '0';
        if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
        if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    public static int fromHexDigits(CharSequence string) {
        if (string.length() > 8) throw new IllegalArgumentException("string length greater than 8: " + string.length());
        int v = 0;
        for (int i = 0; i < string.length(); i++) v = v << 4 | fromHexDigit(string.charAt(i));
        return v;
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        if (string.length() > 16) throw new IllegalArgumentException("string length greater than 16: " + string.length());
        long v = 0;
        for (int i = 0; i < string.length(); i++) v = v << 4 | fromHexDigit(string.charAt(i));
        return v;
    }

    public boolean equals(Object o) {
        if (!(o instanceof HexFormat)) return false;
        HexFormat f = (HexFormat) o;
        return f.delimiter.equals(delimiter) && f.prefix.equals(prefix) && f.suffix.equals(suffix) && f.upper == upper;
    }

    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        return 31 * result + Boolean.hashCode(upper);
    }

    public String toString() {
        return "uppercase: " + upper + ", delimiter: \"" + delimiter + "\", prefix: \"" + prefix + "\", suffix: \"" + suffix + "\"";
    }
}
