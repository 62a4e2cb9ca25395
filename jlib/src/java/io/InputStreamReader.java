package java.io;

/**
 * A bridge from byte streams to character streams: reads bytes (8192 at a time) and decodes
 * them, keeping an incomplete multi-byte sequence for the next read.
 */
public class InputStreamReader extends Reader {
    private final InputStream in;
    private final String charsetName;
    private final String historicalName;
    /** 0 = UTF-8, 1 = single byte per char, 2 = two bytes per char (UTF-16 flavours). */
    private final int kind;
    private final byte[] bb = new byte[8192];
    private int blen;
    private char[] cb = new char[0];
    private int cpos;
    private boolean eof;
    private boolean closed;
    private boolean started;
    /** InputStreamReader(InputStream, CharsetDecoder)'s decoder: malformed input is what it says (reported, replaced). */
    private java.nio.charset.CharsetDecoder decoder;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.charsetName = "UTF-8";
        this.historicalName = "UTF8";
        this.kind = 0;
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        this(in, charsetName, probes(in, charsetName));
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        this(in, cs == null ? null : cs.name(), probes(in, cs));
    }

    public InputStreamReader(InputStream in, java.nio.charset.CharsetDecoder dec) {
        this(in, charsetOf(dec).name(), probes(in, dec.charset()));
        this.decoder = dec;
    }

    private static java.nio.charset.Charset charsetOf(java.nio.charset.CharsetDecoder dec) {
        if (dec == null) {
            throw new NullPointerException("charset decoder");
        }
        return dec.charset();
    }

    private static byte[][] probes(InputStream in, String charsetName) throws UnsupportedEncodingException {
        if (in == null) {
            throw new NullPointerException();
        }
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        return new byte[][] { "a".getBytes(charsetName), "\u00e9".getBytes(charsetName) };
    }

    private static byte[][] probes(InputStream in, java.nio.charset.Charset cs) {
        if (in == null) {
            throw new NullPointerException();
        }
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        return new byte[][] { "a".getBytes(cs), "\u00e9".getBytes(cs) };
    }

    private InputStreamReader(InputStream in, String charsetName, byte[][] probes) {
        super(in);
        this.in = in;
        byte[] probe = probes[0];
        byte[] e = probes[1];
        if (probe.length == 1 && e.length == 2) {
            this.charsetName = "UTF-8";
            this.historicalName = "UTF8";
            this.kind = 0;
        } else if (probe.length == 1) {
            this.charsetName = charsetName;
            this.historicalName = e[0] == (byte) 0xe9 ? "ISO8859_1" : "ASCII";
            this.kind = 1;
        } else {
            this.charsetName = charsetName;
            this.historicalName = probe.length == 4 ? "UTF-16"
                    : (probe[0] == 0 ? "UnicodeBigUnmarked" : "UnicodeLittleUnmarked");
            this.kind = 2;
        }
    }

    public String getEncoding() {
        return closed ? null : historicalName;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    /** Byte order of the UTF-16 flavours (decided at the start for "UTF-16"). */
    private boolean littleEndian;

    /** Length of the prefix of bb[0..blen) that can be decoded now. */
    private int decodableLength() {
        if (eof || kind == 1) {
            return blen;
        }
        if (kind == 2) {
            int n = blen & ~1;
            if (!started && n < 2) {
                return 0;
            }
            if (n >= 2) {
                boolean le = started ? littleEndian : isLittleEndianStart();
                int a = bb[n - 2] & 0xff;
                int b = bb[n - 1] & 0xff;
                char last = le ? (char) ((b << 8) | a) : (char) ((a << 8) | b);
                if (Character.isHighSurrogate(last)) {
                    n -= 2;
                }
            }
            return n;
        }
        // UTF-8: hold back a trailing incomplete but so far valid sequence
        for (int back = 1; back <= 3 && back <= blen; back++) {
            int b = bb[blen - back] & 0xff;
            if ((b & 0xc0) == 0x80) {
                continue;
            }
            int need;
            if (b >= 0xc2 && b <= 0xdf) {
                need = 2;
            } else if (b >= 0xe0 && b <= 0xef) {
                need = 3;
            } else if (b >= 0xf0 && b <= 0xf4) {
                need = 4;
            } else {
                return blen;
            }
            if (back >= need) {
                return blen;
            }
            if (back >= 2) {
                int b2 = bb[blen - back + 1] & 0xff;
                int lo = (b == 0xe0) ? 0xa0 : (b == 0xf0 ? 0x90 : 0x80);
                int hi = (b == 0xed) ? 0x9f : (b == 0xf4 ? 0x8f : 0xbf);
                if (b2 < lo || b2 > hi) {
                    return blen;
                }
            }
            return blen - back;
        }
        return blen;
    }

    private boolean isExplicitLE() {
        String u = charsetName.toUpperCase();
        return u.endsWith("LE") || u.equals("UNICODELITTLEUNMARKED");
    }

    private boolean isExplicitBE() {
        String u = charsetName.toUpperCase();
        return u.endsWith("BE") || u.equals("UNICODEBIGUNMARKED") || u.equals("ISO-10646-UCS-2");
    }

    private boolean isLittleEndianStart() {
        if (isExplicitLE()) {
            return true;
        }
        if (isExplicitBE()) {
            return false;
        }
        return blen >= 2 && (bb[0] & 0xff) == 0xff && (bb[1] & 0xff) == 0xfe;
    }

    private String decode(int n) throws UnsupportedEncodingException {
        if (kind != 2) {
            return new String(bb, 0, n, charsetName);
        }
        int off = 0;
        if (!started) {
            littleEndian = isLittleEndianStart();
            if (!isExplicitLE() && !isExplicitBE() && n >= 2) {
                int b0 = bb[0] & 0xff;
                int b1 = bb[1] & 0xff;
                if ((b0 == 0xfe && b1 == 0xff) || (b0 == 0xff && b1 == 0xfe)) {
                    off = 2;
                }
            }
            started = true;
        }
        return new String(bb, off, n - off, littleEndian ? "UTF-16LE" : "UTF-16BE");
    }

    /** bb[0..n) through the decoder: a malformed or unmappable sequence it reports throws its exception. */
    private String decodeWithDecoder(int n) throws IOException {
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(n + 1); // UTF-8 and single-byte charsets: a char a byte at most
        decoder.reset();
        java.nio.charset.CoderResult cr = decoder.decode(java.nio.ByteBuffer.wrap(bb, 0, n), out, true);
        if (cr.isUnderflow()) {
            cr = decoder.flush(out);
        }
        if (cr.isError()) {
            cr.throwException();
        }
        out.flip();
        return out.toString();
    }

    /** Decodes more input; returns false at end of stream with nothing left. */
    private boolean fill() throws IOException {
        while (cpos >= cb.length) {
            if (eof && blen == 0) {
                return false;
            }
            if (!eof) {
                int n = in.read(bb, blen, bb.length - blen);
                if (n < 0) {
                    eof = true;
                } else {
                    blen += n;
                }
            }
            int d = decodableLength();
            if (d > 0) {
                String s = decoder != null && kind != 2 ? decodeWithDecoder(d) : decode(d);
                System.arraycopy(bb, d, bb, 0, blen - d);
                blen -= d;
                cb = s.toCharArray();
                cpos = 0;
            }
        }
        return true;
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (!fill()) {
                return -1;
            }
            return cb[cpos++];
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off < 0) || (off > cbuf.length) || (len < 0) || ((off + len) > cbuf.length)
                    || ((off + len) < 0)) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            if (!fill()) {
                return -1;
            }
            int n = Math.min(len, cb.length - cpos);
            System.arraycopy(cb, cpos, cbuf, off, n);
            cpos += n;
            return n;
        }
    }

    @Override
    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return cpos < cb.length || in.available() > 0;
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            in.close();
        }
    }
}
