package java.nio.charset;

/** Thrown when a coder's decodeLoop or encodeLoop throws an unexpected exception. */
public class CoderMalfunctionError extends Error {
    public CoderMalfunctionError(Exception cause) {
        super(cause);
    }
}
