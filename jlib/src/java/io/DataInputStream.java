package java.io;

/** Reads primitives written by DataOutputStream from an underlying input stream. */
public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] buf8 = new byte[8];

    public DataInputStream(InputStream in) {
        super(in);
    }

    @Override
    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    @Override
    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        Checks.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int c = in.read(b, off + n, len - n);
            if (c < 0) {
                throw new EOFException();
            }
            n += c;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while (total < n && (cur = (int) in.skip(n - total)) > 0) {
            total += cur;
        }
        return total;
    }

    private int next() throws IOException {
        int c = in.read();
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
        readFully(buf8, 0, 2);
        return (short) (((buf8[0] & 0xff) << 8) | (buf8[1] & 0xff));
    }

    public final int readUnsignedShort() throws IOException {
        readFully(buf8, 0, 2);
        return ((buf8[0] & 0xff) << 8) | (buf8[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        readFully(buf8, 0, 4);
        return ((buf8[0] & 0xff) << 24) | ((buf8[1] & 0xff) << 16) | ((buf8[2] & 0xff) << 8) | (buf8[3] & 0xff);
    }

    public final long readLong() throws IOException {
        readFully(buf8, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (buf8[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** Reads a line of bytes as chars (deprecated in the JDK: it does not decode). */
    @Deprecated
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = in.read();
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n') {
            if (c == '\r') {
                int d = in.read();
                if (d != '\n' && d >= 0) {
                    if (!(in instanceof PushbackInputStream)) {
                        in = new PushbackInputStream(in);
                    }
                    ((PushbackInputStream) in).unread(d);
                }
                break;
            }
            sb.append((char) c);
            c = in.read();
        }
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /** Reads a string in modified UTF-8, preceded by its length in bytes as an unsigned short. */
    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] b = new byte[utflen];
        in.readFully(b, 0, utflen);
        char[] chars = new char[utflen];
        int n = 0;
        int i = 0;
        while (i < utflen) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                chars[n++] = (char) c;
                i++;
            } else if ((c >> 5) == 0x6) {
                if (i + 2 > utflen) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int c2 = b[i + 1];
                if ((c2 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                }
                chars[n++] = (char) (((c & 0x1f) << 6) | (c2 & 0x3f));
                i += 2;
            } else if ((c >> 4) == 0xe) {
                if (i + 3 > utflen) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int c2 = b[i + 1];
                int c3 = b[i + 2];
                if ((c2 & 0xc0) != 0x80 || (c3 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                }
                chars[n++] = (char) (((c & 0x0f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f));
                i += 3;
            } else {
                throw new UTFDataFormatException("malformed input around byte " + i);
            }
        }
        return new String(chars, 0, n);
    }
}
