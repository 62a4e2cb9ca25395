package java.lang;

/** A source of characters read into a CharBuffer. */
public interface Readable {
    int read(java.nio.CharBuffer cb) throws java.io.IOException;
}
