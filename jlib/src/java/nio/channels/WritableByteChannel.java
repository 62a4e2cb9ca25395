package java.nio.channels;

/** A channel that can write bytes. */
public interface WritableByteChannel extends Channel {
    int write(java.nio.ByteBuffer src) throws java.io.IOException;
}
