package java.util;

/** Base64 encoders and decoders of RFC 4648 and RFC 2045 (MIME), written for jpor from the Java SE API. */
public class Base64 {
    private Base64() {
    }

    private static final char[] STD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    private static final byte[] CRLF = {'\r', '\n'};

    private static int[] inverse(char[] alphabet) {
        int[] t = new int[256];
        Arrays.fill(t, -1);
        for (int i = 0; i < alphabet.length; i++) t[alphabet[i]] = i;
        t['='] = -2;
        return t;
    }

    private static final int[] STD_INV = inverse(STD);
    private static final int[] URL_INV = inverse(URL);

    public static Encoder getEncoder() {
        return Encoder.RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return Encoder.RFC4648_URLSAFE;
    }

    public static Encoder getMimeEncoder() {
        return Encoder.RFC2045;
    }

    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        for (byte b : lineSeparator) {
            if (STD_INV[b & 0xff] != -1) throw new IllegalArgumentException("Illegal base64 line separator character 0x" + Integer.toString(b, 16));
        }
        lineLength = lineLength / 4 * 4;
        if (lineLength <= 0) return Encoder.RFC4648;
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return Decoder.RFC4648;
    }

    public static Decoder getUrlDecoder() {
        return Decoder.RFC4648_URLSAFE;
    }

    public static Decoder getMimeDecoder() {
        return Decoder.RFC2045;
    }

    public static class Encoder {
        private final char[] alphabet;
        private final byte[] newline;
        private final int linemax;
        private final boolean doPadding;
        private final boolean isURL;

        Encoder(boolean isURL, byte[] newline, int linemax, boolean doPadding) {
            this.isURL = isURL;
            this.alphabet = isURL ? URL : STD;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
        }

        static final Encoder RFC4648 = new Encoder(false, null, -1, true);
        static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
        static final Encoder RFC2045 = new Encoder(false, CRLF, 76, true);

        private int outLength(int srclen) {
            int len;
            if (doPadding) {
                len = 4 * ((srclen + 2) / 3);
            } else {
                int n = srclen % 3;
                len = 4 * (srclen / 3) + (n == 0 ? 0 : n + 1);
            }
            if (linemax > 0 && len > 0) len += (len - 1) / linemax * newline.length;
            return len;
        }

        public byte[] encode(byte[] src) {
            byte[] dst = new byte[outLength(src.length)];
            int n = encode0(src, dst);
            return n == dst.length ? dst : Arrays.copyOf(dst, n);
        }

        public int encode(byte[] src, byte[] dst) {
            int len = outLength(src.length);
            if (dst.length < len) throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            return encode0(src, dst);
        }

        public String encodeToString(byte[] src) {
            byte[] e = encode(src);
            char[] c = new char[e.length];
            for (int i = 0; i < e.length; i++) c[i] = (char) (e[i] & 0xff);
            return new String(c);
        }

        private int encode0(byte[] src, byte[] dst) {
            int dp = 0;
            int col = 0;
            int i = 0;
            int n = src.length;
            while (i < n) {
                int rem = n - i;
                int b0 = src[i] & 0xff;
                int b1 = rem > 1 ? src[i + 1] & 0xff : 0;
                int b2 = rem > 2 ? src[i + 2] & 0xff : 0;
                int bits = b0 << 16 | b1 << 8 | b2;
                if (linemax > 0 && col == linemax) {
                    for (byte b : newline) dst[dp++] = b;
                    col = 0;
                }
                dst[dp++] = (byte) alphabet[(bits >> 18) & 63];
                dst[dp++] = (byte) alphabet[(bits >> 12) & 63];
                if (rem > 1) dst[dp++] = (byte) alphabet[(bits >> 6) & 63];
                else if (doPadding) dst[dp++] = '=';
                if (rem > 2) dst[dp++] = (byte) alphabet[bits & 63];
                else if (doPadding) dst[dp++] = '=';
                col += 4;
                i += 3;
            }
            return dp;
        }

        public Encoder withoutPadding() {
            if (!doPadding) return this;
            return new Encoder(isURL, newline, linemax, false);
        }

        public java.io.OutputStream wrap(final java.io.OutputStream os) {
            Objects.requireNonNull(os);
            return new java.io.OutputStream() {
                private final java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
                private boolean closed;

                public void write(int b) throws java.io.IOException {
                    if (closed) throw new java.io.IOException("Stream is closed");
                    buf.write(b);
                }

                public void close() throws java.io.IOException {
                    if (closed) return;
                    closed = true;
                    os.write(encode(buf.toByteArray()));
                    os.close();
                }
            };
        }
    }

    public static class Decoder {
        private final int[] inv;
        private final boolean isMIME;

        Decoder(boolean isURL, boolean isMIME) {
            this.inv = isURL ? URL_INV : STD_INV;
            this.isMIME = isMIME;
        }

        static final Decoder RFC4648 = new Decoder(false, false);
        static final Decoder RFC4648_URLSAFE = new Decoder(true, false);
        static final Decoder RFC2045 = new Decoder(false, true);

        public byte[] decode(byte[] src) {
            if (src.length == 0) return src;
            if (src.length < 2) {
                if (isMIME && inv[src[0] & 0xff] == -1) return new byte[0];
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            byte[] out = new byte[src.length / 4 * 3 + 3];
            int n = decode0(src, 0, src.length, out);
            return Arrays.copyOf(out, n);
        }

        public byte[] decode(String src) {
            char[] c = src.toCharArray();
            byte[] b = new byte[c.length];
            for (int i = 0; i < c.length; i++) b[i] = (byte) (c[i] > 0xff ? '?' : c[i]);
            return decode(b);
        }

        public int decode(byte[] src, byte[] dst) {
            byte[] r = decode(src);
            if (dst.length < r.length) throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            System.arraycopy(r, 0, dst, 0, r.length);
            return r.length;
        }

        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int dp = 0;
            int bits = 0;
            int shiftto = 18;
            while (sp < sl) {
                int b = src[sp++] & 0xff;
                int v = inv[b];
                if (v < 0) {
                    if (v == -2) {
                        if ((shiftto == 6 && (sp == sl || src[sp++] != '=')) || shiftto == 18) {
                            throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (isMIME) continue;
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits |= v << shiftto;
                shiftto -= 6;
                if (shiftto < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    shiftto = 18;
                    bits = 0;
                }
            }
            if (shiftto == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shiftto == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shiftto == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            while (sp < sl) {
                if (isMIME && inv[src[sp++] & 0xff] < 0) continue;
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }

        public java.io.InputStream wrap(java.io.InputStream is) {
            Objects.requireNonNull(is);
            java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
            try {
                int c;
                while ((c = is.read()) != -1) all.write(c);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return new java.io.ByteArrayInputStream(decode(all.toByteArray()));
        }
    }
}
