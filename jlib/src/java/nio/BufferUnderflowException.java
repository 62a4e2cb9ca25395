package java.nio;

/** Thrown by java.nio buffers. */
public class BufferUnderflowException extends RuntimeException {
    public BufferUnderflowException() {
    }
}
