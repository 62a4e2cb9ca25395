package java.lang;

/** clone was called on an object that does not implement Cloneable. */
public class CloneNotSupportedException extends Exception {
    private static final long serialVersionUID = 5195511250079656443L;

    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
