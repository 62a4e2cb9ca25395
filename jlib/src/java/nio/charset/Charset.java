package java.nio.charset;

import java.util.*;

/** A named character encoding; jpor supports the standard charsets (StandardCharsets). */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases.clone();
    }

    static final class Std extends Charset {
        private final int id;

        Std(String name, int id) {
            super(name, null);
            this.id = id;
        }

        public boolean contains(Charset cs) {
            return cs.equals(this) || id == 2 || (id >= 3 && id <= 5 && cs instanceof Std && ((Std) cs).id != 6)
                || (id == 1 && cs.name().equals("US-ASCII")) || (id == 6 && cs.name().equals("US-ASCII"));
        }

        public CharsetDecoder newDecoder() {
            return StdCoders.decoder(this, id);
        }

        public CharsetEncoder newEncoder() {
            return StdCoders.encoder(this, id);
        }
    }

    private static final String[][] KNOWN = {
        {"US-ASCII", "ascii", "us", "ASCII", "iso646-us", "646", "cp367", "csASCII", "default", "ANSI_X3.4-1968", "ISO646-US", "iso-ir-6", "IBM367", "ANSI_X3.4-1986", "ISO_646.irv:1991"},
        {"ISO-8859-1", "ISO8859_1", "latin1", "l1", "ISO_8859-1", "ISO8859-1", "8859_1", "ISO_8859-1:1987", "cp819", "IBM819", "IBM-819", "csISOLatin1", "819", "iso-ir-100"},
        {"UTF-8", "UTF8", "unicode-1-1-utf-8"},
        {"UTF-16BE", "UTF_16BE", "X-UTF-16BE", "ISO-10646-UCS-2", "UnicodeBigUnmarked"},
        {"UTF-16LE", "UTF_16LE", "X-UTF-16LE", "UnicodeLittleUnmarked"},
        {"UTF-16", "UTF_16", "utf16", "unicode", "UnicodeBig"},
        {"windows-1252", "cp1252", "cp5348", "ibm-1252", "ibm1252"},
    };
    private static final Charset[] CACHE = new Charset[KNOWN.length];

    static synchronized Charset std(int i) {
        if (CACHE[i] == null) CACHE[i] = new Std(KNOWN[i][0], i);
        return CACHE[i];
    }

    private static int find(String charsetName) {
        for (int i = 0; i < KNOWN.length; i++) {
            for (String n : KNOWN[i]) {
                if (n.equalsIgnoreCase(charsetName)) return i;
            }
        }
        return -1;
    }

    private static void checkName(String s) {
        if (s.isEmpty()) throw new IllegalCharsetNameException(s);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                || (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.'));
            if (!ok) throw new IllegalCharsetNameException(s);
        }
    }

    public static boolean isSupported(String charsetName) {
        checkName(charsetName);
        return find(charsetName) >= 0;
    }

    public static Charset forName(String charsetName) {
        if (charsetName == null) throw new IllegalArgumentException("Null charset name");
        checkName(charsetName);
        int i = find(charsetName);
        if (i < 0) throw new UnsupportedCharsetException(charsetName);
        return std(i);
    }

    public static Charset defaultCharset() {
        return std(2);
    }

    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> m = new TreeMap<String, Charset>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 0; i < KNOWN.length; i++) m.put(KNOWN[i][0], std(i));
        return Collections.unmodifiableSortedMap(m);
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final Set<String> aliases() {
        int i = find(name);
        TreeSet<String> s = new TreeSet<String>();
        if (i >= 0) for (int k = 1; k < KNOWN[i].length; k++) s.add(KNOWN[i][k]);
        Collections.addAll(s, aliases);
        return s;
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        return ob instanceof Charset && name.equals(((Charset) ob).name());
    }

    public abstract boolean contains(Charset cs);

    public abstract CharsetDecoder newDecoder();

    public abstract CharsetEncoder newEncoder();

    public final java.nio.CharBuffer decode(java.nio.ByteBuffer bb) {
        try {
            return newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(bb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    public final java.nio.ByteBuffer encode(java.nio.CharBuffer cb) {
        try {
            return newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).encode(cb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    public final java.nio.ByteBuffer encode(String str) {
        return encode(java.nio.CharBuffer.wrap(str));
    }

    public final String toString() {
        return name;
    }
}
