package java.io;

/** End of file or end of stream reached unexpectedly during input. */
public class EOFException extends IOException {
    public EOFException() {
        super();
    }

    public EOFException(String s) {
        super(s);
    }
}
