package java.util.zip;

/** A data checksum (Java SE API). */
public interface Checksum {
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    /** The remaining bytes of buffer, from its position; the position moves to the limit. */
    default void update(java.nio.ByteBuffer buffer) {
        int pos = buffer.position(), rem = buffer.limit() - pos;
        if (rem <= 0) return;
        if (buffer.hasArray()) {
            update(buffer.array(), buffer.arrayOffset() + pos, rem);
            buffer.position(pos + rem);
            return;
        }
        byte[] chunk = new byte[Math.min(rem, 4096)];
        while (buffer.hasRemaining()) {
            int n = Math.min(chunk.length, buffer.remaining());
            buffer.get(chunk, 0, n);
            update(chunk, 0, n);
        }
    }

    long getValue();

    void reset();
}
