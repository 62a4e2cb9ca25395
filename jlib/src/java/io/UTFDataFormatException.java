package java.io;

/** Malformed modified UTF-8 data in readUTF, or a string too long for writeUTF. */
public class UTFDataFormatException extends IOException {
    private static final long serialVersionUID = 420743449228280612L;

    public UTFDataFormatException() {
    }

    public UTFDataFormatException(String s) {
        super(s);
    }
}
