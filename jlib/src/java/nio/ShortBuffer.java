package java.nio;

/** A buffer of short values (jlib; see jlib/gen/nio_buffers.py). */
public abstract class ShortBuffer extends Buffer implements Comparable<ShortBuffer> {
    ShortBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /** The element at buffer index i (no checks). */
    abstract short ga(int i);

    abstract void pa(int i, short v);

    /** The class name toString shows (the JDK's implementation class). */
    abstract String kind();

    public static ShortBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapShortBuffer(new short[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static ShortBuffer wrap(short[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new HeapShortBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static ShortBuffer wrap(short[] array) {
        return wrap(array, 0, array.length);
    }

    public abstract ShortBuffer slice();

    public ShortBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        ShortBuffer d = duplicate();
        d.limit(index + length);
        d.position(index);
        return d.slice();
    }

    public abstract ShortBuffer duplicate();

    public abstract ShortBuffer asReadOnlyBuffer();

    public abstract ByteOrder order();

    final void ro() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public short get() {
        return ga(nextGetIndex(1));
    }

    public ShortBuffer put(short v) {
        ro();
        pa(nextPutIndex(1), v);
        return this;
    }

    public short get(int index) {
        return ga(checkIndex(index, 1));
    }

    public ShortBuffer put(int index, short v) {
        ro();
        pa(checkIndex(index, 1), v);
        return this;
    }

    public ShortBuffer get(short[] dst, int offset, int length) {
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

    public ShortBuffer get(short[] dst) {
        return get(dst, 0, dst.length);
    }

    public ShortBuffer put(ShortBuffer src) {
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

    public ShortBuffer put(short[] src, int offset, int length) {
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

    public final ShortBuffer put(short[] src) {
        return put(src, 0, src.length);
    }

    public boolean hasArray() {
        return false;
    }

    public short[] array() {
        throw new UnsupportedOperationException();
    }

    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public ShortBuffer compact() {
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

    public ShortBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ShortBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ShortBuffer mark() {
        super.mark();
        return this;
    }

    public ShortBuffer reset() {
        super.reset();
        return this;
    }

    public ShortBuffer clear() {
        super.clear();
        return this;
    }

    public ShortBuffer flip() {
        super.flip();
        return this;
    }

    public ShortBuffer rewind() {
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

    private static boolean same(short x, short y) {
        return x == y;
    }

    private static int compare(short x, short y) {
        return x - y;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ShortBuffer)) {
            return false;
        }
        ShortBuffer that = (ShortBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(ShortBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            short x = ga(p + i);
            short y = that.ga(q + i);
            if (!same(x, y)) {
                return compare(x, y);
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(ShortBuffer that) {
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
