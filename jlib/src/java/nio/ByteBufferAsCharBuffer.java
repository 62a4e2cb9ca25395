package java.nio;

/** A CharBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAsCharBuffer extends CharBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAsCharBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    char ga(int i) {
        short r = bb.rawShort(boff + i * 2, big);
        return (char) r;
    }

    void pa(int i, char v) {
        bb.rawPutShort(boff + i * 2, (short) v, big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.DirectCharBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAsCharBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
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

    public CharBuffer slice() {
        int r = remaining();
        return new ByteBufferAsCharBuffer(bb, boff + position() * 2, -1, 0, r, r, big, readOnly);
    }

    public CharBuffer duplicate() {
        return new ByteBufferAsCharBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public CharBuffer asReadOnlyBuffer() {
        return new ByteBufferAsCharBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
