package java.nio;

/** A buffer of char values (jlib; see jlib/gen/nio_buffers.py). */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, CharSequence, Appendable, Readable {
    CharBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /** The element at buffer index i (no checks). */
    abstract char ga(int i);

    abstract void pa(int i, char v);

    /** The class name toString shows (the JDK's implementation class). */
    abstract String kind();

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapCharBuffer(new char[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new HeapCharBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    public abstract CharBuffer slice();

    public CharBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        CharBuffer d = duplicate();
        d.limit(index + length);
        d.position(index);
        return d.slice();
    }

    public abstract CharBuffer duplicate();

    public abstract CharBuffer asReadOnlyBuffer();

    public abstract ByteOrder order();

    final void ro() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public char get() {
        return ga(nextGetIndex(1));
    }

    public CharBuffer put(char v) {
        ro();
        pa(nextPutIndex(1), v);
        return this;
    }

    public char get(int index) {
        return ga(checkIndex(index, 1));
    }

    public CharBuffer put(int index, char v) {
        ro();
        pa(checkIndex(index, 1), v);
        return this;
    }

    public CharBuffer get(char[] dst, int offset, int length) {
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

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer put(CharBuffer src) {
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

    public CharBuffer put(char[] src, int offset, int length) {
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

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public boolean hasArray() {
        return false;
    }

    public char[] array() {
        throw new UnsupportedOperationException();
    }

    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public CharBuffer compact() {
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

    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public CharBuffer mark() {
        super.mark();
        return this;
    }

    public CharBuffer reset() {
        super.reset();
        return this;
    }

    public CharBuffer clear() {
        super.clear();
        return this;
    }

    public CharBuffer flip() {
        super.flip();
        return this;
    }

    public CharBuffer rewind() {
        super.rewind();
        return this;
    }


    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) ga(i);
        }
        return h;
    }

    private static boolean same(char x, char y) {
        return x == y;
    }

    private static int compare(char x, char y) {
        return x - y;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            char x = ga(p + i);
            char y = that.ga(q + i);
            if (!same(x, y)) {
                return compare(x, y);
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(CharBuffer that) {
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

    // ------------------------------------------------------------------ CharSequence, Appendable, Readable

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        int n = csq.length();
        if (start < 0 || start > n || end < start || end > n) {
            throw new IndexOutOfBoundsException();
        }
        return new StringCharBuffer(csq, -1, start, end, n, 0);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public String toString() {
        int p = position();
        int n = remaining();
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = ga(p + i);
        }
        return new String(c);
    }

    public final int length() {
        return remaining();
    }

    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return ga(position() + index);
    }

    public CharBuffer subSequence(int start, int end) {
        int p = position();
        int n = remaining();
        if (start < 0 || start > n || end < start || end > n) {
            throw new IndexOutOfBoundsException();
        }
        CharBuffer d = duplicate();
        d.discardMark();
        d.limit(p + end);
        d.position(p + start);
        return d;
    }

    public CharBuffer put(String src, int start, int end) {
        ro();
        checkBounds(start, end - start, src.length());
        if (end - start > remaining()) {
            throw new BufferOverflowException();
        }
        int p = position();
        for (int i = start; i < end; i++) {
            pa(p++, src.charAt(i));
        }
        setPos(p);
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public CharBuffer append(CharSequence csq) {
        return put(String.valueOf(csq));
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence s = csq == null ? "null" : csq;
        return put(s.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    public int read(CharBuffer target) throws java.io.IOException {
        int rem = remaining();
        if (rem <= 0) {
            return -1;
        }
        int trem = target.remaining();
        if (trem <= 0) {
            return 0;
        }
        int n = Math.min(rem, trem);
        if (target == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        target.ro();
        int p = position();
        int q = target.position();
        for (int i = 0; i < n; i++) {
            target.pa(q + i, ga(p + i));
        }
        target.setPos(q + n);
        setPos(p + n);
        return n;
    }

    public boolean isEmpty() {
        return remaining() == 0;
    }
}
