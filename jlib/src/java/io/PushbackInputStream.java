package java.io;

/** An input stream that can push bytes back to be read again. */
public class PushbackInputStream extends FilterInputStream {
    protected byte[] buf;
    protected int pos;

    public PushbackInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("size <= 0");
        }
        this.buf = new byte[size];
        this.pos = size;
    }

    public PushbackInputStream(InputStream in) {
        this(in, 1);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public int read() throws IOException {
        ensureOpen();
        if (pos < buf.length) {
            return buf[pos++] & 0xff;
        }
        return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        Checks.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int avail = buf.length - pos;
        if (avail > 0) {
            int n = Math.min(avail, len);
            System.arraycopy(buf, pos, b, off, n);
            pos += n;
            off += n;
            len -= n;
            if (len > 0) {
                int m = in.read(b, off, len);
                if (m > 0) {
                    n += m;
                }
            }
            return n;
        }
        return in.read(b, off, len);
    }

    public void unread(int b) throws IOException {
        ensureOpen();
        if (pos == 0) {
            throw new IOException("Push back buffer is full");
        }
        buf[--pos] = (byte) b;
    }

    public void unread(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (len > pos) {
            throw new IOException("Push back buffer is full");
        }
        pos -= len;
        System.arraycopy(b, off, buf, pos, len);
    }

    public void unread(byte[] b) throws IOException {
        unread(b, 0, b.length);
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        int n = buf.length - pos;
        int a = in.available();
        return n > Integer.MAX_VALUE - a ? Integer.MAX_VALUE : n + a;
    }

    @Override
    public long skip(long n) throws IOException {
        ensureOpen();
        if (n <= 0) {
            return 0;
        }
        long p = buf.length - pos;
        if (p > 0) {
            if (n < p) {
                p = n;
            }
            pos += (int) p;
            n -= p;
        }
        if (n > 0) {
            p += in.skip(n);
        }
        return p;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public synchronized void mark(int readlimit) {
    }

    @Override
    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    @Override
    public synchronized void close() throws IOException {
        if (in == null) {
            return;
        }
        in.close();
        in = null;
        buf = null;
    }
}
