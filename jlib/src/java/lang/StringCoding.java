package java.lang;

/**
 * Byte encodings for String: UTF-8, ISO-8859-1, US-ASCII and UTF-16 (BE, LE, with BOM),
 * with the JDK's replacement behaviour for malformed input.
 */
final class StringCoding {
    private StringCoding() {}

    static final int UTF_8 = 0, ISO_8859_1 = 1, US_ASCII = 2, UTF_16 = 3, UTF_16BE = 4, UTF_16LE = 5,
        WINDOWS_1252 = 6;

    /** windows-1252's characters for the bytes 0x80..0x9f (Microsoft's table); 0xfffd where
     * the byte has none.  The other bytes are ISO-8859-1's. */
    private static final String CP1252_HIGH =
        "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd"
        + "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

    private static final char REPL = '\uFFFD';

    private static final String[][] ALIASES = {
        { "UTF-8", "UTF8", "unicode-1-1-utf-8" },
        { "ISO-8859-1", "ISO8859_1", "ISO_8859_1", "ISO_8859-1", "ISO8859-1", "latin1", "l1", "8859_1",
          "cp819", "IBM819", "IBM-819", "819", "csISOLatin1", "ISO-IR-100", "ISO_8859-1:1987" },
        { "US-ASCII", "ASCII", "us", "iso646-us", "ascii7", "646", "ANSI_X3.4-1968", "ANSI_X3.4-1986",
          "cp367", "IBM367", "default", "csASCII", "ISO_646.irv:1991", "iso-ir-6" },
        { "UTF-16", "UTF_16", "utf16", "unicode" },
        { "UTF-16BE", "UTF_16BE", "X-UTF-16BE", "ISO-10646-UCS-2", "UnicodeBigUnmarked" },
        { "UTF-16LE", "UTF_16LE", "X-UTF-16LE", "UnicodeLittleUnmarked" },
        { "windows-1252", "cp1252", "cp5348", "ibm-1252", "ibm1252" },
    };

