package java.nio.channels;

import java.io.IOException;

/** A channel that can read bytes into a sequence of buffers. */
public interface ScatteringByteChannel extends ReadableByteChannel {
    long read(java.nio.ByteBuffer[] dsts, int offset, int length) throws IOException;

    long read(java.nio.ByteBuffer[] dsts) throws IOException;
}
