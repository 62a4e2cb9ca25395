package jpor.internal;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/** The VM's standard input and output, used by System. */
public final class Console {
    private Console() {
    }

    /** Writes b[off..off+len) to fd 1 (stdout, buffered by the VM until flush) or 2 (stderr, unbuffered). */
    public static native void write(int fd, byte[] b, int off, int len);

    /** Hands what the VM buffered for fd 1 to the OS. */
    public static native void flush(int fd);

    /** Reads one byte from fd 0, or -1 at end of input. */
    public static native int read(int fd);

    /** The VM's current working directory (for the user.dir property). */
    public static native String cwd();

    /** The user class path, as java.class.path gives it. */
    public static native String classPath();

    /** The host's user.home (0), user.name (1) or os.version (2); null if unknown. */
    public static native String hostProperty(int which);

    /** Whether standard input and output are both terminals (System.console() is there). */
    public static native boolean interactive();

    /** System.in: unbuffered reads of fd 0 (a bulk read stops after a newline). */
    public static InputStream stdin() {
        return new FdInputStream();
    }

    /** System.out: like the JDK's, a PrintStream with autoflush over a 128-byte buffer. */
    public static PrintStream stdout() {
        return new PrintStream(new BufferedOutputStream(new FdOutputStream(1), 128), true);
    }

    /** System.err: as stdout, on fd 2. */
    public static PrintStream stderr() {
        return new PrintStream(new BufferedOutputStream(new FdOutputStream(2), 128), true);
    }

    static final class FdOutputStream extends OutputStream {
        private final int fd;

        FdOutputStream(int fd) {
            this.fd = fd;
        }

        @Override
        public void write(int b) throws IOException {
            byte[] one = { (byte) b };
            Console.write(fd, one, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if ((b.length | off | len) < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                        + ") out of bounds for length " + b.length);
            }
            if (len > 0) {
                Console.write(fd, b, off, len);
            }
        }

        @Override
        public void flush() {
            Console.flush(fd);
        }
    }

    static final class FdInputStream extends InputStream {
        private boolean eof;

        @Override
        public int read() throws IOException {
            if (eof) {
                return -1;
            }
            int c = Console.read(0);
            if (c < 0) {
                eof = true;
                return -1;
            }
            return c & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if ((b.length | off | len) < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                        + ") out of bounds for length " + b.length);
            }
            if (len == 0) {
                return 0;
            }
            int c = read();
            if (c < 0) {
                return -1;
            }
            b[off] = (byte) c;
            int n = 1;
            while (n < len && c != '\n') {
                c = read();
                if (c < 0) {
                    break;
                }
                b[off + n++] = (byte) c;
            }
            return n;
        }
    }
}
