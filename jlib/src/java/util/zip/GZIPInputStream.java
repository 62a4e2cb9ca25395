package java.util.zip;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;

/** Reads data compressed in the GZIP format (RFC 1952), one member after another. */
public class GZIPInputStream extends InflaterInputStream {
    protected CRC32 crc = new CRC32();
    protected boolean eos;
    private boolean closed;
    public static final int GZIP_MAGIC = 0x8b1f;

    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;
    private final byte[] skipBuf = new byte[128];

    public GZIPInputStream(InputStream in, int size) throws IOException {
        super(in, in != null ? new Inflater(true) : null, size);
        usesDefaultInflater = true;
        try {
            readHeader(in);
        } catch (IOException e) {
            inf.end();
            throw e;
        }
    }

    public GZIPInputStream(InputStream in) throws IOException {
        this(in, 512);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        ensureOpen();
        while (!eos) {
            int n = super.read(buf, off, len);
            if (n != -1) {
                crc.update(buf, off, n);
                return n;
            }
            if (readTrailer()) {
                eos = true;
            }
        }
        return -1;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            eos = true;
            closed = true;
        }
    }

    /* The member header; returns its length. */
    private int readHeader(InputStream source) throws IOException {
        CheckedInputStream cin = new CheckedInputStream(source, crc);
        crc.reset();
        if (readUShort(cin) != GZIP_MAGIC) {
            throw new ZipException("Not in GZIP format");
        }
        if (readUByte(cin) != 8) {
            throw new ZipException("Unsupported compression method");
        }
        int flags = readUByte(cin);
        skipBytes(cin, 6); // MTIME, XFL, OS
        int n = 10;
        if ((flags & FEXTRA) != 0) {
            int xlen = readUShort(cin);
            skipBytes(cin, xlen);
            n += xlen + 2;
        }
        if ((flags & FNAME) != 0) {
            do {
                n++;
            } while (readUByte(cin) != 0);
        }
        if ((flags & FCOMMENT) != 0) {
            do {
                n++;
            } while (readUByte(cin) != 0);
        }
        if ((flags & FHCRC) != 0) {
            int v = (int) crc.getValue() & 0xffff;
            if (readUShort(cin) != v) {
                throw new ZipException("Corrupt GZIP header");
            }
            n += 2;
        }
        crc.reset();
        return n;
    }

    /* The member trailer; true at the end of the data, false when another member follows (its
     * header read, the inflater ready for it). */
    private boolean readTrailer() throws IOException {
        InputStream source = this.in;
        int n = inf.getRemaining();
        if (n > 0) {
            source = new SequenceInputStream(new ByteArrayInputStream(buf, len - n, n), new FilterInputStream(this.in) {
                @Override
                public void close() {
                }
            });
        }
        if (readUInt(source) != crc.getValue() || readUInt(source) != (inf.getBytesWritten() & 0xffffffffL)) {
            throw new ZipException("Corrupt GZIP trailer");
        }
        // another member when there is more input, and enough buffered for a header
        if (this.in.available() > 0 || n > 26) {
            int m = 8;
            try {
                m += readHeader(source);
            } catch (IOException e) {
                return true; // not a member: ignored
            }
            inf.reset();
            if (n > m) {
                inf.setInput(buf, len - n + m, n - m);
            }
            return false;
        }
        return true;
    }

    private long readUInt(InputStream s) throws IOException {
        long lo = readUShort(s);
        return ((long) readUShort(s) << 16) | lo;
    }

    private int readUShort(InputStream s) throws IOException {
        int lo = readUByte(s);
        return (readUByte(s) << 8) | lo;
    }

    private int readUByte(InputStream s) throws IOException {
        int b = s.read();
        if (b == -1) {
            throw new EOFException();
        }
        if (b < -1 || b > 255) {
            throw new IOException(this.in.getClass().getName() + ".read() returned value out of range -1..255: " + b);
        }
        return b;
    }

    private void skipBytes(InputStream s, int n) throws IOException {
        while (n > 0) {
            int r = s.read(skipBuf, 0, Math.min(n, skipBuf.length));
            if (r == -1) {
                throw new EOFException();
            }
            n -= r;
        }
    }
}
