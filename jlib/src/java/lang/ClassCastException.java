package java.lang;

/** An attempt to cast an object to a subclass of which it is not an instance. */
public class ClassCastException extends RuntimeException {
    private static final long serialVersionUID = -9223365651070458532L;

    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
