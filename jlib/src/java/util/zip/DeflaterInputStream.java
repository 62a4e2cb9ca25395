package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input stream that reads uncompressed data and gives it back compressed. */
public class DeflaterInputStream extends FilterInputStream {
    protected final Deflater def;
    protected final byte[] buf;
    private byte[] rbuf = new byte[1];
    private boolean usesDefaultDeflater;
    private boolean reachEOF;

    public DeflaterInputStream(InputStream in) {
        this(in, in == null ? null : new Deflater());
        usesDefaultDeflater = true;
    }

    public DeflaterInputStream(InputStream in, Deflater defl) {
        this(in, defl, 512);
    }

    public DeflaterInputStream(InputStream in, Deflater defl, int bufLen) {
        super(in);
        if (in == null) {
            throw new NullPointerException("Null input");
        }
        if (defl == null) {
            throw new NullPointerException("Null deflater");
        }
        if (bufLen < 1) {
            throw new IllegalArgumentException("Buffer size < 1");
        }
        def = defl;
        buf = new byte[bufLen];
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void close() throws IOException {
        if (in != null) {
            try {
                if (usesDefaultDeflater) {
                    def.end();
                }
                in.close();
            } finally {
                in = null;
            }
        }
    }

    @Override
    public int read() throws IOException {
        int n = read(rbuf, 0, 1);
        return n <= 0 ? -1 : rbuf[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException("Null buffer for read");
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int count = 0;
        while (len > 0 && !def.finished()) {
            if (def.needsInput()) {
                int r = in.read(buf, 0, buf.length);
                if (r < 0) {
                    def.finish();
                } else if (r > 0) {
                    def.setInput(buf, 0, r);
                }
            }
            int n = def.deflate(b, off, len);
            count += n;
            off += n;
            len -= n;
        }
        if (count == 0 && def.finished()) {
            reachEOF = true;
            return -1;
        }
        return count;
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        if (rbuf.length < 512) {
            rbuf = new byte[512];
        }
        int left = (int) Math.min(n, Integer.MAX_VALUE);
        long count = 0;
        while (left > 0) {
            int r = read(rbuf, 0, Math.min(left, rbuf.length));
            if (r < 0) {
                break;
            }
            count += r;
            left -= r;
        }
        return count;
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        return reachEOF ? 0 : 1;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public void mark(int limit) {
    }

    @Override
    public void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
