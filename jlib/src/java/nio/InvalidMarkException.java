package java.nio;

/** Thrown by java.nio buffers. */
public class InvalidMarkException extends IllegalStateException {
    public InvalidMarkException() {
    }
}
