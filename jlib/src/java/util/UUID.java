package java.util;

/** Immutable 128-bit universally unique identifiers (RFC 4122), written for jpor from the Java SE API. */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;
    private static Random numberGenerator;

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    private static UUID fromBytes(byte[] data) {
        long msb = 0, lsb = 0;
        for (int i = 0; i < 8; i++) msb = (msb << 8) | (data[i] & 0xff);
        for (int i = 8; i < 16; i++) lsb = (lsb << 8) | (data[i] & 0xff);
        return new UUID(msb, lsb);
    }

    public static UUID randomUUID() {
        Random r;
        synchronized (UUID.class) {
            if (numberGenerator == null) numberGenerator = new Random();
            r = numberGenerator;
        }
        byte[] b = new byte[16];
        r.nextBytes(b);
        b[6] &= 0x0f;
        b[6] |= 0x40;
        b[8] &= 0x3f;
        b[8] |= (byte) 0x80;
        return fromBytes(b);
    }

    public static UUID nameUUIDFromBytes(byte[] name) {
        java.security.MessageDigest md;
        try {
            md = java.security.MessageDigest.getInstance("MD5");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new InternalError("MD5 not supported", e);
        }
        byte[] b = md.digest(name);
        b[6] &= 0x0f;
        b[6] |= 0x30;
        b[8] &= 0x3f;
        b[8] |= (byte) 0x80;
        return fromBytes(b);
    }

    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) throw new IllegalArgumentException("UUID string too large");
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        if (dash4 < 0 || dash5 >= 0) throw new IllegalArgumentException("Invalid UUID string: " + name);
        long msb = Long.parseLong(name, 0, dash1, 16) & 0xffffffffL;
        msb <<= 16;
        msb |= Long.parseLong(name, dash1 + 1, dash2, 16) & 0xffffL;
        msb <<= 16;
        msb |= Long.parseLong(name, dash2 + 1, dash3, 16) & 0xffffL;
        long lsb = Long.parseLong(name, dash3 + 1, dash4, 16) & 0xffffL;
        lsb <<= 48;
        lsb |= Long.parseLong(name, dash4 + 1, len, 16) & 0xffffffffffffL;
        return new UUID(msb, lsb);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    public int variant() {
        return (int) ((leastSigBits >>> (64 - (leastSigBits >>> 62))) & (leastSigBits >> 63));
    }

    public long timestamp() {
        if (version() != 1) throw new UnsupportedOperationException("Not a time-based UUID");
        return (mostSigBits & 0x0FFFL) << 48 | ((mostSigBits >> 16) & 0x0FFFFL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        if (version() != 1) throw new UnsupportedOperationException("Not a time-based UUID");
        return (int) ((leastSigBits & 0x3FFF000000000000L) >>> 48);
    }

    public long node() {
        if (version() != 1) throw new UnsupportedOperationException("Not a time-based UUID");
        return leastSigBits & 0x0000FFFFFFFFFFFFL;
    }

    private static String hex(long v, int digits) {
        char[] c = new char[digits];
        for (int i = digits - 1; i >= 0; i--) {
            c[i] = Character.forDigit((int) (v & 15), 16);
            v >>>= 4;
        }
        return new String(c);
    }

    public String toString() {
        return hex(mostSigBits >>> 32, 8) + "-" + hex(mostSigBits >>> 16, 4) + "-" + hex(mostSigBits, 4) + "-"
            + hex(leastSigBits >>> 48, 4) + "-" + hex(leastSigBits, 12);
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof UUID)) return false;
        UUID id = (UUID) obj;
        return mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits;
    }

    public int compareTo(UUID val) {
        int c = Long.compare(mostSigBits, val.mostSigBits);
        return c != 0 ? c : Long.compare(leastSigBits, val.leastSigBits);
    }
}
