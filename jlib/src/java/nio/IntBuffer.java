package java.nio;

/** A buffer of int values (jlib; see jlib/gen/nio_buffers.py). */
public abstract class IntBuffer extends Buffer implements Comparable<IntBuffer> {
    IntBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /** The element at buffer index i (no checks). */
    abstract int ga(int i);

    abstract void pa(int i, int v);

    /** The class name toString shows (the JDK's implementation class). */
    abstract String kind();

    public static IntBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapIntBuffer(new int[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static IntBuffer wrap(int[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new HeapIntBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static IntBuffer wrap(int[] array) {
        return wrap(array, 0, array.length);
    }

    public abstract IntBuffer slice();

    public IntBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        IntBuffer d = duplicate();
        d.limit(index + length);
        d.position(index);
        return d.slice();
    }

    public abstract IntBuffer duplicate();

    public abstract IntBuffer asReadOnlyBuffer();

    public abstract ByteOrder order();

    final void ro() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public int get() {
        return ga(nextGetIndex(1));
    }

    public IntBuffer put(int v) {
        ro();
        pa(nextPutIndex(1), v);
        return this;
    }

    public int get(int index) {
        return ga(checkIndex(index, 1));
    }

    public IntBuffer put(int index, int v) {
        ro();
        pa(checkIndex(index, 1), v);
        return this;
    }

    public IntBuffer get(int[] dst, int offset, int length) {
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

    public IntBuffer get(int[] dst) {
        return get(dst, 0, dst.length);
    }

    public IntBuffer put(IntBuffer src) {
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

    public IntBuffer put(int[] src, int offset, int length) {
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

    public final IntBuffer put(int[] src) {
        return put(src, 0, src.length);
    }

    public boolean hasArray() {
        return false;
    }

    public int[] array() {
        throw new UnsupportedOperationException();
    }

    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public IntBuffer compact() {
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

    public IntBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public IntBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public IntBuffer mark() {
        super.mark();
        return this;
    }

    public IntBuffer reset() {
        super.reset();
        return this;
    }

    public IntBuffer clear() {
        super.clear();
        return this;
    }

    public IntBuffer flip() {
        super.flip();
        return this;
    }

    public IntBuffer rewind() {
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

    private static boolean same(int x, int y) {
        return x == y;
    }

    private static int compare(int x, int y) {
        return x < y ? -1 : (x > y ? 1 : 0);
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof IntBuffer)) {
            return false;
        }
        IntBuffer that = (IntBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(IntBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            int x = ga(p + i);
            int y = that.ga(q + i);
            if (!same(x, y)) {
                return compare(x, y);
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(IntBuffer that) {
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
