package java.io;

/** Wraps an IOException with an unchecked exception. */
public class UncheckedIOException extends RuntimeException {
    private static final long serialVersionUID = -8134305061645241065L;

    public UncheckedIOException(String message, IOException cause) {
        super(message, requireNonNull(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(requireNonNull(cause));
    }

    private static IOException requireNonNull(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
    }

    @Override
    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
