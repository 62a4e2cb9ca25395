package java.nio.channels;

/** A channel that can read bytes. */
public interface ReadableByteChannel extends Channel {
    int read(java.nio.ByteBuffer dst) throws java.io.IOException;
}
