package java.lang;

/** An attempt to use null where an object is required. */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }
}
