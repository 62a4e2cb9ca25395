package java.nio.file;

/** A Path of another file system provider was given. */
public class ProviderMismatchException extends IllegalArgumentException {
    private static final long serialVersionUID = 4990847485741612530L;

    public ProviderMismatchException() {
    }

    public ProviderMismatchException(String msg) {
        super(msg);
    }
}
