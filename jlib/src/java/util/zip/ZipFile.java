package java.util.zip;

import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * Reads the entries of a ZIP file from its central directory (PKWARE APPNOTE), reading each
 * entry's data where it lies.  OPEN_DELETE reads the whole file into memory, then deletes it.
 */
public class ZipFile implements Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private static final int ENDHDR = 22;
    private static final int CENHDR = 46;
    private static final int LOCHDR = 30;

    private final String name;
    private final Charset charset;
    private RandomAccessFile file; // null when the bytes are in memory
    private byte[] bytes;
    private final long length;
    private boolean closed;
    private String comment;
    /* the central directory's entries in order, and their local header offsets */
    private final ArrayList<ZipEntry> entries = new ArrayList<ZipEntry>();
    private final ArrayList<Long> offsets = new ArrayList<Long>();
    private final HashMap<String, Integer> index = new HashMap<String, Integer>();
    private final ArrayList<InputStream> streams = new ArrayList<InputStream>();

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ, StandardCharsets.UTF_8, name);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ, StandardCharsets.UTF_8, file.getPath());
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8, file.getPath());
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        this(file, mode, charset, file.getPath());
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset, name);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset, file.getPath());
    }

    private ZipFile(File f, int mode, Charset charset, String name) throws IOException {
        if ((mode & OPEN_READ) == 0 || (mode & ~(OPEN_READ | OPEN_DELETE)) != 0) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.name = name;
        this.charset = charset;
        if (!f.exists()) {
            throw new NoSuchFileException(f.getPath());
        }
        RandomAccessFile raf = new RandomAccessFile(f, "r");
        this.length = raf.length();
        if ((mode & OPEN_DELETE) != 0) {
            bytes = new byte[(int) length];
            raf.readFully(bytes);
            raf.close();
            f.delete();
        } else {
            file = raf;
        }
        try {
            readCentralDirectory();
        } catch (IOException e) {
            if (file != null) {
                file.close();
            }
            throw e;
        }
    }

    private void readAt(long pos, byte[] b, int off, int len) throws IOException {
        if (bytes != null) {
            if (pos + len > bytes.length) {
                throw new java.io.EOFException();
            }
            System.arraycopy(bytes, (int) pos, b, off, len);
            return;
        }
        file.seek(pos);
        file.readFully(b, off, len);
    }

    private static int u16(byte[] b, int off) {
        return ZipEntry.u16(b, off);
    }

    private static long u32(byte[] b, int off) {
        return (u16(b, off) | (long) u16(b, off + 2) << 16) & 0xffffffffL;
    }

    private String decode(byte[] b, int off, int len, boolean utf8) {
        return new String(b, off, len, utf8 ? StandardCharsets.UTF_8 : charset);
    }

    private void readCentralDirectory() throws IOException {
        if (length == 0) {
            throw new ZipException("zip file is empty");
        }
        int tail = (int) Math.min(length, ENDHDR + 0xffff);
        byte[] t = new byte[tail];
        readAt(length - tail, t, 0, tail);
        int end = -1;
        for (int i = tail - ENDHDR; i >= 0; i--) {
            if (u32(t, i) == ZipOutputStream.ENDSIG && i + ENDHDR + u16(t, i + 20) <= tail) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            throw new ZipException("zip END header not found");
        }
        int count = u16(t, end + 10);
        long cenLen = u32(t, end + 12);
        long cenOff = u32(t, end + 16);
        int clen = u16(t, end + 20);
        if (clen > 0) {
            comment = decode(t, end + ENDHDR, clen, true);
        }
        long endPos = length - tail + end;
        if (cenOff + cenLen > endPos) {
            throw new ZipException("invalid END header (bad central directory offset)");
        }
        // a zip file may start after other data: the directory ends where END starts
        long base = endPos - cenLen - cenOff;
        byte[] cen = new byte[(int) cenLen];
        readAt(base + cenOff, cen, 0, cen.length);
        int p = 0;
        while (p + CENHDR <= cen.length) {
            if (u32(cen, p) != ZipOutputStream.CENSIG) {
                throw new ZipException("invalid CEN header (bad signature)");
            }
            int flag = u16(cen, p + 8);
            int nlen = u16(cen, p + 28);
            int elen = u16(cen, p + 30);
            int cmlen = u16(cen, p + 32);
            if (p + CENHDR + nlen + elen + cmlen > cen.length) {
                throw new ZipException("invalid CEN header (bad header size)");
            }
            boolean utf8 = (flag & ZipOutputStream.USE_UTF8) != 0;
            ZipEntry e = new ZipEntry(decode(cen, p + CENHDR, nlen, utf8));
            e.flag = flag;
            e.method = u16(cen, p + 10);
            e.xdostime = u32(cen, p + 12);
            e.crc = u32(cen, p + 16);
            e.csize = u32(cen, p + 20);
            e.size = u32(cen, p + 24);
            if (elen > 0) {
                byte[] extra = new byte[elen];
                System.arraycopy(cen, p + CENHDR + nlen, extra, 0, elen);
                e.setExtra0(extra);
            }
            if (cmlen > 0) {
                e.comment = decode(cen, p + CENHDR + nlen + elen, cmlen, utf8);
            }
            index.put(e.name, entries.size());
            entries.add(e);
            offsets.add(base + u32(cen, p + 42));
            p += CENHDR + nlen + elen + cmlen;
        }
        if (entries.size() != count && count != 0xffff) {
            throw new ZipException("invalid CEN header (bad entry count)");
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("zip file closed");
        }
    }

    public String getComment() {
        ensureOpen();
        return comment;
    }

    public String getName() {
        return name;
    }

    public int size() {
        ensureOpen();
        return entries.size();
    }

    private Integer find(String n) {
        Integer i = index.get(n);
        if (i == null && !n.endsWith("/")) {
            i = index.get(n + "/");
        }
        return i;
    }

    public ZipEntry getEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        ensureOpen();
        Integer i = find(name);
        return i == null ? null : new ZipEntry(entries.get(i));
    }

    public Enumeration<? extends ZipEntry> entries() {
        ensureOpen();
        return new Enumeration<ZipEntry>() {
            private int i;

            @Override
            public boolean hasMoreElements() {
                ensureOpen();
                return i < entries.size();
            }

            @Override
            public ZipEntry nextElement() {
                ensureOpen();
                if (i >= entries.size()) {
                    throw new NoSuchElementException();
                }
                return new ZipEntry(entries.get(i++));
            }
        };
    }

    public Stream<? extends ZipEntry> stream() {
        ensureOpen();
        ArrayList<ZipEntry> copy = new ArrayList<ZipEntry>();
        for (ZipEntry e : entries) {
            copy.add(new ZipEntry(e));
        }
        return copy.stream();
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        if (entry == null) {
            throw new NullPointerException("entry");
        }
        ensureOpen();
        Integer i = index.get(entry.name);
        if (i == null) {
            return null;
        }
        ZipEntry e = entries.get(i);
        long loc = offsets.get(i);
        byte[] h = new byte[LOCHDR];
        readAt(loc, h, 0, LOCHDR);
        if (u32(h, 0) != ZipOutputStream.LOCSIG) {
            throw new ZipException("invalid LOC header (bad signature)");
        }
        long start = loc + LOCHDR + u16(h, 26) + u16(h, 28);
        final Raw raw = new Raw(start, e.csize);
        InputStream s;
        switch (e.method) {
        case ZipEntry.STORED:
            s = raw;
            break;
        case ZipEntry.DEFLATED: {
            final long size = e.size;
            long bufSize = e.csize + 2;
            if (bufSize > 65536) {
                bufSize = 8192;
            }
            s = new InflaterInputStream(raw, new Inflater(true), (int) bufSize) {
                private boolean done;

                @Override
                public int available() throws IOException {
                    if (done) {
                        return 0;
                    }
                    long left = size - inf.getBytesWritten();
                    return left > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) left;
                }

                @Override
                public void close() throws IOException {
                    if (!done) {
                        done = true;
                        super.close();
                        inf.end();
                    }
                }
            };
            break;
        }
        default:
            throw new ZipException("invalid compression method");
        }
        streams.add(s);
        return s;
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        for (InputStream s : streams) {
            if (!(s instanceof Raw)) {
                s.close();
            }
        }
        streams.clear();
        if (file != null) {
            file.close();
        }
        bytes = null;
    }

    /* an entry's data as stored in the file */
    private final class Raw extends InputStream {
        private long pos;
        private long rem;

        Raw(long pos, long len) {
            this.pos = pos;
            this.rem = len;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            synchronized (ZipFile.this) {
                if (closed) {
                    throw new ZipException("ZipFile closed");
                }
                if (off < 0 || len < 0 || off > b.length - len) {
                    throw new IndexOutOfBoundsException();
                }
                if (rem == 0) {
                    return -1;
                }
                if (len == 0) {
                    return 0;
                }
                int n = (int) Math.min(len, rem);
                readAt(pos, b, off, n);
                pos += n;
                rem -= n;
                return n;
            }
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == 1 ? one[0] & 0xff : -1;
        }

        @Override
        public long skip(long n) throws IOException {
            synchronized (ZipFile.this) {
                if (closed) {
                    throw new ZipException("ZipFile closed");
                }
                long k = Math.max(0, Math.min(n, rem));
                pos += k;
                rem -= k;
                return k;
            }
        }

        @Override
        public int available() {
            return rem > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) rem;
        }

        @Override
        public void close() {
            rem = 0;
        }
    }
}
