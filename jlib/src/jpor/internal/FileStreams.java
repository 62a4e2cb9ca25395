package jpor.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.ClosedChannelException;

/** The streams of java.nio.file.Files over a descriptor (positioned reads and writes). */
public final class FileStreams {
    private FileStreams() {
    }

    private static void checkRange(byte[] b, int off, int len) {
        if ((off | len) < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + b.length);
        }
    }

    public static final class In extends InputStream {
        private final int fd;
        private long pos;
        private boolean closed;
        private final String deleteOnClose;

        public In(int fd, String deleteOnClose) {
            this.fd = fd;
            this.deleteOnClose = deleteOnClose;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            checkRange(b, off, len);
            if (closed) {
                throw new ClosedChannelException();
            }
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
            if (closed) {
                throw new ClosedChannelException();
            }
            long size = FileIO.size(fd);
            long left = size - pos;
            if (size < 0 || left <= 0 || left > Integer.MAX_VALUE - 8) {
                return super.readAllBytes();
            }
            byte[] b = new byte[(int) left];
            int n = readNBytes(b, 0, b.length);
            if (n == b.length) {
                byte[] rest = super.readAllBytes();
                if (rest.length == 0) {
                    return b;
                }
                byte[] r = new byte[n + rest.length];
                System.arraycopy(b, 0, r, 0, n);
                System.arraycopy(rest, 0, r, n, rest.length);
                return r;
            }
            byte[] r = new byte[n];
            System.arraycopy(b, 0, r, 0, n);
            return r;
        }

        @Override
        public int available() throws IOException {
            if (closed) {
                throw new ClosedChannelException();
            }
            long size = FileIO.size(fd);
            long a = size - pos;
            return a <= 0 ? 0 : (a > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) a);
        }

        @Override
        public long skip(long n) throws IOException {
            if (closed) {
                throw new ClosedChannelException();
            }
            if (n <= 0) {
                return 0;
            }
            long size = FileIO.size(fd);
            long np = Math.min(pos + n, Math.max(size, pos));
            long s = np - pos;
            pos = np;
            return s;
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            int r = FileIO.close(fd);
            if (deleteOnClose != null) {
                FileIO.unlink(deleteOnClose);
            }
            if (r < 0) {
                throw FileIO.ioError(r);
            }
        }
    }

    public static final class Out extends OutputStream {
        private final int fd;
        private long pos;
        private final boolean append;
        private boolean closed;
        private final String deleteOnClose;

        public Out(int fd, boolean append, String deleteOnClose) {
            this.fd = fd;
            this.append = append;
            this.deleteOnClose = deleteOnClose;
        }

        @Override
        public void write(int b) throws IOException {
            byte[] one = { (byte) b };
            write(one, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            checkRange(b, off, len);
            if (closed) {
                throw new ClosedChannelException();
            }
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
            if (closed) {
                return;
            }
            closed = true;
            int r = FileIO.close(fd);
            if (deleteOnClose != null) {
                FileIO.unlink(deleteOnClose);
            }
            if (r < 0) {
                throw FileIO.ioError(r);
            }
        }
    }
}
