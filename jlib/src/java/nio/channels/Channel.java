package java.nio.channels;

/** A nexus for I/O operations. */
public interface Channel extends java.io.Closeable {
    boolean isOpen();

    void close() throws java.io.IOException;
}
