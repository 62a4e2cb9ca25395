package java.io;

/** The superclass of the exceptions specific to object stream classes. */
public abstract class ObjectStreamException extends IOException {
    private static final long serialVersionUID = 7260898174833392607L;

    protected ObjectStreamException(String message) {
        super(message);
    }

    protected ObjectStreamException(String message, Throwable cause) {
        super(message, cause);
    }

    protected ObjectStreamException() {
        super();
    }

    protected ObjectStreamException(Throwable cause) {
        super(cause);
    }
}
