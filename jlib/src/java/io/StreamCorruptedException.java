package java.io;

/** Thrown when control information read from an object stream violates internal consistency checks. */
public class StreamCorruptedException extends ObjectStreamException {
    private static final long serialVersionUID = 8983558202217591746L;

    public StreamCorruptedException(String message) {
        super(message);
    }

    public StreamCorruptedException() {
        super();
    }
}
