package java.io;

import jpor.internal.FileIO;

/** Reads and writes a file at a movable file pointer (kept here; positioned reads and writes). */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final int fd;
    private final boolean writable;
    private long pos;
    private boolean closed;
    private final byte[] buf8 = new byte[8];

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = file != null ? file.getPath() : null;
        int flags;
        if (mode.equals("r")) {
            flags = FileIO.READ;
        } else if (mode.startsWith("rw") && (mode.length() == 2 || mode.equals("rws") || mode.equals("rwd"))) {
            flags = FileIO.READ | FileIO.WRITE | FileIO.CREATE;
        } else {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        int r = FileIO.open(name, flags);
        if (r < 0) {
            throw FileIO.notFound(name, r);
        }
        this.fd = r;
        this.writable = (flags & FileIO.WRITE) != 0;
    }

    private java.nio.channels.FileChannel channel;

    /** The channel of this file; it shares this stream's position, and closing one closes the other. */
    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) {
                channel = new jpor.internal.FileChannelImpl(fd, true, writable, false, new jpor.internal.FileChannelImpl.Owner() {
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

    // ------------------------------------------------------------------ bytes

    public int read() throws IOException {
        int n = read(buf8, 0, 1);
        return n <= 0 ? -1 : buf8[0] & 0xff;
    }

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

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        do {
            int c = read(b, off + n, len - n);
            if (c < 0) {
                throw new EOFException();
            }
            n += c;
        } while (n < len);
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long len = length();
        long np = Math.min(pos + n, len);
        int skipped = (int) Math.max(0, np - pos);
        if (skipped > 0) {
            pos = np;
        }
        return skipped;
    }

    public void write(int b) throws IOException {
        buf8[0] = (byte) b;
        write(buf8, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        Checks.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return;
        }
        int r = FileIO.write(fd, b, off, len, pos);
        if (r < 0) {
            throw FileIO.ioError(r);
        }
        pos += len;
    }

    // ------------------------------------------------------------------ position and length

    public long getFilePointer() throws IOException {
        ensureOpen();
        return pos;
    }

    public void seek(long p) throws IOException {
        if (p < 0) {
            throw new IOException("Negative seek offset");
        }
        ensureOpen();
        pos = p;
    }

    public long length() throws IOException {
        ensureOpen();
        long n = FileIO.size(fd);
        if (n < 0) {
            throw FileIO.ioError((int) n);
        }
        return n;
    }

    public void setLength(long newLength) throws IOException {
        ensureOpen();
        if (newLength < 0) {
            throw new IOException("Invalid argument");
        }
        int r = FileIO.truncate(fd, newLength);
        if (r < 0) {
            throw FileIO.ioError(r);
        }
        if (pos > newLength) {
            pos = newLength;
        }
    }

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

    // ------------------------------------------------------------------ DataInput

    private int next() throws IOException {
        int c = read();
        if (c < 0) {
            throw new EOFException();
        }
        return c;
    }

    public final boolean readBoolean() throws IOException {
        return next() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) next();
    }

    public final int readUnsignedByte() throws IOException {
        return next();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int a = next();
        int b = next();
        return (a << 8) | b;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        readFully(buf8, 0, 4);
        return ((buf8[0] & 0xff) << 24) | ((buf8[1] & 0xff) << 16) | ((buf8[2] & 0xff) << 8) | (buf8[3] & 0xff);
    }

    public final long readLong() throws IOException {
        long hi = readInt();
        long lo = readInt() & 0xffffffffL;
        return (hi << 32) | lo;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** A line of bytes as chars (no decoding, as the JDK's). */
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if (read() != '\n') {
                        seek(cur);
                    }
                    break;
                default:
                    sb.append((char) c);
                    break;
            }
        }
        if (c == -1 && sb.length() == 0) {
            return null;
        }
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    // ------------------------------------------------------------------ DataOutput

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        byte[] b = { (byte) (v >>> 8), (byte) v };
        write(b, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        byte[] b = { (byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v };
        write(b, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (v >>> (56 - 8 * i));
        }
        write(b, 0, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[2 * len];
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        byte[] b = DataOutputStream.encodeUTF(str);
        write(b, 0, b.length);
    }
}
