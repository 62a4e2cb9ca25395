package java.nio;

/** A DoubleBuffer over a double array (jlib; see jlib/gen/nio_buffers.py). */
class HeapDoubleBuffer extends DoubleBuffer {
    final double[] hb;
    final int offset;
    final boolean readOnly;

    HeapDoubleBuffer(double[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    double ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, double v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.HeapDoubleBufferR" : "java.nio.HeapDoubleBuffer";
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

    public double[] array() {
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

    public DoubleBuffer slice() {
        int r = remaining();
        return new HeapDoubleBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public DoubleBuffer duplicate() {
        return new HeapDoubleBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return new HeapDoubleBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
