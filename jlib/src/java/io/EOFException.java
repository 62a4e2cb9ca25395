package java.io;

/** End of file or end of stream reached unexpectedly during input. */
public class EOFException extends IOException {
    private static final long serialVersionUID = 6433858223774886977L;

    public EOFException() {
        super();
    }

    public EOFException(String s) {
        super(s);
    }
}
