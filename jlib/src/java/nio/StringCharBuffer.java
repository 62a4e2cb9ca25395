package java.nio;

/** A read-only CharBuffer over a CharSequence (CharBuffer.wrap(CharSequence)). */
final class StringCharBuffer extends CharBuffer {
    private final CharSequence str;
    private final int offset;

    StringCharBuffer(CharSequence str, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.str = str;
        this.offset = offset;
    }

    char ga(int i) {
        return str.charAt(offset + i);
    }

    void pa(int i, char v) {
        throw new ReadOnlyBufferException();
    }

    String kind() {
        return "java.nio.StringCharBuffer";
    }

    public boolean isReadOnly() {
        return true;
    }

    public boolean isDirect() {
        return false;
    }

    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }

    public CharBuffer slice() {
        int r = remaining();
        return new StringCharBuffer(str, -1, 0, r, r, offset + position());
    }

    public CharBuffer duplicate() {
        return new StringCharBuffer(str, markValue(), position(), limit(), capacity(), offset);
    }

    public CharBuffer asReadOnlyBuffer() {
        return duplicate();
    }
}
