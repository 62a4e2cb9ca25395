package java.nio;

/** A LongBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAsLongBuffer extends LongBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAsLongBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    long ga(int i) {
        long r = bb.rawLong(boff + i * 8, big);
        return r;
    }

    void pa(int i, long v) {
        bb.rawPutLong(boff + i * 8, v, big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.DirectLongBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAsLongBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public boolean isDirect() {
        return bb.isDirect();
    }

    public ByteOrder order() {
        return big ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public LongBuffer slice() {
        int r = remaining();
        return new ByteBufferAsLongBuffer(bb, boff + position() * 8, -1, 0, r, r, big, readOnly);
    }

    public LongBuffer duplicate() {
        return new ByteBufferAsLongBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public LongBuffer asReadOnlyBuffer() {
        return new ByteBufferAsLongBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
