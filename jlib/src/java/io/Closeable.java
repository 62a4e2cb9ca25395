package java.io;

/** A source or destination of data that can be closed. */
public interface Closeable extends AutoCloseable {
    @Override
    void close() throws IOException;
}
