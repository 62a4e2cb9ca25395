package java.util.zip;

/** CRC-32C (Castagnoli, RFC 3720), reflected polynomial 0x82F63B78. */
public final class CRC32C implements Checksum {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0x82F63B78 ^ (c >>> 1) : c >>> 1;
            }
            TABLE[n] = c;
        }
    }

    private int crc = 0xFFFFFFFF; // the running register

    public CRC32C() {
    }

    @Override
    public void update(int b) {
        crc = TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        int c = crc;
        for (int i = off; i < off + len; i++) {
            c = TABLE[(c ^ b[i]) & 0xff] ^ (c >>> 8);
        }
        crc = c;
    }

    @Override
    public void reset() {
        crc = 0xFFFFFFFF;
    }

    @Override
    public long getValue() {
        return ~crc & 0xFFFFFFFFL;
    }
}
