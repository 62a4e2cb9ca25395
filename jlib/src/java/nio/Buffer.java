package java.nio;

/** A linear, finite sequence of elements of a primitive type, with position, limit, capacity and mark. */
public abstract class Buffer {
    private int mark = -1;
    private int position = 0;
    private int limit;
    private int capacity;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
        }
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0) {
            if (mark > pos) {
                throw new IllegalArgumentException("mark > position: (" + mark + " > " + pos + ")");
            }
            this.mark = mark;
        }
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition < 0 ? "newPosition < 0: (" + newPosition + " < 0)"
                : "newPosition > limit: (" + newPosition + " > " + limit + ")");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit < 0 ? "newLimit < 0: (" + newLimit + " < 0)"
                : "newLimit > capacity: (" + newLimit + " > " + capacity + ")");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        int m = mark;
        if (m < 0) {
            throw new InvalidMarkException();
        }
        position = m;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int r = limit - position;
        return r > 0 ? r : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    public abstract Buffer slice();

    public abstract Buffer duplicate();

    // ------------------------------------------------------------------ helpers

    final int markValue() {
        return mark;
    }

    final void discardMark() {
        mark = -1;
    }

    final void setPos(int p) {
        position = p;
    }

    /** The index for a relative get of n elements; advances the position. */
    final int nextGetIndex(int n) {
        int p = position;
        if (limit - p < n) {
            throw new BufferUnderflowException();
        }
        position = p + n;
        return p;
    }

    final int nextPutIndex(int n) {
        int p = position;
        if (limit - p < n) {
            throw new BufferOverflowException();
        }
        position = p + n;
        return p;
    }

    final int checkIndex(int i, int n) {
        if (i < 0 || n > limit - i) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    static void checkRange(int off, int len, int length) {
        if ((off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                + ") out of bounds for length " + length);
        }
    }

    static void checkBounds(int off, int len, int length) {
        if ((off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException();
        }
    }
}
