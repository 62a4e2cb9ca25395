package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/** Decoders and encoders of jlib's standard charsets (ids: Charset.KNOWN's order). */
final class StdCoders {
    private StdCoders() {
    }

    static final int US_ASCII = 0, ISO_8859_1 = 1, UTF_8 = 2, UTF_16BE = 3, UTF_16LE = 4, UTF_16 = 5, WINDOWS_1252 = 6;

    /** windows-1252's characters for the bytes 0x80..0x9f; 0xfffd where the byte has none. */
    static final String CP1252_HIGH =
        "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd"
        + "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

    static CharsetDecoder decoder(Charset cs, int id) {
        switch (id) {
            case UTF_8:
                return new Utf8Decoder(cs);
            case UTF_16BE:
            case UTF_16LE:
            case UTF_16:
                return new Utf16Decoder(cs, id);
            default:
                return new SingleDecoder(cs, id);
        }
    }

    static CharsetEncoder encoder(Charset cs, int id) {
        switch (id) {
            case UTF_8:
                return new Utf8Encoder(cs);
            case UTF_16BE:
                return new Utf16Encoder(cs, true, false);
            case UTF_16LE:
                return new Utf16Encoder(cs, false, false);
            case UTF_16:
                return new Utf16Encoder(cs, true, true);
            default:
                return new SingleEncoder(cs, id);
        }
    }

    // ------------------------------------------------------------------ single-byte charsets

    static final class SingleDecoder extends CharsetDecoder {
        private final int id;

