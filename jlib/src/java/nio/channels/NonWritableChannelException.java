package java.nio.channels;

/** Thrown on a write to a channel not opened for writing. */
public class NonWritableChannelException extends IllegalStateException {
    public NonWritableChannelException() {
    }
}
