package java.io;

/**
 * A bridge from character streams to byte streams. Like the JDK's, it encodes into an
 * 8192-byte buffer that is written to the underlying stream when full, on flush and on close.
 */
public class OutputStreamWriter extends Writer {
    private static final int BYTE_BUFFER_SIZE = 8192;

    private OutputStream out;
    private final CharEncoder encoder;
    private final byte[] bb = new byte[BYTE_BUFFER_SIZE];
    private int bpos;
    /** Held-back high surrogate (UTF-8 path). */
    private char leftover;
    private boolean closed;

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.out = out;
        this.encoder = new CharEncoder(charsetName);
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.encoder = CharEncoder.of(cs);
    }

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.encoder = new CharEncoder();
    }

    public String getEncoding() {
        return closed ? null : encoder.getEncoding();
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    private void writeBytes() throws IOException {
        if (bpos > 0) {
            out.write(bb, 0, bpos);
            bpos = 0;
        }
    }

    private void room(int n) throws IOException {
        if (BYTE_BUFFER_SIZE - bpos < n) {
            writeBytes();
        }
    }

    private void put4(int uc) {
        bb[bpos++] = (byte) (0xf0 | (uc >> 18));
        bb[bpos++] = (byte) (0x80 | ((uc >> 12) & 0x3f));
        bb[bpos++] = (byte) (0x80 | ((uc >> 6) & 0x3f));
        bb[bpos++] = (byte) (0x80 | (uc & 0x3f));
    }

    private void encodeUtf8(char[] c, int off, int len) throws IOException {
        int end = off + len;
        int i = off;
        if (leftover != 0 && i < end) {
            char lo = c[i];
            if (Character.isLowSurrogate(lo)) {
                room(4);
                put4(Character.toCodePoint(leftover, lo));
                i++;
            } else {
                room(1);
                bb[bpos++] = (byte) '?';
            }
            leftover = 0;
        }
        for (; i < end; i++) {
            char ch = c[i];
            if (ch < 0x80) {
                if (bpos == BYTE_BUFFER_SIZE) {
                    writeBytes();
                }
                bb[bpos++] = (byte) ch;
            } else if (ch < 0x800) {
                room(2);
                bb[bpos++] = (byte) (0xc0 | (ch >> 6));
                bb[bpos++] = (byte) (0x80 | (ch & 0x3f));
            } else if (Character.isHighSurrogate(ch)) {
                if (i + 1 < end) {
                    char lo = c[i + 1];
                    if (Character.isLowSurrogate(lo)) {
                        room(4);
                        put4(Character.toCodePoint(ch, lo));
                        i++;
                    } else {
                        room(1);
                        bb[bpos++] = (byte) '?';
                    }
                } else {
                    leftover = ch;
                }
            } else if (Character.isLowSurrogate(ch)) {
                room(1);
                bb[bpos++] = (byte) '?';
            } else {
                room(3);
                bb[bpos++] = (byte) (0xe0 | (ch >> 12));
                bb[bpos++] = (byte) (0x80 | ((ch >> 6) & 0x3f));
                bb[bpos++] = (byte) (0x80 | (ch & 0x3f));
            }
        }
    }

    private void putBytes(byte[] b) throws IOException {
        int off = 0;
        while (off < b.length) {
            if (bpos == BYTE_BUFFER_SIZE) {
                writeBytes();
            }
            int n = Math.min(b.length - off, BYTE_BUFFER_SIZE - bpos);
            System.arraycopy(b, off, bb, bpos, n);
            bpos += n;
            off += n;
        }
    }

    private void implWrite(char[] cbuf, int off, int len) throws IOException {
        if (encoder.isUtf8()) {
            encodeUtf8(cbuf, off, len);
        } else {
            putBytes(encoder.encode(cbuf, off, len));
        }
    }

    @Override
    public void write(int c) throws IOException {
        char[] cbuf = new char[1];
        cbuf[0] = (char) c;
        write(cbuf, 0, 1);
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off < 0) || (off > cbuf.length) || (len < 0) || ((off + len) > cbuf.length)
                    || ((off + len) < 0)) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return;
            }
            implWrite(cbuf, off, len);
        }
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
        }
    }

    @Override
    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
            out.flush();
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            try {
                if (encoder.isUtf8()) {
                    if (leftover != 0) {
                        room(1);
                        bb[bpos++] = (byte) '?';
                        leftover = 0;
                    }
                } else {
                    putBytes(encoder.flushLeftover());
                }
                writeBytes();
                out.close();
            } finally {
                closed = true;
            }
        }
    }
}