    /** Charset id for a name (case-insensitive, with the JDK's aliases), or -1. */
    static int lookup(String charsetName) {
        for (int i = 0; i < ALIASES.length; i++) {
            String[] names = ALIASES[i];
            for (int j = 0; j < names.length; j++) {
                if (names[j].equalsIgnoreCase(charsetName)) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Charset id, throwing UnsupportedEncodingException(name) when unknown. */
    static int lookupOrThrow(String charsetName) throws java.io.UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        int cs = lookup(charsetName);
        if (cs < 0) {
            throw new java.io.UnsupportedEncodingException(charsetName);
        }
        return cs;
    }

    /** Canonical name of a charset id. */
    static String name(int cs) {
        return ALIASES[cs][0];
    }

    // ------------------------------------------------------------------ decoding

    static char[] decode(int cs, byte[] b, int off, int len) {
        switch (cs) {
            case ISO_8859_1: {
                char[] r = new char[len];
                for (int i = 0; i < len; i++) {
                    r[i] = (char) (b[off + i] & 0xff);
                }
                return r;
            }
            case US_ASCII: {
                char[] r = new char[len];
                for (int i = 0; i < len; i++) {
                    int c = b[off + i];
                    r[i] = c >= 0 ? (char) c : REPL;
                }
                return r;
            }
            case UTF_16:
            case UTF_16BE:
            case UTF_16LE:
                return decodeUTF16(cs, b, off, len);
            case WINDOWS_1252: {
                char[] r = new char[len];
                for (int i = 0; i < len; i++) {
                    int c = b[off + i] & 0xff;
                    r[i] = c >= 0x80 && c < 0xa0 ? CP1252_HIGH.charAt(c - 0x80) : (char) c;
                }
                return r;
            }
            default:
                return decodeUTF8(b, off, len);
        }
    }

    private static boolean isCont(int b) {
        return (b & 0xc0) == 0x80;
    }

    static char[] decodeUTF8(byte[] src, int off, int len) {
        char[] dst = new char[len];
        int dp = 0;
        int sp = off;
        int sl = off + len;
        // ASCII fast path
        while (sp < sl && src[sp] >= 0) {
            dst[dp++] = (char) src[sp++];
        }
        while (sp < sl) {
            int b1 = src[sp++] & 0xff;
            if (b1 < 0x80) {
                dst[dp++] = (char) b1;
            } else if (b1 >= 0xc2 && b1 <= 0xdf) {
                if (sp < sl && isCont(src[sp])) {
                    dst[dp++] = (char) (((b1 & 0x1f) << 6) | (src[sp++] & 0x3f));
                } else {
                    dst[dp++] = REPL;
                }
            } else if (b1 >= 0xe0 && b1 <= 0xef) {
                // second byte range: E0 -> A0..BF, ED -> 80..9F, others 80..BF
                int lo = b1 == 0xe0 ? 0xa0 : 0x80;
                int hi = b1 == 0xed ? 0x9f : 0xbf;
                if (sp < sl && (src[sp] & 0xff) >= lo && (src[sp] & 0xff) <= hi) {
                    int b2 = src[sp] & 0xff;
                    if (sp + 1 < sl && isCont(src[sp + 1])) {
                        int b3 = src[sp + 1] & 0xff;
                        sp += 2;
                        dst[dp++] = (char) (((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
                    } else {
                        sp += 1;
                        dst[dp++] = REPL;
                    }
                } else if (b1 == 0xed && sp < sl && isCont(src[sp])) {
                    // encoded surrogate (ED A0..BF xx)
                    if (sp + 1 < sl && isCont(src[sp + 1])) {
                        sp += 2;
                    } else {
                        sp += 1;
                    }
                    dst[dp++] = REPL;
                } else {
                    dst[dp++] = REPL;
                }
            } else if (b1 >= 0xf0 && b1 <= 0xf4) {
                int lo = b1 == 0xf0 ? 0x90 : 0x80;
                int hi = b1 == 0xf4 ? 0x8f : 0xbf;
                if (sp < sl && (src[sp] & 0xff) >= lo && (src[sp] & 0xff) <= hi) {
                    int b2 = src[sp] & 0xff;
                    if (sp + 1 < sl && isCont(src[sp + 1])) {
                        int b3 = src[sp + 1] & 0xff;
                        if (sp + 2 < sl && isCont(src[sp + 2])) {
                            int b4 = src[sp + 2] & 0xff;
                            sp += 3;
                            int uc = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6) | (b4 & 0x3f);
                            dst[dp++] = Character.highSurrogate(uc);
                            dst[dp++] = Character.lowSurrogate(uc);
                        } else {
                            sp += 2;
                            dst[dp++] = REPL;
                        }
                    } else {
                        sp += 1;
                        dst[dp++] = REPL;
                    }
                } else {
                    dst[dp++] = REPL;
                }
            } else {
                dst[dp++] = REPL;
            }
        }
        if (dp == dst.length) {
            return dst;
        }
        char[] r = new char[dp];
        System.arraycopy(dst, 0, r, 0, dp);
        return r;
    }

    private static char[] decodeUTF16(int cs, byte[] b, int off, int len) {
        boolean big = cs != UTF_16LE;
        int sp = off;
        int sl = off + len;
        if (cs == UTF_16 && len >= 2) {
            int b0 = b[off] & 0xff, b1 = b[off + 1] & 0xff;
            if (b0 == 0xfe && b1 == 0xff) {
                sp += 2;
            } else if (b0 == 0xff && b1 == 0xfe) {
                sp += 2;
                big = false;
            }
        }
        char[] dst = new char[(sl - sp) / 2 + 1];
        int dp = 0;
        while (sp + 1 < sl) {
            char c = big ? (char) (((b[sp] & 0xff) << 8) | (b[sp + 1] & 0xff))
                         : (char) (((b[sp + 1] & 0xff) << 8) | (b[sp] & 0xff));
            sp += 2;
            if (Character.isHighSurrogate(c)) {
                if (sp + 1 < sl) {
                    char d = big ? (char) (((b[sp] & 0xff) << 8) | (b[sp + 1] & 0xff))
                                 : (char) (((b[sp + 1] & 0xff) << 8) | (b[sp] & 0xff));
                    sp += 2;
                    if (Character.isLowSurrogate(d)) {
                        dst[dp++] = c;
                        dst[dp++] = d;
                    } else {
                        dst[dp++] = REPL;
                    }
                } else {
                    dst[dp++] = REPL;
                    sp = sl;
                }
            } else if (Character.isLowSurrogate(c)) {
                dst[dp++] = REPL;
            } else {
                dst[dp++] = c;
            }
        }
        if (sp < sl) {
            dst[dp++] = REPL;
        }
        char[] r = new char[dp];
        System.arraycopy(dst, 0, r, 0, dp);
        return r;
    }

    // ------------------------------------------------------------------ encoding

    static byte[] encode(int cs, char[] v, int off, int len) {
        switch (cs) {
            case ISO_8859_1:
                return encode8bit(v, off, len, 0xff);
            case US_ASCII:
                return encode8bit(v, off, len, 0x7f);
            case UTF_16:
            case UTF_16BE:
            case UTF_16LE:
                return encodeUTF16(cs, v, off, len);
            case WINDOWS_1252:
                return encodeCp1252(v, off, len);
            default:
                return encodeUTF8(v, off, len);
        }
    }

    /** windows-1252: a character without a byte (or a surrogate pair) becomes '?'. */
    private static byte[] encodeCp1252(char[] v, int off, int len) {
        byte[] r = encode8bit(v, off, len, 0xff);
        for (int i = off, dp = 0; i < off + len; i++, dp++) {
            char c = v[i];
            if (c >= 0x80 && c < 0xa0) {
                r[dp] = (byte) '?';
            } else if (c > 0xff) {
                int k = c == '\ufffd' ? -1 : CP1252_HIGH.indexOf(c);
                if (k >= 0) {
                    r[dp] = (byte) (0x80 + k);
                } else if (Character.isHighSurrogate(c) && i + 1 < off + len && Character.isLowSurrogate(v[i + 1])) {
                    i++; // encode8bit wrote one '?' for the pair
                }
            }
        }
        return r;
    }

    private static byte[] encode8bit(char[] v, int off, int len, int max) {
        byte[] r = new byte[len];
        int dp = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c <= max) {
                r[dp++] = (byte) c;
            } else {
                if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                    i++;
                }
                r[dp++] = (byte) '?';
            }
        }
        if (dp == len) {
            return r;
        }
        byte[] t = new byte[dp];
        System.arraycopy(r, 0, t, 0, dp);
        return t;
    }

    /** Number of UTF-8 bytes for v[off..off+len). */
    static int utf8Length(char[] v, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    /** Encodes v[off..off+len) as UTF-8 into dst at dp; returns the new dp. dst must be large enough. */
    static int encodeUTF8(char[] v, int off, int len, byte[] dst, int dp) {
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                dst[dp++] = (byte) c;
            } else if (c < 0x800) {
                dst[dp++] = (byte) (0xc0 | (c >> 6));
                dst[dp++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                    int uc = Character.toCodePoint(c, v[++i]);
                    dst[dp++] = (byte) (0xf0 | (uc >> 18));
                    dst[dp++] = (byte) (0x80 | ((uc >> 12) & 0x3f));
                    dst[dp++] = (byte) (0x80 | ((uc >> 6) & 0x3f));
                    dst[dp++] = (byte) (0x80 | (uc & 0x3f));
                } else {
                    dst[dp++] = (byte) '?';
                }
            } else {
                dst[dp++] = (byte) (0xe0 | (c >> 12));
                dst[dp++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                dst[dp++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return dp;
    }

    static byte[] encodeUTF8(char[] v, int off, int len) {
        byte[] r = new byte[utf8Length(v, off, len)];
        encodeUTF8(v, off, len, r, 0);
        return r;
    }

    private static byte[] encodeUTF16(int cs, char[] v, int off, int len) {
        boolean big = cs != UTF_16LE;
        int bom = (cs == UTF_16 && len > 0) ? 2 : 0;
        byte[] r = new byte[bom + 2 * len];
        int dp = 0;
        if (bom != 0) {
            r[dp++] = (byte) 0xfe;
            r[dp++] = (byte) 0xff;
        }
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                    dp = put16(r, dp, c, big);
                    c = v[++i];
                } else {
                    c = REPL;
                }
            }
            dp = put16(r, dp, c, big);
        }
        return r;
    }

    private static int put16(byte[] r, int dp, char c, boolean big) {
        if (big) {
            r[dp++] = (byte) (c >> 8);
            r[dp++] = (byte) c;
        } else {
            r[dp++] = (byte) c;
            r[dp++] = (byte) (c >> 8);
        }
        return dp;
    }
}
