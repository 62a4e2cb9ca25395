package java.nio.channels;

/** A channel that can read and write bytes. */
public interface ByteChannel extends ReadableByteChannel, WritableByteChannel {
}
