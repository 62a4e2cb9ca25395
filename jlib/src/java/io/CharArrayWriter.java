package java.io;

import java.util.Arrays;

/** A character stream that collects its output in a growing char array. */
public class CharArrayWriter extends Writer {
    protected char[] buf;
    protected int count;

    public CharArrayWriter() {
        this(32);
    }

    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    private void ensure(int need) {
        if (need - buf.length > 0) {
            buf = Arrays.copyOf(buf, Math.max(buf.length << 1, need));
        }
    }

    @Override
    public void write(int c) {
        synchronized (lock) {
            ensure(count + 1);
            buf[count++] = (char) c;
        }
    }

    @Override
    public void write(char[] c, int off, int len) {
        Checks.checkOffLen(off, len, c.length);
        synchronized (lock) {
            ensure(count + len);
            System.arraycopy(c, off, buf, count, len);
            count += len;
        }
    }

    @Override
    public void write(String str, int off, int len) {
        synchronized (lock) {
            ensure(count + len);
            str.getChars(off, off + len, buf, count);
            count += len;
        }
    }

    public void writeTo(Writer out) throws IOException {
        synchronized (lock) {
            out.write(buf, 0, count);
        }
    }

    @Override
    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    @Override
    public CharArrayWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        count = 0;
    }

    public char[] toCharArray() {
        synchronized (lock) {
            return Arrays.copyOf(buf, count);
        }
    }

    public int size() {
        return count;
    }

    @Override
    public String toString() {
        synchronized (lock) {
            return new String(buf, 0, count);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
