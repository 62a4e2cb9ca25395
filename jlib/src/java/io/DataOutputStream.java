package java.io;

/** Writes primitives (big-endian) and modified UTF-8 strings to an underlying output stream. */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    /** Bytes written so far (saturates at Integer.MAX_VALUE). */
    protected int written;
    private final byte[] buf8 = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void incCount(int n) {
        int t = written + n;
        written = t < 0 ? Integer.MAX_VALUE : t;
    }

    @Override
    public synchronized void write(int b) throws IOException {
        out.write(b);
        incCount(1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        incCount(len);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        incCount(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        incCount(1);
    }

    public final void writeShort(int v) throws IOException {
        buf8[0] = (byte) (v >>> 8);
        buf8[1] = (byte) v;
        out.write(buf8, 0, 2);
        incCount(2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        buf8[0] = (byte) (v >>> 24);
        buf8[1] = (byte) (v >>> 16);
        buf8[2] = (byte) (v >>> 8);
        buf8[3] = (byte) v;
        out.write(buf8, 0, 4);
        incCount(4);
    }

    public final void writeLong(long v) throws IOException {
        for (int i = 0; i < 8; i++) {
            buf8[i] = (byte) (v >>> (56 - 8 * i));
        }
        out.write(buf8, 0, 8);
        incCount(8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        incCount(len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int v = s.charAt(i);
            out.write((v >>> 8) & 0xff);
            out.write(v & 0xff);
        }
        incCount(len * 2);
    }

    public final void writeUTF(String str) throws IOException {
        byte[] b = encodeUTF(str);
        out.write(b, 0, b.length);
        incCount(b.length);
    }

    /** The modified UTF-8 form of str preceded by its length as an unsigned short. */
    static byte[] encodeUTF(String str) throws UTFDataFormatException {
        int strlen = str.length();
        long utflen = strlen;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c >= 0x80 || c == 0) {
                utflen += (c >= 0x800) ? 2 : 1;
            }
        }
        if (utflen > 65535) {
            throw new UTFDataFormatException("encoded string (" + str.substring(0, 8) + "..."
                    + str.substring(strlen - 8, strlen) + ") too long: " + utflen + " bytes");
        }
        byte[] b = new byte[(int) utflen + 2];
        b[0] = (byte) (utflen >>> 8);
        b[1] = (byte) utflen;
        int k = 2;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c >= 0x01 && c < 0x80) {
                b[k++] = (byte) c;
            } else if (c >= 0x800) {
                b[k++] = (byte) (0xe0 | ((c >> 12) & 0x0f));
                b[k++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                b[k++] = (byte) (0x80 | (c & 0x3f));
            } else {
                b[k++] = (byte) (0xc0 | ((c >> 6) & 0x1f));
                b[k++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return b;
    }

    public final int size() {
        return written;
    }
}
