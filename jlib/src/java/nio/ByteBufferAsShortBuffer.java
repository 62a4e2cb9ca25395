package java.nio;

/** A ShortBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAsShortBuffer extends ShortBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAsShortBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    short ga(int i) {
        short r = bb.rawShort(boff + i * 2, big);
        return r;
    }

    void pa(int i, short v) {
        bb.rawPutShort(boff + i * 2, v, big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.DirectShortBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAsShortBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
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

    public ShortBuffer slice() {
        int r = remaining();
        return new ByteBufferAsShortBuffer(bb, boff + position() * 2, -1, 0, r, r, big, readOnly);
    }

    public ShortBuffer duplicate() {
        return new ByteBufferAsShortBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public ShortBuffer asReadOnlyBuffer() {
        return new ByteBufferAsShortBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
