package java.util.zip;

/** Adler-32 checksum (RFC 1950). */
public class Adler32 implements Checksum {
    private static final int MOD = 65521;
    private int a = 1, b = 0;

    public Adler32() {
    }

    public void update(int x) {
        a = (a + (x & 0xff)) % MOD;
        b = (b + a) % MOD;
    }

    public void update(byte[] buf, int off, int len) {
        if (buf == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off > buf.length - len) throw new ArrayIndexOutOfBoundsException();
        for (int i = off; i < off + len; i++) update(buf[i]);
    }

    public void update(byte[] buf) {
        update(buf, 0, buf.length);
    }

    public void reset() {
        a = 1;
        b = 0;
    }

    public long getValue() {
        return ((long) b << 16) | a;
    }
}
