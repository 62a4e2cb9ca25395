package java.lang;

/** An attempt to store the wrong type of object into an array. */
public class ArrayStoreException extends RuntimeException {
    private static final long serialVersionUID = -4522193890499838241L;

    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
