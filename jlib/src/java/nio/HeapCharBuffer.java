package java.nio;

/** A CharBuffer over a char array (jlib; see jlib/gen/nio_buffers.py). */
class HeapCharBuffer extends CharBuffer {
    final char[] hb;
    final int offset;
    final boolean readOnly;

    HeapCharBuffer(char[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    char ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, char v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.HeapCharBufferR" : "java.nio.HeapCharBuffer";
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

    public char[] array() {
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

    public CharBuffer slice() {
        int r = remaining();
        return new HeapCharBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public CharBuffer duplicate() {
        return new HeapCharBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public CharBuffer asReadOnlyBuffer() {
        return new HeapCharBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
