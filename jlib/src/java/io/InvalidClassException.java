package java.io;

/** Thrown when the runtime detects a problem with a class (serial version mismatch, unknown types, no valid constructor). */
public class InvalidClassException extends ObjectStreamException {
    private static final long serialVersionUID = -4333316296251054416L;

    /** The name of the invalid class. */
    public String classname;

    public InvalidClassException(String reason) {
        super(reason);
    }

    public InvalidClassException(String cname, String reason) {
        super(reason);
        classname = cname;
    }

    @Override
    public String getMessage() {
        if (classname == null) {
            return super.getMessage();
        }
        return classname + "; " + super.getMessage();
    }
}
