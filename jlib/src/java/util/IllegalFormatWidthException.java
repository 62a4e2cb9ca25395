package java.util;

/**
 * Unchecked exception thrown when the format width is a negative value other
 * than -1 or is otherwise unsupported.
 */
public class IllegalFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 16660902L;

    private int w;

    public IllegalFormatWidthException(int w) {
        this.w = w;
    }

    public int getWidth() {
        return w;
    }

    public String getMessage() {
        return Integer.toString(w);
    }
}
