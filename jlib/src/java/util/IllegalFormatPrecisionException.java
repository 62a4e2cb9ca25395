package java.util;

/**
 * Unchecked exception thrown when the precision is a negative value other than
 * -1, the conversion does not support a precision, or the value is otherwise
 * unsupported.
 */
public class IllegalFormatPrecisionException extends IllegalFormatException {
    private static final long serialVersionUID = 18711008L;

    private int p;

    public IllegalFormatPrecisionException(int p) {
        this.p = p;
    }

    public int getPrecision() {
        return p;
    }

    public String getMessage() {
        return Integer.toString(p);
    }
}
