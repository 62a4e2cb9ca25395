package java.nio.channels;

import java.io.IOException;

/** A channel that can write bytes from a sequence of buffers. */
public interface GatheringByteChannel extends WritableByteChannel {
    long write(java.nio.ByteBuffer[] srcs, int offset, int length) throws IOException;

    long write(java.nio.ByteBuffer[] srcs) throws IOException;
}
