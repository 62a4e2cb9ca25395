package java.nio;

/** A byte buffer: heap (allocate, wrap) or "direct" (allocateDirect: a heap array that reports isDirect). */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    final boolean readOnly;
    final boolean direct;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly, boolean direct) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
        this.direct = direct;
    }

    private static void checkCapacity(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
    }

    public static ByteBuffer allocateDirect(int capacity) {
        checkCapacity(capacity);
        return new HeapByteBuffer(new byte[capacity], 0, -1, 0, capacity, capacity, false, true);
    }

    public static ByteBuffer allocate(int capacity) {
        checkCapacity(capacity);
        return new HeapByteBuffer(new byte[capacity], 0, -1, 0, capacity, capacity, false, false);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new HeapByteBuffer(array, 0, -1, offset, offset + length, array.length, false, false);
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    public ByteBuffer slice() {
        int r = remaining();
        return new HeapByteBuffer(hb, offset + position(), -1, 0, r, r, readOnly, direct);
    }

    public ByteBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        return new HeapByteBuffer(hb, offset + index, -1, 0, length, length, readOnly, direct);
    }

    public ByteBuffer duplicate() {
        return new HeapByteBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly, direct);
    }

    public ByteBuffer asReadOnlyBuffer() {
        return new HeapByteBuffer(hb, offset, markValue(), position(), limit(), capacity(), true, direct);
    }

    final void ro() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public byte get() {
        return hb[offset + nextGetIndex(1)];
    }

    public ByteBuffer put(byte b) {
        ro();
        hb[offset + nextPutIndex(1)] = b;
        return this;
    }

    public byte get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public ByteBuffer put(int index, byte b) {
        ro();
        hb[offset + checkIndex(index, 1)] = b;
        return this;
    }

    public ByteBuffer get(byte[] dst, int off, int length) {
        checkRange(off, length, dst.length);
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int p = position();
        System.arraycopy(hb, offset + p, dst, off, length);
        setPos(p + length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        ro();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        int p = position();
        int sp = src.position();
        System.arraycopy(src.hb, src.offset + sp, hb, offset + p, n);
        setPos(p + n);
        src.setPos(sp + n);
        return this;
    }

    public ByteBuffer put(byte[] src, int off, int length) {
        ro();
        checkRange(off, length, src.length);
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int p = position();
        System.arraycopy(src, off, hb, offset + p, length);
        setPos(p + length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public final boolean hasArray() {
        return !readOnly && !direct;
    }

    public final byte[] array() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    public final int arrayOffset() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    public ByteBuffer compact() {
        ro();
        int p = position();
        int n = remaining();
        System.arraycopy(hb, offset + p, hb, offset, n);
        setPos(n);
        limit(capacity());
        discardMark();
        return this;
    }

    public boolean isDirect() {
        return direct;
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public String toString() {
        String k = direct ? "java.nio.DirectByteBuffer" : "java.nio.HeapByteBuffer";
        return k + (readOnly ? "R" : "") + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) hb[offset + i];
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(ByteBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            return Byte.compare(get(position() + i), that.get(that.position() + i));
        }
        return remaining() - that.remaining();
    }

    public int mismatch(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = offset + position();
        int q = that.offset + that.position();
        for (int i = 0; i < n; i++) {
            if (hb[p + i] != that.hb[q + i]) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    public final int alignmentOffset(int index, int unitSize) {
        if (index < 0) {
            throw new IllegalArgumentException("Index less than zero: " + index);
        }
        if (unitSize < 1 || (unitSize & (unitSize - 1)) != 0) {
            throw new IllegalArgumentException("Unit size not a power of two: " + unitSize);
        }
        return (index + offset) & (unitSize - 1);
    }

    // ------------------------------------------------------------------ raw multi-byte access

    final short rawShort(int i, boolean big) {
        int a = hb[offset + i] & 0xff;
        int b = hb[offset + i + 1] & 0xff;
        return (short) (big ? (a << 8) | b : (b << 8) | a);
    }

    final void rawPutShort(int i, short v, boolean big) {
        byte hi = (byte) (v >> 8);
        byte lo = (byte) v;
        hb[offset + i] = big ? hi : lo;
        hb[offset + i + 1] = big ? lo : hi;
    }

    final int rawInt(int i, boolean big) {
        int r = 0;
        for (int k = 0; k < 4; k++) {
            int b = hb[offset + i + (big ? k : 3 - k)] & 0xff;
            r = (r << 8) | b;
        }
        return r;
    }

    final void rawPutInt(int i, int v, boolean big) {
        for (int k = 0; k < 4; k++) {
            hb[offset + i + (big ? 3 - k : k)] = (byte) (v >> (8 * k));
        }
    }

    final long rawLong(int i, boolean big) {
        long r = 0;
        for (int k = 0; k < 8; k++) {
            long b = hb[offset + i + (big ? k : 7 - k)] & 0xff;
            r = (r << 8) | b;
        }
        return r;
    }

    final void rawPutLong(int i, long v, boolean big) {
        for (int k = 0; k < 8; k++) {
            hb[offset + i + (big ? 7 - k : k)] = (byte) (v >> (8 * k));
        }
    }

    // ------------------------------------------------------------------ typed get/put

    public char getChar() {
        return (char) rawShort(nextGetIndex(2), bigEndian);
    }

    public ByteBuffer putChar(char v) {
        ro();
        rawPutShort(nextPutIndex(2), (short) v, bigEndian);
        return this;
    }

    public char getChar(int i) {
        return (char) rawShort(checkIndex(i, 2), bigEndian);
    }

    public ByteBuffer putChar(int i, char v) {
        ro();
        rawPutShort(checkIndex(i, 2), (short) v, bigEndian);
        return this;
    }

    public short getShort() {
        return rawShort(nextGetIndex(2), bigEndian);
    }

    public ByteBuffer putShort(short v) {
        ro();
        rawPutShort(nextPutIndex(2), v, bigEndian);
        return this;
    }

    public short getShort(int i) {
        return rawShort(checkIndex(i, 2), bigEndian);
    }

    public ByteBuffer putShort(int i, short v) {
        ro();
        rawPutShort(checkIndex(i, 2), v, bigEndian);
        return this;
    }

    public int getInt() {
        return rawInt(nextGetIndex(4), bigEndian);
    }

    public ByteBuffer putInt(int v) {
        ro();
        rawPutInt(nextPutIndex(4), v, bigEndian);
        return this;
    }

    public int getInt(int i) {
        return rawInt(checkIndex(i, 4), bigEndian);
    }

    public ByteBuffer putInt(int i, int v) {
        ro();
        rawPutInt(checkIndex(i, 4), v, bigEndian);
        return this;
    }

    public long getLong() {
        return rawLong(nextGetIndex(8), bigEndian);
    }

    public ByteBuffer putLong(long v) {
        ro();
        rawPutLong(nextPutIndex(8), v, bigEndian);
        return this;
    }

    public long getLong(int i) {
        return rawLong(checkIndex(i, 8), bigEndian);
    }

    public ByteBuffer putLong(int i, long v) {
        ro();
        rawPutLong(checkIndex(i, 8), v, bigEndian);
        return this;
    }

    public float getFloat() {
        return Float.intBitsToFloat(getInt());
    }

    public ByteBuffer putFloat(float v) {
        return putInt(Float.floatToRawIntBits(v));
    }

    public float getFloat(int i) {
        return Float.intBitsToFloat(getInt(i));
    }

    public ByteBuffer putFloat(int i, float v) {
        return putInt(i, Float.floatToRawIntBits(v));
    }

    public double getDouble() {
        return Double.longBitsToDouble(getLong());
    }

    public ByteBuffer putDouble(double v) {
        return putLong(Double.doubleToRawLongBits(v));
    }

    public double getDouble(int i) {
        return Double.longBitsToDouble(getLong(i));
    }

    public ByteBuffer putDouble(int i, double v) {
        return putLong(i, Double.doubleToRawLongBits(v));
    }

    // ------------------------------------------------------------------ views

    public CharBuffer asCharBuffer() {
        int n = remaining() >> 1;
        return new ByteBufferAsCharBuffer(this, position(), -1, 0, n, n, bigEndian, readOnly);
    }

    public ShortBuffer asShortBuffer() {
        int n = remaining() >> 1;
        return new ByteBufferAsShortBuffer(this, position(), -1, 0, n, n, bigEndian, readOnly);
    }

    public IntBuffer asIntBuffer() {
        int n = remaining() >> 2;
        return new ByteBufferAsIntBuffer(this, position(), -1, 0, n, n, bigEndian, readOnly);
    }

    public LongBuffer asLongBuffer() {
        int n = remaining() >> 3;
        return new ByteBufferAsLongBuffer(this, position(), -1, 0, n, n, bigEndian, readOnly);
    }

    public FloatBuffer asFloatBuffer() {
        int n = remaining() >> 2;
        return new ByteBufferAsFloatBuffer(this, position(), -1, 0, n, n, bigEndian, readOnly);
    }

    public DoubleBuffer asDoubleBuffer() {
        int n = remaining() >> 3;
        return new ByteBufferAsDoubleBuffer(this, position(), -1, 0, n, n, bigEndian, readOnly);
    }
}
