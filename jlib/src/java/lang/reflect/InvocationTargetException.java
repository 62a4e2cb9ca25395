package java.lang.reflect;

/** Wraps an exception thrown by a method or constructor called through reflection. */
public class InvocationTargetException extends ReflectiveOperationException {
    private static final long serialVersionUID = 4085088731926701167L;

    private Throwable target;

    protected InvocationTargetException() {
        super((Throwable) null);
    }

    public InvocationTargetException(Throwable target) {
        super((Throwable) null);
        this.target = target;
    }

    public InvocationTargetException(Throwable target, String s) {
        super(s, null);
        this.target = target;
    }

    public Throwable getTargetException() {
        return target;
    }

    /** The exception the invoked method or constructor threw (the same as getTargetException). */
    @Override
    public Throwable getCause() {
        return target;
    }
}
