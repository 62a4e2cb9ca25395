package java.nio;

/** A ShortBuffer over a short array (jlib; see jlib/gen/nio_buffers.py). */
class HeapShortBuffer extends ShortBuffer {
    final short[] hb;
    final int offset;
    final boolean readOnly;

    HeapShortBuffer(short[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    short ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, short v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.HeapShortBufferR" : "java.nio.HeapShortBuffer";
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public boolean isDirect() {
        return false;
    }

    public boolean hasArray() {
        return !readOnly;
    }

    public short[] array() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    public int arrayOffset() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }

    public ShortBuffer slice() {
        int r = remaining();
        return new HeapShortBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public ShortBuffer duplicate() {
        return new HeapShortBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public ShortBuffer asReadOnlyBuffer() {
        return new HeapShortBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
