package java.nio;

/** A buffer of long values (jlib; see jlib/gen/nio_buffers.py). */
public abstract class LongBuffer extends Buffer implements Comparable<LongBuffer> {
    LongBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /** The element at buffer index i (no checks). */
    abstract long ga(int i);

    abstract void pa(int i, long v);

    /** The class name toString shows (the JDK's implementation class). */
    abstract String kind();

    public static LongBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapLongBuffer(new long[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static LongBuffer wrap(long[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new HeapLongBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static LongBuffer wrap(long[] array) {
        return wrap(array, 0, array.length);
    }

    public abstract LongBuffer slice();

    public LongBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        LongBuffer d = duplicate();
        d.limit(index + length);
        d.position(index);
        return d.slice();
    }

    public abstract LongBuffer duplicate();

    public abstract LongBuffer asReadOnlyBuffer();

    public abstract ByteOrder order();

    final void ro() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public long get() {
        return ga(nextGetIndex(1));
    }

    public LongBuffer put(long v) {
        ro();
        pa(nextPutIndex(1), v);
        return this;
    }

    public long get(int index) {
        return ga(checkIndex(index, 1));
    }

    public LongBuffer put(int index, long v) {
        ro();
        pa(checkIndex(index, 1), v);
        return this;
    }

    public LongBuffer get(long[] dst, int offset, int length) {
        checkRange(offset, length, dst.length);
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int p = position();
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ga(p + i);
        }
        setPos(p + length);
        return this;
    }

    public LongBuffer get(long[] dst) {
        return get(dst, 0, dst.length);
    }

    public LongBuffer put(LongBuffer src) {
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
        for (int i = 0; i < n; i++) {
            pa(p + i, src.ga(sp + i));
        }
        setPos(p + n);
        src.setPos(sp + n);
        return this;
    }

    public LongBuffer put(long[] src, int offset, int length) {
        ro();
        checkRange(offset, length, src.length);
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int p = position();
        for (int i = 0; i < length; i++) {
            pa(p + i, src[offset + i]);
        }
        setPos(p + length);
        return this;
    }

    public final LongBuffer put(long[] src) {
        return put(src, 0, src.length);
    }

    public boolean hasArray() {
        return false;
    }

    public long[] array() {
        throw new UnsupportedOperationException();
    }

    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public LongBuffer compact() {
        ro();
        int p = position();
        int n = remaining();
        for (int i = 0; i < n; i++) {
            pa(i, ga(p + i));
        }
        setPos(n);
        limit(capacity());
        discardMark();
        return this;
    }

    public LongBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public LongBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public LongBuffer mark() {
        super.mark();
        return this;
    }

    public LongBuffer reset() {
        super.reset();
        return this;
    }

    public LongBuffer clear() {
        super.clear();
        return this;
    }

    public LongBuffer flip() {
        super.flip();
        return this;
    }

    public LongBuffer rewind() {
        super.rewind();
        return this;
    }

    public String toString() {
        return kind() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) ga(i);
        }
        return h;
    }

    private static boolean same(long x, long y) {
        return x == y;
    }

    private static int compare(long x, long y) {
        return x < y ? -1 : (x > y ? 1 : 0);
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof LongBuffer)) {
            return false;
        }
        LongBuffer that = (LongBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(LongBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            long x = ga(p + i);
            long y = that.ga(q + i);
            if (!same(x, y)) {
                return compare(x, y);
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(LongBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            if (!same(ga(p + i), that.ga(q + i))) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
