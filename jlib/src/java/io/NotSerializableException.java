package java.io;

/** Thrown when an instance is required to have a Serializable interface; the message is the class name. */
public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 2906642554793891381L;

    public NotSerializableException(String message) {
        super(message);
    }

    public NotSerializableException() {
        super();
    }
}
