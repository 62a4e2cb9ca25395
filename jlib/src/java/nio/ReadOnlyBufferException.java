package java.nio;

/** Thrown by java.nio buffers. */
public class ReadOnlyBufferException extends UnsupportedOperationException {
    public ReadOnlyBufferException() {
    }
}
