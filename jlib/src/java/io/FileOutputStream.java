package java.io;

import jpor.internal.FileIO;

/** Writes bytes to a file; without append it writes at a position kept here (pwrite). */
public class FileOutputStream extends OutputStream {
    private int fd;
    private long pos;
    private final boolean append;
    private final String path;
    private boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = file != null ? file.getPath() : null;
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.append = append;
        int r = FileIO.open(name, FileIO.WRITE | FileIO.CREATE | (append ? FileIO.APPEND : FileIO.TRUNC));
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
                channel = new jpor.internal.FileChannelImpl(fd, false, true, append, new jpor.internal.FileChannelImpl.Owner() {
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
    public void write(int b) throws IOException {
        byte[] one = { (byte) b };
        write(one, 0, 1);
    }

    @Override
    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        Checks.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return;
        }
        int r = FileIO.write(fd, b, off, len, append ? -1L : pos);
        if (r < 0) {
            throw FileIO.ioError(r);
        }
        pos += len;
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
