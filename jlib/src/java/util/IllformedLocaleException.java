package java.util;

/** Thrown by Locale.Builder for a value that is not well-formed BCP 47 (written for jpor from the Java SE API docs). */
public class IllformedLocaleException extends RuntimeException {
    private static final long serialVersionUID = -5245986824925681401L;

    private int errorIndex = -1;

    public IllformedLocaleException() {
        super();
    }

    public IllformedLocaleException(String message) {
        super(message);
    }

    /** The message is followed by " [at index N]" when the index is not negative. */
    public IllformedLocaleException(String message, int errorIndex) {
        super(message + (errorIndex < 0 ? "" : " [at index " + errorIndex + "]"));
        this.errorIndex = errorIndex;
    }

    public int getErrorIndex() {
        return errorIndex;
    }
}
