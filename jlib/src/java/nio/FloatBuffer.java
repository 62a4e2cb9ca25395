package java.nio;

/** A buffer of float values (jlib; see jlib/gen/nio_buffers.py). */
public abstract class FloatBuffer extends Buffer implements Comparable<FloatBuffer> {
    FloatBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /** The element at buffer index i (no checks). */
    abstract float ga(int i);

    abstract void pa(int i, float v);

    /** The class name toString shows (the JDK's implementation class). */
    abstract String kind();

    public static FloatBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapFloatBuffer(new float[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static FloatBuffer wrap(float[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new HeapFloatBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static FloatBuffer wrap(float[] array) {
        return wrap(array, 0, array.length);
    }

    public abstract FloatBuffer slice();

    public FloatBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        FloatBuffer d = duplicate();
        d.limit(index + length);
        d.position(index);
        return d.slice();
    }

    public abstract FloatBuffer duplicate();

    public abstract FloatBuffer asReadOnlyBuffer();

    public abstract ByteOrder order();

    final void ro() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public float get() {
        return ga(nextGetIndex(1));
    }

    public FloatBuffer put(float v) {
        ro();
        pa(nextPutIndex(1), v);
        return this;
    }

    public float get(int index) {
        return ga(checkIndex(index, 1));
    }

    public FloatBuffer put(int index, float v) {
        ro();
        pa(checkIndex(index, 1), v);
        return this;
    }

    public FloatBuffer get(float[] dst, int offset, int length) {
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

    public FloatBuffer get(float[] dst) {
        return get(dst, 0, dst.length);
    }

    public FloatBuffer put(FloatBuffer src) {
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

    public FloatBuffer put(float[] src, int offset, int length) {
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

    public final FloatBuffer put(float[] src) {
        return put(src, 0, src.length);
    }

    public boolean hasArray() {
        return false;
    }

    public float[] array() {
        throw new UnsupportedOperationException();
    }

    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public FloatBuffer compact() {
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

    public FloatBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public FloatBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public FloatBuffer mark() {
        super.mark();
        return this;
    }

    public FloatBuffer reset() {
        super.reset();
        return this;
    }

    public FloatBuffer clear() {
        super.clear();
        return this;
    }

    public FloatBuffer flip() {
        super.flip();
        return this;
    }

    public FloatBuffer rewind() {
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

    private static boolean same(float x, float y) {
        return x == y || (x != x && y != y);
    }

    private static int compare(float x, float y) {
        return x < y ? -1 : (x > y ? 1 : (x == y ? 0 : (Float.isNaN(x) ? (Float.isNaN(y) ? 0 : 1) : -1)));
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof FloatBuffer)) {
            return false;
        }
        FloatBuffer that = (FloatBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(FloatBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            float x = ga(p + i);
            float y = that.ga(q + i);
            if (!same(x, y)) {
                return compare(x, y);
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(FloatBuffer that) {
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
