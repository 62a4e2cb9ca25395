package java.nio;

/** A IntBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAsIntBuffer extends IntBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAsIntBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    int ga(int i) {
        int r = bb.rawInt(boff + i * 4, big);
        return r;
    }

    void pa(int i, int v) {
        bb.rawPutInt(boff + i * 4, v, big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.DirectIntBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAsIntBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
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

    public IntBuffer slice() {
        int r = remaining();
        return new ByteBufferAsIntBuffer(bb, boff + position() * 4, -1, 0, r, r, big, readOnly);
    }

    public IntBuffer duplicate() {
        return new ByteBufferAsIntBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public IntBuffer asReadOnlyBuffer() {
        return new ByteBufferAsIntBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
