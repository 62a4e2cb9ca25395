package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;

/** Writes a ZIP archive (PKWARE APPNOTE): local headers, the entries' data, the central directory. */
public class ZipOutputStream extends DeflaterOutputStream {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;

    static final long LOCSIG = 0x04034b50L;
    static final long EXTSIG = 0x08074b50L;
    static final long CENSIG = 0x02014b50L;
    static final long ENDSIG = 0x06054b50L;
    static final int USE_UTF8 = 0x800;

    /* an entry and the offset of its local header */
    private static final class Written {
        final ZipEntry entry;
        final long offset;

        Written(ZipEntry entry, long offset) {
            this.entry = entry;
            this.offset = offset;
        }
    }

    private final ArrayList<Written> entries = new ArrayList<Written>();
    private final HashSet<String> names = new HashSet<String>();
    private final CRC32 crc = new CRC32();
    private final Charset charset;
    private final boolean utf8;
    private Written current;
    private long written;
    private long locoff;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed;

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out == null ? null : new Deflater(Deflater.DEFAULT_COMPRESSION, true));
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
        this.utf8 = charset.equals(StandardCharsets.UTF_8);
        usesDefaultDeflater = true;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) {
                throw new IllegalArgumentException("ZIP file comment too long.");
            }
        }
    }

    public void setMethod(int method) {
        if (method != DEFLATED && method != STORED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    public void putNextEntry(ZipEntry e) throws IOException {
        ensureOpen();
        if (current != null) {
            closeEntry();
        }
        if (e.xdostime == -1) {
            e.setTime(System.currentTimeMillis());
        }
        if (e.method == -1) {
            e.method = method;
        }
        e.flag = 0;
        switch (e.method) {
        case DEFLATED:
            // sizes and CRC in a data descriptor after the data unless all are known
            if (e.size == -1 || e.csize == -1 || e.crc == -1) {
                e.flag = 8;
            }
            break;
        case STORED:
            if (e.size == -1) {
                e.size = e.csize;
            } else if (e.csize == -1) {
                e.csize = e.size;
            } else if (e.size != e.csize) {
                throw new ZipException("STORED entry where compressed != uncompressed size");
            }
            if (e.size == -1 || e.crc == -1) {
                throw new ZipException("STORED entry missing size, compressed size, or crc-32");
            }
            break;
        default:
            throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) {
            throw new ZipException("duplicate entry: " + e.name);
        }
        if (utf8) {
            e.flag |= USE_UTF8;
        }
        current = new Written(e, written);
        entries.add(current);
        writeLOC(current);
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        if (current == null) {
            return;
        }
        ZipEntry e = current.entry;
        try {
            if (e.method == DEFLATED) {
                def.finish();
                while (!def.finished()) {
                    deflate();
                }
                if ((e.flag & 8) == 0) {
                    if (e.size != def.getBytesRead()) {
                        throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                + def.getBytesRead() + " bytes)");
                    }
                    if (e.csize != def.getBytesWritten()) {
                        throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                                + def.getBytesWritten() + " bytes)");
                    }
                    if (e.crc != crc.getValue()) {
                        throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc)
                                + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                    }
                } else {
                    e.size = def.getBytesRead();
                    e.csize = def.getBytesWritten();
                    e.crc = crc.getValue();
                    writeEXT(e);
                }
                def.reset();
                written += e.csize;
            } else {
                if (e.size != written - locoff) {
                    throw new ZipException("invalid entry size (expected " + e.size + " but got "
                            + (written - locoff) + " bytes)");
                }
                if (e.crc != crc.getValue()) {
                    throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc)
                            + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
            }
            crc.reset();
            current = null;
        } catch (IOException x) {
            if (usesDefaultDeflater && !(x instanceof ZipException)) {
                def.end();
            }
            throw x;
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        if (current == null) {
            throw new ZipException("no current ZIP entry");
        }
        ZipEntry e = current.entry;
        if (e.method == DEFLATED) {
            super.write(b, off, len);
        } else {
            written += len;
            if (written - locoff > e.size) {
                throw new ZipException("attempt to write past end of STORED entry");
            }
            out.write(b, off, len);
        }
        crc.update(b, off, len);
    }

    @Override
    public void finish() throws IOException {
        ensureOpen();
        if (finished) {
            return;
        }
        if (current != null) {
            closeEntry();
        }
        long cenStart = written;
        for (Written w : entries) {
            writeCEN(w);
        }
        writeEND(cenStart, written - cenStart);
        finished = true;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private static int version(ZipEntry e) throws ZipException {
        switch (e.method) {
        case DEFLATED:
            return 20;
        case STORED:
            return 10;
        default:
            throw new ZipException("unsupported compression method");
        }
    }

    private byte[] nameBytes(ZipEntry e) {
        return e.name.getBytes(utf8 || (e.flag & USE_UTF8) != 0 ? StandardCharsets.UTF_8 : charset);
    }

    /* the user's extra fields but extended timestamps and Zip64 fields, which are written here */
    private static int extraLength(byte[] extra) {
        if (extra == null) {
            return 0;
        }
        int n = 0;
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = ZipEntry.u16(extra, off);
            int sz = ZipEntry.u16(extra, off + 2);
            if (off + 4 + sz > extra.length) {
                return n + extra.length - off;
            }
            if (tag != ZipEntry.EXTID_EXTT && tag != ZipEntry.EXTID_ZIP64) {
                n += sz + 4;
            }
            off += sz + 4;
        }
        return n + extra.length - off;
    }

    private void writeExtra(byte[] extra) throws IOException {
        if (extra == null) {
            return;
        }
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = ZipEntry.u16(extra, off);
            int sz = ZipEntry.u16(extra, off + 2);
            if (off + 4 + sz > extra.length) {
                break;
            }
            if (tag != ZipEntry.EXTID_EXTT && tag != ZipEntry.EXTID_ZIP64) {
                writeBytes(extra, off, sz + 4);
            }
            off += sz + 4;
        }
        if (off < extra.length) {
            writeBytes(extra, off, extra.length - off);
        }
    }

    /* an extended timestamp field with the modification time, for a time DOS cannot hold */
    private void writeExtendedTime(ZipEntry e) throws IOException {
        if (e.mtime != ZipEntry.NO_MTIME) {
            writeShort(ZipEntry.EXTID_EXTT);
            writeShort(5);
            writeByte(1);
            writeInt(Math.floorDiv(e.mtime, 1000L));
        }
    }

    private void writeLOC(Written w) throws IOException {
        ZipEntry e = w.entry;
        byte[] nb = nameBytes(e);
        int elen = extraLength(e.extra) + (e.mtime != ZipEntry.NO_MTIME ? 9 : 0);
        writeInt(LOCSIG);
        writeShort(version(e));
        writeShort(e.flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        if ((e.flag & 8) != 0) {
            writeInt(0);
            writeInt(0);
            writeInt(0);
        } else {
            writeInt(e.crc);
            writeInt(e.csize);
            writeInt(e.size);
        }
        writeShort(nb.length);
        writeShort(elen);
        writeBytes(nb, 0, nb.length);
        writeExtendedTime(e);
        writeExtra(e.extra);
        locoff = written;
    }

    private void writeEXT(ZipEntry e) throws IOException {
        writeInt(EXTSIG);
        writeInt(e.crc);
        writeInt(e.csize);
        writeInt(e.size);
    }

    private void writeCEN(Written w) throws IOException {
        ZipEntry e = w.entry;
        byte[] nb = nameBytes(e);
        int elen = extraLength(e.extra) + (e.mtime != ZipEntry.NO_MTIME ? 9 : 0);
        byte[] cb = e.comment == null ? null : e.comment.getBytes(utf8 || (e.flag & USE_UTF8) != 0 ? StandardCharsets.UTF_8 : charset);
        int clen = cb == null ? 0 : Math.min(cb.length, 0xffff);
        int v = version(e);
        writeInt(CENSIG);
        writeShort(v); // version made by
        writeShort(v); // version needed to extract
        writeShort(e.flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        writeInt(e.crc);
        writeInt(e.csize);
        writeInt(e.size);
        writeShort(nb.length);
        writeShort(elen);
        writeShort(clen);
        writeShort(0); // disk number start
        writeShort(0); // internal attributes
        writeInt(0); // external attributes
        writeInt(w.offset);
        writeBytes(nb, 0, nb.length);
        writeExtendedTime(e);
        writeExtra(e.extra);
        if (clen > 0) {
            writeBytes(cb, 0, clen);
        }
    }

    private void writeEND(long off, long len) throws IOException {
        int count = entries.size();
        writeInt(ENDSIG);
        writeShort(0); // number of this disk
        writeShort(0); // disk of the central directory
        writeShort(count);
        writeShort(count);
        writeInt(len);
        writeInt(off);
        if (comment != null) {
            writeShort(comment.length);
            writeBytes(comment, 0, comment.length);
        } else {
            writeShort(0);
        }
    }

    private void writeByte(int v) throws IOException {
        out.write(v & 0xff);
        written += 1;
    }

    private void writeShort(int v) throws IOException {
        out.write(v & 0xff);
        out.write((v >>> 8) & 0xff);
        written += 2;
    }

    private void writeInt(long v) throws IOException {
        out.write((int) (v & 0xff));
        out.write((int) ((v >>> 8) & 0xff));
        out.write((int) ((v >>> 16) & 0xff));
        out.write((int) ((v >>> 24) & 0xff));
        written += 4;
    }

    private void writeBytes(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        written += len;
    }
}
