#!/usr/bin/env python3
"""Writes jlib/src/java/nio/{Short,Int,Long,Float,Double,Char}Buffer.java and their heap and
byte-view implementations from one template (jpor's own code).  Run from the repository root."""
import os

TYPES = [
    # T, X, bytes, raw type in ByteBuffer, to raw, from raw, compare
    ("short", "Short", 2, "Short", "v", "r", "sub"),
    ("int", "Int", 4, "Int", "v", "r", "cmp"),
    ("long", "Long", 8, "Long", "v", "r", "cmp"),
    ("float", "Float", 4, "Int", "Float.floatToRawIntBits(v)", "Float.intBitsToFloat(r)", "fp"),
    ("double", "Double", 8, "Long", "Double.doubleToRawLongBits(v)", "Double.longBitsToDouble(r)", "fp"),
    ("char", "Char", 2, "Short", "(short) v", "(char) r", "sub"),
]

BASE = r'''package java.nio;

/** A buffer of $T values (jlib; see jlib/gen/nio_buffers.py). */
public abstract class $XBuffer extends Buffer implements Comparable<$XBuffer>$IMPL {
    $XBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /** The element at buffer index i (no checks). */
    abstract $T ga(int i);

    abstract void pa(int i, $T v);

    /** The class name toString shows (the JDK's implementation class). */
    abstract String kind();

    public static $XBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap$XBuffer(new $T[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static $XBuffer wrap($T[] array, int offset, int length) {
        checkBounds(offset, length, array.length);
        return new Heap$XBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static $XBuffer wrap($T[] array) {
        return wrap(array, 0, array.length);
    }

    public abstract $XBuffer slice();

    public $XBuffer slice(int index, int length) {
        checkBounds(index, length, limit());
        $XBuffer d = duplicate();
        d.limit(index + length);
        d.position(index);
        return d.slice();
    }

    public abstract $XBuffer duplicate();

    public abstract $XBuffer asReadOnlyBuffer();

    public abstract ByteOrder order();

    final void ro() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public $T get() {
        return ga(nextGetIndex(1));
    }

    public $XBuffer put($T v) {
        ro();
        pa(nextPutIndex(1), v);
        return this;
    }

    public $T get(int index) {
        return ga(checkIndex(index, 1));
    }

    public $XBuffer put(int index, $T v) {
        ro();
        pa(checkIndex(index, 1), v);
        return this;
    }

    public $XBuffer get($T[] dst, int offset, int length) {
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

    public $XBuffer get($T[] dst) {
        return get(dst, 0, dst.length);
    }

    public $XBuffer put($XBuffer src) {
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

    public $XBuffer put($T[] src, int offset, int length) {
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

    public final $XBuffer put($T[] src) {
        return put(src, 0, src.length);
    }

    public boolean hasArray() {
        return false;
    }

    public $T[] array() {
        throw new UnsupportedOperationException();
    }

    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public $XBuffer compact() {
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

    public $XBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public $XBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public $XBuffer mark() {
        super.mark();
        return this;
    }

    public $XBuffer reset() {
        super.reset();
        return this;
    }

    public $XBuffer clear() {
        super.clear();
        return this;
    }

    public $XBuffer flip() {
        super.flip();
        return this;
    }

    public $XBuffer rewind() {
        super.rewind();
        return this;
    }

$TOSTRING
    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) ga(i);
        }
        return h;
    }

    private static boolean same($T x, $T y) {
        return $SAME;
    }

    private static int compare($T x, $T y) {
        return $CMP;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof $XBuffer)) {
            return false;
        }
        $XBuffer that = ($XBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo($XBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            $T x = ga(p + i);
            $T y = that.ga(q + i);
            if (!same(x, y)) {
                return compare(x, y);
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch($XBuffer that) {
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
$EXTRA}
'''

