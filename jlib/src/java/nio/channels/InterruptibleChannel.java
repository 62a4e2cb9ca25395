package java.nio.channels;

/** A channel that can be asynchronously closed and interrupted. */
public interface InterruptibleChannel extends Channel {
    void close() throws java.io.IOException;
}
