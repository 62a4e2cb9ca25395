package java.util.zip;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** An output stream that compresses what is written to it with a Deflater. */
public class DeflaterOutputStream extends FilterOutputStream {
    protected Deflater def;
    protected byte[] buf;
    private boolean closed;
    private final boolean syncFlush;
    boolean usesDefaultDeflater;

    public DeflaterOutputStream(OutputStream out, Deflater def, int size, boolean syncFlush) {
        super(out);
        if (out == null || def == null) {
            throw new NullPointerException();
        }
        if (size <= 0) {
            throw new IllegalArgumentException("buffer size <= 0");
        }
        this.def = def;
        this.buf = new byte[size];
        this.syncFlush = syncFlush;
    }

    public DeflaterOutputStream(OutputStream out, Deflater def, int size) {
        this(out, def, size, false);
    }

    public DeflaterOutputStream(OutputStream out, Deflater def, boolean syncFlush) {
        this(out, def, 512, syncFlush);
    }

    public DeflaterOutputStream(OutputStream out, Deflater def) {
        this(out, def, 512, false);
    }

    public DeflaterOutputStream(OutputStream out, boolean syncFlush) {
        this(out, out == null ? null : new Deflater(), 512, syncFlush);
        usesDefaultDeflater = true;
    }

    public DeflaterOutputStream(OutputStream out) {
        this(out, false);
    }

    @Override
    public void write(int b) throws IOException {
        byte[] one = new byte[] {(byte) b};
        write(one, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (def.finished()) {
            throw new IOException("write beyond end of stream");
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        def.setInput(b, off, len);
        while (!def.needsInput()) {
            deflate();
        }
    }

    /** Finishes the compressed data without closing the underlying stream. */
    public void finish() throws IOException {
        if (def.finished()) {
            return;
        }
        def.finish();
        while (!def.finished()) {
            deflate();
        }
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            finish();
        } finally {
            if (usesDefaultDeflater) {
                def.end();
            }
        }
        out.close();
    }

    /** Writes the next block of compressed data to the underlying stream. */
    protected void deflate() throws IOException {
        int n = def.deflate(buf, 0, buf.length);
        if (n > 0) {
            out.write(buf, 0, n);
        }
    }

    @Override
    public void flush() throws IOException {
        if (syncFlush && !def.finished()) {
            while (true) {
                int n = def.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH);
                if (n <= 0) {
                    break;
                }
                out.write(buf, 0, n);
                if (n < buf.length) {
                    break;
                }
            }
        }
        out.flush();
    }
}
