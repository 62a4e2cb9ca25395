package java.nio;

/** A FloatBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAsFloatBuffer extends FloatBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAsFloatBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    float ga(int i) {
        int r = bb.rawInt(boff + i * 4, big);
        return Float.intBitsToFloat(r);
    }

    void pa(int i, float v) {
        bb.rawPutInt(boff + i * 4, Float.floatToRawIntBits(v), big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.DirectFloatBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAsFloatBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
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

    public FloatBuffer slice() {
        int r = remaining();
        return new ByteBufferAsFloatBuffer(bb, boff + position() * 4, -1, 0, r, r, big, readOnly);
    }

    public FloatBuffer duplicate() {
        return new ByteBufferAsFloatBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public FloatBuffer asReadOnlyBuffer() {
        return new ByteBufferAsFloatBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
