package java.util.zip;

/** A data format error: the compressed data is not valid. */
public class DataFormatException extends Exception {
    private static final long serialVersionUID = 2219632870893641452L;

    public DataFormatException() {
        super();
    }

    public DataFormatException(String s) {
        super(s);
    }
}
