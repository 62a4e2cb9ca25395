package java.nio.channels;

/** Thrown on a read from a channel not opened for reading. */
public class NonReadableChannelException extends IllegalStateException {
    public NonReadableChannelException() {
    }
}
