package java.lang.invoke;

/** Thrown when a method handle or VarHandle is called with a type it cannot be adapted to. */
public class WrongMethodTypeException extends RuntimeException {
    private static final long serialVersionUID = 292L;

    public WrongMethodTypeException() {
    }

    public WrongMethodTypeException(String s) {
        super(s);
    }
}
