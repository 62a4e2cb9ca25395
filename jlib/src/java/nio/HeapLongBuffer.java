package java.nio;

/** A LongBuffer over a long array (jlib; see jlib/gen/nio_buffers.py). */
class HeapLongBuffer extends LongBuffer {
    final long[] hb;
    final int offset;
    final boolean readOnly;

    HeapLongBuffer(long[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    long ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, long v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.HeapLongBufferR" : "java.nio.HeapLongBuffer";
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

    public long[] array() {
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

    public LongBuffer slice() {
        int r = remaining();
        return new HeapLongBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public LongBuffer duplicate() {
        return new HeapLongBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public LongBuffer asReadOnlyBuffer() {
        return new HeapLongBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
