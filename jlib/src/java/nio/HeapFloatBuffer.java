package java.nio;

/** A FloatBuffer over a float array (jlib; see jlib/gen/nio_buffers.py). */
class HeapFloatBuffer extends FloatBuffer {
    final float[] hb;
    final int offset;
    final boolean readOnly;

    HeapFloatBuffer(float[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    float ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, float v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.HeapFloatBufferR" : "java.nio.HeapFloatBuffer";
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

    public float[] array() {
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

    public FloatBuffer slice() {
        int r = remaining();
        return new HeapFloatBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public FloatBuffer duplicate() {
        return new HeapFloatBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public FloatBuffer asReadOnlyBuffer() {
        return new HeapFloatBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
