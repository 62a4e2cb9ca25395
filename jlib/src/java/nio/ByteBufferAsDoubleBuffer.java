package java.nio;

/** A DoubleBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAsDoubleBuffer extends DoubleBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAsDoubleBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    double ga(int i) {
        long r = bb.rawLong(boff + i * 8, big);
        return Double.longBitsToDouble(r);
    }

    void pa(int i, double v) {
        bb.rawPutLong(boff + i * 8, Double.doubleToRawLongBits(v), big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.DirectDoubleBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAsDoubleBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
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

    public DoubleBuffer slice() {
        int r = remaining();
        return new ByteBufferAsDoubleBuffer(bb, boff + position() * 8, -1, 0, r, r, big, readOnly);
    }

    public DoubleBuffer duplicate() {
        return new ByteBufferAsDoubleBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return new ByteBufferAsDoubleBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
