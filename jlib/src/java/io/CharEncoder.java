package java.io;

/**
 * Stateful char-to-byte encoder used by PrintStream and OutputStreamWriter. A high
 * surrogate at the end of a write is held back until the next write (as the JDK's stream
 * encoder does); unpaired surrogates become the charset's replacement ('?' for UTF-8).
 */
final class CharEncoder {
    /** null for the UTF-8 fast path. */
    private final String charsetName;
    /** Charset name for chunks after the first (drops a byte-order mark). */
    private final String laterCharsetName;
    private final String historicalName;
    private boolean started;
    private char leftover;

    CharEncoder() {
        charsetName = null;
        laterCharsetName = null;
        historicalName = "UTF8";
    }

    CharEncoder(String name) throws UnsupportedEncodingException {
        if (name == null) {
            throw new NullPointerException("charsetName");
        }
        byte[] probe = "a".getBytes(name);
        byte[] utf8 = "\u00e9".getBytes(name);
        if (probe.length == 1 && utf8.length == 2 && (utf8[0] & 0xff) == 0xc3) {
            charsetName = null;
            laterCharsetName = null;
            historicalName = "UTF8";
        } else {
            charsetName = name;
            if (probe.length == 4) {
                laterCharsetName = ((probe[0] & 0xff) == 0xfe) ? "UTF-16BE" : "UTF-16LE";
                historicalName = "UTF-16";
            } else {
                laterCharsetName = name;
                historicalName = historical(name, probe.length, utf8);
            }
        }
    }

    /** The encoder of a supported charset (every Charset in jlib is). */
    static CharEncoder of(java.nio.charset.Charset cs) {
        try {
            return new CharEncoder(cs.name());
        } catch (UnsupportedEncodingException e) {
            throw new InternalError(e);
        }
    }

    private static String historical(String name, int probeLen, byte[] e) {
        if (probeLen == 2) {
            return e[0] == 0 ? "UnicodeBigUnmarked" : "UnicodeLittleUnmarked";
        }
        if (e.length == 1 && e[0] == (byte) 0xe9) {
            return "ISO8859_1";
        }
        return "ASCII";
    }

    String getEncoding() {
        return historicalName;
    }

    boolean isUtf8() {
        return charsetName == null;
    }

    /** Encodes c[off..off+len), holding back a trailing high surrogate. */
    byte[] encode(char[] c, int off, int len) {
        if (charsetName == null) {
            byte[] buf = new byte[3 * len + 4];
            int n = encodeUtf8(c, off, len, buf, 0);
            if (n == buf.length) {
                return buf;
            }
            byte[] r = new byte[n];
            System.arraycopy(buf, 0, r, 0, n);
            return r;
        }
        StringBuilder sb = new StringBuilder(len + 1);
        if (leftover != 0) {
            sb.append(leftover);
            leftover = 0;
        }
        sb.append(c, off, len);
        int n = sb.length();
        if (n > 0 && Character.isHighSurrogate(sb.charAt(n - 1))) {
            leftover = sb.charAt(n - 1);
            sb.setLength(n - 1);
        }
        return bytesOf(sb.toString());
    }

    private byte[] bytesOf(String s) {
        try {
            byte[] r = s.getBytes(started ? laterCharsetName : charsetName);
            if (r.length > 0) {
                started = true;
            }
            return r;
        } catch (UnsupportedEncodingException e) {
            throw new InternalError(e);
        }
    }

    /** Bytes for a pending high surrogate at the end of input (the replacement), or empty. */
    byte[] flushLeftover() {
        if (leftover == 0) {
            return new byte[0];
        }
        char c = leftover;
        leftover = 0;
        if (charsetName == null) {
            return new byte[] { (byte) '?' };
        }
        return bytesOf(String.valueOf(c));
    }

    /**
     * UTF-8 encodes c[off..off+len) into dst from dp; returns the new position. dst must have
     * room for 3 * len + 4 bytes.
     */
    int encodeUtf8(char[] c, int off, int len, byte[] dst, int dp) {
        int end = off + len;
        int i = off;
        if (leftover != 0 && i < end) {
            char lo = c[i];
            if (Character.isLowSurrogate(lo)) {
                dp = put4(Character.toCodePoint(leftover, lo), dst, dp);
                i++;
            } else {
                dst[dp++] = (byte) '?';
            }
            leftover = 0;
        }
        for (; i < end; i++) {
            char ch = c[i];
            if (ch < 0x80) {
                dst[dp++] = (byte) ch;
            } else if (ch < 0x800) {
                dst[dp++] = (byte) (0xc0 | (ch >> 6));
                dst[dp++] = (byte) (0x80 | (ch & 0x3f));
            } else if (Character.isHighSurrogate(ch)) {
                if (i + 1 < end) {
                    char lo = c[i + 1];
                    if (Character.isLowSurrogate(lo)) {
                        dp = put4(Character.toCodePoint(ch, lo), dst, dp);
                        i++;
                    } else {
                        dst[dp++] = (byte) '?';
                    }
                } else {
                    leftover = ch;
                }
            } else if (Character.isLowSurrogate(ch)) {
                dst[dp++] = (byte) '?';
            } else {
                dst[dp++] = (byte) (0xe0 | (ch >> 12));
                dst[dp++] = (byte) (0x80 | ((ch >> 6) & 0x3f));
                dst[dp++] = (byte) (0x80 | (ch & 0x3f));
            }
        }
        return dp;
    }

    private static int put4(int uc, byte[] dst, int dp) {
        dst[dp++] = (byte) (0xf0 | (uc >> 18));
        dst[dp++] = (byte) (0x80 | ((uc >> 12) & 0x3f));
        dst[dp++] = (byte) (0x80 | ((uc >> 6) & 0x3f));
        dst[dp++] = (byte) (0x80 | (uc & 0x3f));
        return dp;
    }
}
