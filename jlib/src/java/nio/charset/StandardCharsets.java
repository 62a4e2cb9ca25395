package java.nio.charset;

/** Constants for the charsets every Java platform supports. */
public final class StandardCharsets {
    private StandardCharsets() {
    }

    public static final Charset US_ASCII = Charset.std(0);
    public static final Charset ISO_8859_1 = Charset.std(1);
    public static final Charset UTF_8 = Charset.std(2);
    public static final Charset UTF_16BE = Charset.std(3);
    public static final Charset UTF_16LE = Charset.std(4);
    public static final Charset UTF_16 = Charset.std(5);
}
