package java.io;

/** Indicates that one or more deserialized objects failed validation tests. */
public class InvalidObjectException extends ObjectStreamException {
    private static final long serialVersionUID = 3233174318281839583L;

    public InvalidObjectException(String message) {
        super(message);
    }
}
