package java.io;

/** Thrown when an object read meets primitive data or the end of the data a class's readObject may read. */
public class OptionalDataException extends ObjectStreamException {
    private static final long serialVersionUID = -8011121865681257820L;

    /** The number of bytes of primitive data available to be read in the current buffer. */
    public int length;

    /** True if there is no more data in the buffered part of the stream. */
    public boolean eof;

    OptionalDataException(int len) {
        eof = false;
        length = len;
    }

    OptionalDataException(boolean end) {
        length = 0;
        eof = end;
    }
}
