package java.nio;

/** Thrown by java.nio buffers. */
public class BufferOverflowException extends RuntimeException {
    public BufferOverflowException() {
    }
}
