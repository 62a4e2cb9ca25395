package java.io;

/** Thrown when serialization or deserialization is not active. */
public class NotActiveException extends ObjectStreamException {
    private static final long serialVersionUID = -3893467273049808895L;

    public NotActiveException(String message) {
        super(message);
    }

    public NotActiveException() {
        super();
    }
}
