package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;

/** Writes compressed data in the GZIP format (RFC 1952). */
public class GZIPOutputStream extends DeflaterOutputStream {
    protected CRC32 crc = new CRC32();
    private static final int TRAILER_SIZE = 8;

    public GZIPOutputStream(OutputStream out, int size, boolean syncFlush) throws IOException {
        super(out, out == null ? null : new Deflater(Deflater.DEFAULT_COMPRESSION, true), size, syncFlush);
        usesDefaultDeflater = true;
        // ID1 ID2, CM = deflate, FLG = 0, MTIME = 0, XFL = 0, OS = 255 (unknown), as JDK 17 writes it
        out.write(new byte[] {0x1f, (byte) 0x8b, Deflater.DEFLATED, 0, 0, 0, 0, 0, 0, (byte) 255});
        crc.reset();
    }

    public GZIPOutputStream(OutputStream out, int size) throws IOException {
        this(out, size, false);
    }

    public GZIPOutputStream(OutputStream out, boolean syncFlush) throws IOException {
        this(out, 512, syncFlush);
    }

    public GZIPOutputStream(OutputStream out) throws IOException {
        this(out, 512, false);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        super.write(b, off, len);
        crc.update(b, off, len);
    }

    @Override
    public void finish() throws IOException {
        if (def.finished()) {
            return;
        }
        def.finish();
        while (!def.finished()) {
            int n = def.deflate(buf, 0, buf.length);
            if (def.finished() && n <= buf.length - TRAILER_SIZE) {
                trailer(buf, n);
                out.write(buf, 0, n + TRAILER_SIZE);
                return;
            }
            if (n > 0) {
                out.write(buf, 0, n);
            }
        }
        byte[] t = new byte[TRAILER_SIZE];
        trailer(t, 0);
        out.write(t);
    }

    /* CRC-32 and ISIZE (the input size modulo 2^32), little-endian */
    private void trailer(byte[] b, int at) {
        putInt(b, at, (int) crc.getValue());
        putInt(b, at + 4, def.getTotalIn());
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >> 8);
        b[at + 2] = (byte) (v >> 16);
        b[at + 3] = (byte) (v >> 24);
    }
}