        SingleDecoder(Charset cs, int id) {
            super(cs, 1.0f, 1.0f);
            this.id = id;
        }

        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int b = in.get(p) & 0xff;
                char c;
                if (id == US_ASCII && b >= 0x80) {
                    return CoderResult.malformedForLength(1);
                } else if (id == WINDOWS_1252 && b >= 0x80 && b < 0xa0) {
                    c = CP1252_HIGH.charAt(b - 0x80);
                    if (c == '\ufffd') {
                        return CoderResult.unmappableForLength(1);
                    }
                } else {
                    c = (char) b;
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put(c);
                in.position(p + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    /** The result for a surrogate at in's position (which a single encoder cannot map). */
    static CoderResult surrogate(CharBuffer in, char c, boolean unmappablePair) {
        if (Character.isHighSurrogate(c)) {
            if (in.remaining() < 2) {
                return CoderResult.UNDERFLOW;
            }
            if (Character.isLowSurrogate(in.get(in.position() + 1))) {
                return unmappablePair ? CoderResult.unmappableForLength(2) : null;
            }
        }
        return CoderResult.malformedForLength(1);
    }

    static final class SingleEncoder extends CharsetEncoder {
        private final int id;

        SingleEncoder(Charset cs, int id) {
            super(cs, 1.0f, 1.0f);
            this.id = id;
        }

        private int map(char c) {
            if (id == US_ASCII) {
                return c < 0x80 ? c : -1;
            }
            if (id == ISO_8859_1) {
                return c <= 0xff ? c : -1;
            }
            if (c <= 0xff && (c < 0x80 || c >= 0xa0)) {
                return c;
            }
            int i = CP1252_HIGH.indexOf(c);
            return c != '\ufffd' && i >= 0 ? 0x80 + i : -1;
        }

        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                int b = map(c);
                if (b < 0) {
                    if (Character.isSurrogate(c)) {
                        return surrogate(in, c, true);
                    }
                    return CoderResult.unmappableForLength(1);
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put((byte) b);
                in.position(p + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    // ------------------------------------------------------------------ UTF-8

    private static boolean cont(int b) {
        return (b & 0xc0) == 0x80;
    }

    static final class Utf8Decoder extends CharsetDecoder {
        Utf8Decoder(Charset cs) {
            super(cs, 1.0f, 1.0f);
        }

        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int rem = in.remaining();
                int b1 = in.get(p) & 0xff;
                if (b1 < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) b1);
                    in.position(p + 1);
                } else if (b1 >= 0xc2 && b1 <= 0xdf) {
                    if (rem < 2) {
                        return CoderResult.UNDERFLOW;
                    }
                    int b2 = in.get(p + 1) & 0xff;
                    if (!cont(b2)) {
                        return CoderResult.malformedForLength(1);
                    }
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) (((b1 & 0x1f) << 6) | (b2 & 0x3f)));
                    in.position(p + 2);
                } else if (b1 >= 0xe0 && b1 <= 0xef) {
                    if (rem < 3) {
                        if (rem > 1) {
                            int b2 = in.get(p + 1) & 0xff;
                            if ((b1 == 0xe0 && (b2 & 0xe0) == 0x80) || !cont(b2)) {
                                return CoderResult.malformedForLength(1);
                            }
                        }
                        return CoderResult.UNDERFLOW;
                    }
                    int b2 = in.get(p + 1) & 0xff;
                    int b3 = in.get(p + 2) & 0xff;
                    if ((b1 == 0xe0 && (b2 & 0xe0) == 0x80) || !cont(b2) || !cont(b3)) {
                        boolean one = (b1 == 0xe0 && (b2 & 0xe0) == 0x80) || !cont(b2);
                        return CoderResult.malformedForLength(one ? 1 : 2);
                    }
                    char c = (char) (((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
                    if (Character.isSurrogate(c)) {
                        return CoderResult.malformedForLength(3);
                    }
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(c);
                    in.position(p + 3);
                } else if (b1 >= 0xf0 && b1 <= 0xf7) {
                    if (rem < 4) {
                        if (b1 > 0xf4 || (rem > 1 && bad4_2(b1, in.get(p + 1) & 0xff))) {
                            return CoderResult.malformedForLength(1);
                        }
                        if (rem > 2 && !cont(in.get(p + 2))) {
                            return CoderResult.malformedForLength(2);
                        }
                        return CoderResult.UNDERFLOW;
                    }
                    int b2 = in.get(p + 1) & 0xff;
                    int b3 = in.get(p + 2) & 0xff;
                    int b4 = in.get(p + 3) & 0xff;
                    int uc = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6) | (b4 & 0x3f);
                    if (!cont(b2) || !cont(b3) || !cont(b4) || uc < 0x10000 || uc > 0x10ffff) {
                        if (b1 > 0xf4 || bad4_2(b1, b2)) {
                            return CoderResult.malformedForLength(1);
                        }
                        return CoderResult.malformedForLength(!cont(b3) ? 2 : 3);
                    }
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(Character.highSurrogate(uc));
                    out.put(Character.lowSurrogate(uc));
                    in.position(p + 4);
                } else {
                    return CoderResult.malformedForLength(1);
                }
            }
            return CoderResult.UNDERFLOW;
        }

        private static boolean bad4_2(int b1, int b2) {
            return (b1 == 0xf0 && (b2 < 0x90 || b2 > 0xbf)) || (b1 == 0xf4 && (b2 & 0xf0) != 0x80) || !cont(b2);
        }
    }

    static final class Utf8Encoder extends CharsetEncoder {
        Utf8Encoder(Charset cs) {
            super(cs, 1.1f, 3.0f);
        }

        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                if (c < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) c);
                    in.position(p + 1);
                } else if (c < 0x800) {
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) (0xc0 | (c >> 6)));
                    out.put((byte) (0x80 | (c & 0x3f)));
                    in.position(p + 1);
                } else if (Character.isSurrogate(c)) {
                    CoderResult r = surrogate(in, c, false);
                    if (r != null) {
                        return r;
                    }
                    int uc = Character.toCodePoint(c, in.get(p + 1));
                    if (out.remaining() < 4) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) (0xf0 | (uc >> 18)));
                    out.put((byte) (0x80 | ((uc >> 12) & 0x3f)));
                    out.put((byte) (0x80 | ((uc >> 6) & 0x3f)));
                    out.put((byte) (0x80 | (uc & 0x3f)));
                    in.position(p + 2);
                } else {
                    if (out.remaining() < 3) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) (0xe0 | (c >> 12)));
                    out.put((byte) (0x80 | ((c >> 6) & 0x3f)));
                    out.put((byte) (0x80 | (c & 0x3f)));
                    in.position(p + 1);
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }

    // ------------------------------------------------------------------ UTF-16

    static final class Utf16Decoder extends CharsetDecoder {
        private static final int NONE = 0, BIG = 1, LITTLE = 2;
        private final int expected;
        private int current;

        Utf16Decoder(Charset cs, int id) {
            super(cs, 0.5f, 1.0f);
            expected = id == UTF_16BE ? BIG : id == UTF_16LE ? LITTLE : NONE;
            current = expected;
        }

        private char unit(int b1, int b2) {
            return current == LITTLE ? (char) ((b2 << 8) | b1) : (char) ((b1 << 8) | b2);
        }

        protected void implReset() {
            current = expected;
        }

        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            for (;;) {
                int p = in.position();
                if (in.remaining() < 2) {
                    return CoderResult.UNDERFLOW;
                }
                int b1 = in.get(p) & 0xff;
                int b2 = in.get(p + 1) & 0xff;
                if (current == NONE) {
                    int u = (b1 << 8) | b2;
                    if (u == 0xfeff) {
                        current = BIG;
                        in.position(p + 2);
                        continue;
                    } else if (u == 0xfffe) {
                        current = LITTLE;
                        in.position(p + 2);
                        continue;
                    }
                    current = BIG;
                }
                char c = unit(b1, b2);
                if (Character.isSurrogate(c)) {
                    if (!Character.isHighSurrogate(c)) {
                        return CoderResult.malformedForLength(2);
                    }
                    if (in.remaining() < 4) {
                        return CoderResult.UNDERFLOW;
                    }
                    char c2 = unit(in.get(p + 2) & 0xff, in.get(p + 3) & 0xff);
                    if (!Character.isLowSurrogate(c2)) {
                        return CoderResult.malformedForLength(4);
                    }
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(c);
                    out.put(c2);
                    in.position(p + 4);
                    continue;
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put(c);
                in.position(p + 2);
            }
        }
    }

    static final class Utf16Encoder extends CharsetEncoder {
        private final boolean big;
        private final boolean usesMark;
        private boolean needsMark;

        Utf16Encoder(Charset cs, boolean big, boolean usesMark) {
            super(cs, 2.0f, usesMark ? 4.0f : 2.0f, big ? new byte[] {(byte) 0xff, (byte) 0xfd} : new byte[] {(byte) 0xfd, (byte) 0xff});
            this.big = big;
            this.usesMark = usesMark;
            this.needsMark = usesMark;
        }

        protected void implReset() {
            needsMark = usesMark;
        }

        private void unit(ByteBuffer out, char c) {
            if (big) {
                out.put((byte) (c >> 8));
                out.put((byte) c);
            } else {
                out.put((byte) c);
                out.put((byte) (c >> 8));
            }
        }

        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            if (needsMark && in.hasRemaining()) {
                if (out.remaining() < 2) {
                    return CoderResult.OVERFLOW;
                }
                unit(out, '\ufeff');
                needsMark = false;
            }
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                if (Character.isSurrogate(c)) {
                    CoderResult r = surrogate(in, c, false);
                    if (r != null) {
                        return r;
                    }
                    if (out.remaining() < 4) {
                        return CoderResult.OVERFLOW;
                    }
                    unit(out, c);
                    unit(out, in.get(p + 1));
                    in.position(p + 2);
                    continue;
                }
                if (out.remaining() < 2) {
                    return CoderResult.OVERFLOW;
                }
                unit(out, c);
                in.position(p + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }
}
