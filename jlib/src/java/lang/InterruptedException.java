package java.lang;

/** A thread was interrupted while waiting, sleeping or otherwise occupied. */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
