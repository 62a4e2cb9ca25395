package java.io;

/** A serious I/O error. */
public class IOError extends Error {
    public IOError(Throwable cause) {
        super(cause);
    }
}
