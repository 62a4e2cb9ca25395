package java.lang;

/** An instance of a class cannot be created. */
public class InstantiationException extends ReflectiveOperationException {
    private static final long serialVersionUID = -8441929162975509110L;

    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
