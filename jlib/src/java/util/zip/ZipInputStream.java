package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** Reads the entries of a ZIP archive one after another, from their local headers. */
public class ZipInputStream extends InflaterInputStream {
    private static final int LOCHDR = 30;
    private static final int EXTHDR = 16;
    private static final long ZIP64_MAGICVAL = 0xFFFFFFFFL;

    private ZipEntry entry;
    private int flag;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] tmpbuf = new byte[512];
    private boolean closed;
    private boolean entryEOF;
    private final Charset charset;

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        super(new PushbackInputStream(in, 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (in == null) {
            throw new NullPointerException("in is null");
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = readLOC()) == null) {
            return null;
        }
        if (entry.method == ZipEntry.STORED) {
            remaining = entry.size;
        }
        entryEOF = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(tmpbuf, 0, tmpbuf.length) != -1) {
        }
        entryEOF = true;
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        return entryEOF ? 0 : 1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        switch (entry.method) {
        case ZipEntry.DEFLATED: {
            int n = super.read(b, off, len);
            if (n == -1) {
                readEnd(entry);
                entryEOF = true;
                entry = null;
            } else {
                crc.update(b, off, n);
            }
            return n;
        }
        case ZipEntry.STORED: {
            if (remaining <= 0) {
                entryEOF = true;
                entry = null;
                return -1;
            }
            if (len > remaining) {
                len = (int) remaining;
            }
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new ZipException("unexpected EOF");
            }
            crc.update(b, off, n);
            remaining -= n;
            if (remaining == 0 && entry.crc != crc.getValue()) {
                throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc) + " but got 0x"
                        + Long.toHexString(crc.getValue()) + ")");
            }
            return n;
        }
        default:
            throw new ZipException("invalid compression method");
        }
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int r = read(tmpbuf, 0, Math.min(max - total, tmpbuf.length));
            if (r == -1) {
                entryEOF = true;
                break;
            }
            total += r;
        }
        return total;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    /** Makes the entry of a name read from a local header. */
    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    private ZipEntry readLOC() throws IOException {
        try {
            readFully(tmpbuf, 0, LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (u32(tmpbuf, 0) != ZipOutputStream.LOCSIG) {
            return null;
        }
        flag = ZipEntry.u16(tmpbuf, 6);
        int nlen = ZipEntry.u16(tmpbuf, 26);
        int elen = ZipEntry.u16(tmpbuf, 28);
        int method = ZipEntry.u16(tmpbuf, 8);
        long time = u32(tmpbuf, 10);
        long crc32 = u32(tmpbuf, 14);
        long csize = u32(tmpbuf, 18);
        long size = u32(tmpbuf, 22);
        byte[] nb = new byte[nlen];
        readFully(nb, 0, nlen);
        ZipEntry e = createZipEntry(new String(nb, (flag & ZipOutputStream.USE_UTF8) != 0 ? StandardCharsets.UTF_8 : charset));
        if ((flag & 1) == 1) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.method = method;
        e.xdostime = time;
        if ((flag & 8) == 8) {
            if (e.method != ZipEntry.DEFLATED) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = crc32;
            e.csize = csize;
            e.size = size;
        }
        if (elen > 0) {
            byte[] extra = new byte[elen];
            readFully(extra, 0, elen);
            e.setExtra0(extra);
        }
        return e;
    }

    /* After a DEFLATED entry's data: give back the input the inflater did not use, read the data
     * descriptor, check sizes and CRC. */
    private void readEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) {
            ((PushbackInputStream) in).unread(buf, len - n, n);
        }
        if ((flag & 8) == 8) {
            readFully(tmpbuf, 0, EXTHDR);
            long sig = u32(tmpbuf, 0);
            if (sig != ZipOutputStream.EXTSIG) { // a descriptor without its signature
                e.crc = sig;
                e.csize = u32(tmpbuf, 4);
                e.size = u32(tmpbuf, 8);
                ((PushbackInputStream) in).unread(tmpbuf, 12, 4);
            } else {
                e.crc = u32(tmpbuf, 4);
                e.csize = u32(tmpbuf, 8);
                e.size = u32(tmpbuf, 12);
            }
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got " + inf.getBytesWritten()
                    + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                    + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                    + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }

    private static long u32(byte[] b, int off) {
        return (ZipEntry.u16(b, off) | (long) ZipEntry.u16(b, off + 2) << 16) & 0xffffffffL;
    }
}
