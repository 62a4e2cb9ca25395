package java.lang;

/** An attempt to access a type by name that cannot be found. */
public class TypeNotPresentException extends RuntimeException {
    private final String typeName;

    public TypeNotPresentException(String typeName, Throwable cause) {
        super("Type " + typeName + " not present", cause);
        this.typeName = typeName;
    }

    public String typeName() {
        return typeName;
    }
}
