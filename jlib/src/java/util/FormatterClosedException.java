package java.util;

/**
 * Unchecked exception thrown when the formatter has been closed.
 */
public class FormatterClosedException extends IllegalStateException {
    private static final long serialVersionUID = 18111216L;

    public FormatterClosedException() {
    }
}
