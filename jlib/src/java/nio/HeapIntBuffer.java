package java.nio;

/** A IntBuffer over a int array (jlib; see jlib/gen/nio_buffers.py). */
class HeapIntBuffer extends IntBuffer {
    final int[] hb;
    final int offset;
    final boolean readOnly;

    HeapIntBuffer(int[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    int ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, int v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.HeapIntBufferR" : "java.nio.HeapIntBuffer";
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

    public int[] array() {
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

    public IntBuffer slice() {
        int r = remaining();
        return new HeapIntBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public IntBuffer duplicate() {
        return new HeapIntBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public IntBuffer asReadOnlyBuffer() {
        return new HeapIntBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
