package java.lang;

/** A circularity in the superclass hierarchy of a class being initialized. */
public class ClassCircularityError extends LinkageError {
    public ClassCircularityError() {
        super();
    }

    public ClassCircularityError(String message) {
        super(message);
    }
}
