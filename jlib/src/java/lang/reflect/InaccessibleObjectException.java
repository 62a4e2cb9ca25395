package java.lang.reflect;

/** Thrown when access checks cannot be suppressed for a member (setAccessible). */
public class InaccessibleObjectException extends RuntimeException {
    private static final long serialVersionUID = 4158786093378140901L;

    public InaccessibleObjectException() {
    }

    public InaccessibleObjectException(String msg) {
        super(msg);
    }
}
