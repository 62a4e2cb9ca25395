package java.io;

import jpor.internal.FileIO;

/** Reads the bytes of a file. The position is kept here; reads are positioned (pread). */
public class FileInputStream extends InputStream {
    private int fd;
    private long pos;
    private final String path;
    private boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = file != null ? file.getPath() : null;
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        int r = FileIO.open(name, FileIO.READ);
        if (r < 0) {
            throw FileIO.notFound(name, r);
        }
        this.fd = r;
    }

    private java.nio.channels.FileChannel channel;

    /** The channel of this file; it shares this stream's position, and closing one closes the other. */
    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) {
                channel = new jpor.internal.FileChannelImpl(fd, true, false, false, new jpor.internal.FileChannelImpl.Owner() {
                    public long position() {
                        return pos;
                    }

                    public void position(long p) {
                        pos = p;
                    }

                    public boolean closed() {
                        return closed;
                    }

                    public void closeOwner() throws IOException {
                        close();
                    }
                }, null);
            }
            return channel;
        }
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        Checks.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        int n = FileIO.read(fd, b, off, len, pos);
        if (n < 0) {
            throw FileIO.ioError(n);
        }
        if (n == 0) {
            return -1;
        }
        pos += n;
        return n;
    }

    @Override
    public byte[] readAllBytes() throws IOException {
        ensureOpen();
        long size = FileIO.size(fd);
        long left = size - pos;
        if (size < 0 || left <= 0 || left > Integer.MAX_VALUE - 8) {
            return super.readAllBytes();
        }
        byte[] b = new byte[(int) left];
        int n = readNBytes(b, 0, b.length);
        int c = n == b.length ? read() : -1;
        if (c < 0) {
            if (n == b.length) {
                return b;
            }
            byte[] r = new byte[n];
            System.arraycopy(b, 0, r, 0, n);
            return r;
        }
        // the file grew: read the rest the slow way
        byte[] rest = super.readAllBytes();
        byte[] r = new byte[n + 1 + rest.length];
        System.arraycopy(b, 0, r, 0, n);
        r[n] = (byte) c;
        System.arraycopy(rest, 0, r, n + 1, rest.length);
        return r;
    }

    @Override
    public long skip(long n) throws IOException {
        ensureOpen();
        long np = pos + n;
        if (np < 0) {
            throw new IOException("Invalid argument");
        }
        pos = np;
        return n;
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        long size = FileIO.size(fd);
        if (size < 0) {
            throw FileIO.ioError((int) size);
        }
        long a = size - pos;
        return a <= 0 ? 0 : (a > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) a);
    }

    @Override
    public void close() throws IOException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        int r = FileIO.close(fd);
        if (r < 0) {
            throw FileIO.ioError(r);
        }
    }
}
