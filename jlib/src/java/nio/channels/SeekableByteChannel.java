package java.nio.channels;

import java.io.IOException;

/** A byte channel with a current position that can be changed. */
public interface SeekableByteChannel extends ByteChannel {
    int read(java.nio.ByteBuffer dst) throws IOException;

    int write(java.nio.ByteBuffer src) throws IOException;

    long position() throws IOException;

    SeekableByteChannel position(long newPosition) throws IOException;

    long size() throws IOException;

    SeekableByteChannel truncate(long size) throws IOException;
}