HEAP = r'''package java.nio;

/** A $XBuffer over a $T array (jlib; see jlib/gen/nio_buffers.py). */
class Heap$XBuffer extends $XBuffer {
    final $T[] hb;
    final int offset;
    final boolean readOnly;

    Heap$XBuffer($T[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    $T ga(int i) {
        return hb[offset + i];
    }

    void pa(int i, $T v) {
        hb[offset + i] = v;
    }

    String kind() {
        return readOnly ? "java.nio.Heap$XBufferR" : "java.nio.Heap$XBuffer";
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

    public $T[] array() {
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

    public $XBuffer slice() {
        int r = remaining();
        return new Heap$XBuffer(hb, offset + position(), -1, 0, r, r, readOnly);
    }

    public $XBuffer duplicate() {
        return new Heap$XBuffer(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
    }

    public $XBuffer asReadOnlyBuffer() {
        return new Heap$XBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }
}
'''

VIEW = r'''package java.nio;

/** A $XBuffer view of a ByteBuffer's bytes (jlib; see jlib/gen/nio_buffers.py). */
class ByteBufferAs$XBuffer extends $XBuffer {
    final ByteBuffer bb;
    final int boff;
    final boolean big;
    final boolean readOnly;

    ByteBufferAs$XBuffer(ByteBuffer bb, int boff, int mark, int pos, int lim, int cap, boolean big, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.boff = boff;
        this.big = big;
        this.readOnly = readOnly;
    }

    $T ga(int i) {
        $RT r = bb.raw$R(boff + i * $N, big);
        return $FROM;
    }

    void pa(int i, $T v) {
        bb.rawPut$R(boff + i * $N, $TO, big);
    }

    String kind() {
        if (bb.isDirect()) {
            return "java.nio.Direct$XBuffer" + (readOnly ? "R" : "") + ((big == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN)) ? "U" : "S");
        }
        return "java.nio.ByteBufferAs$XBuffer" + (readOnly ? "R" : "") + (big ? "B" : "L");
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public boolean isDirect() {
        return bb.isDirect();
    }

    public ByteOrder order() {
        return big ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public $XBuffer slice() {
        int r = remaining();
        return new ByteBufferAs$XBuffer(bb, boff + position() * $N, -1, 0, r, r, big, readOnly);
    }

    public $XBuffer duplicate() {
        return new ByteBufferAs$XBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, readOnly);
    }

    public $XBuffer asReadOnlyBuffer() {
        return new ByteBufferAs$XBuffer(bb, boff, markValue(), position(), limit(), capacity(), big, true);
    }
}
'''

TOSTRING = r'''    public String toString() {
        return kind() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }
'''

CHAR_EXTRA = r'''
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
'''

def fill(text, t):
    T, X, N, R, TO, FROM, CMP = t
    cmp = {"sub": "x - y", "cmp": "x < y ? -1 : (x > y ? 1 : 0)",
           "fp": "x < y ? -1 : (x > y ? 1 : (x == y ? 0 : ($X.isNaN(x) ? ($X.isNaN(y) ? 0 : 1) : -1)))"}[CMP]
    cmp = cmp.replace("$X", {"Float": "Float", "Double": "Double"}.get(X, X))
    same = "x == y || (x != x && y != y)" if CMP == "fp" else "x == y"
    rt = "short" if R == "Short" else ("int" if R == "Int" else "long")
    text = text.replace("$TOSTRING", "" if X == "Char" else TOSTRING)
    text = text.replace("$EXTRA", CHAR_EXTRA if X == "Char" else "")
    text = text.replace("$IMPL", ", CharSequence, Appendable, Readable" if X == "Char" else "")
    text = text.replace("$CMP", cmp).replace("$SAME", same)
    text = text.replace("$RT", rt).replace("$R", R).replace("$TO", TO).replace("$FROM", FROM)
    text = text.replace("$N", str(N)).replace("$X", X).replace("$T", T)
    return text

out = "jlib/src/java/nio"
for t in TYPES:
    X = t[1]
    for name, tmpl in ((X + "Buffer", BASE), ("Heap" + X + "Buffer", HEAP), ("ByteBufferAs" + X + "Buffer", VIEW)):
        with open(os.path.join(out, name + ".java"), "w") as f:
            f.write(fill(tmpl, t))
