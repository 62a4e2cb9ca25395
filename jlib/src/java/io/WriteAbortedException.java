package java.io;

/** Signals that one of the ObjectStreamExceptions was thrown during a write operation (read back from the stream). */
public class WriteAbortedException extends ObjectStreamException {
    private static final long serialVersionUID = -3326426625597282442L;

    /** The exception that was thrown while writing the stream. */
    public Exception detail;

    public WriteAbortedException(String s, Exception ex) {
        super(s);
        initCause(null); // disallow subsequent initCause
        detail = ex;
    }

    @Override
    public String getMessage() {
        if (detail == null) {
            return super.getMessage();
        }
        return super.getMessage() + "; " + detail.toString();
    }

    @Override
    public Throwable getCause() {
        return detail;
    }
}
