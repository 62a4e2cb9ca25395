import java.nio.*;
import java.nio.charset.*;
import java.util.Arrays;

public class NioCharsetCoders {
    static String hex(ByteBuffer b) {
        StringBuilder s = new StringBuilder();
        while (b.hasRemaining()) s.append(String.format("%02x", b.get() & 0xff));
        return s.toString();
    }

    static void dec(Charset cs, byte[] in) {
        try {
            CharBuffer r = cs.newDecoder().decode(ByteBuffer.wrap(in));
            System.out.println(cs + " decode strict: [" + r + "]");
        } catch (CharacterCodingException e) {
            System.out.println(cs + " decode strict: " + e + " len=" + (e instanceof MalformedInputException ? ((MalformedInputException) e).getInputLength() : ((UnmappableCharacterException) e).getInputLength()));
        }
        CharBuffer r2 = cs.decode(ByteBuffer.wrap(in));
        System.out.println(cs + " decode lenient: [" + r2 + "] " + r2.position() + " " + r2.limit() + " " + new String(in, cs).equals(r2.toString()));
    }

    static void enc(Charset cs, String s) {
        try {
            ByteBuffer r = cs.newEncoder().encode(CharBuffer.wrap(s));
            System.out.println(cs + " encode strict: " + hex(r));
        } catch (CharacterCodingException e) {
            System.out.println(cs + " encode strict: " + e);
        }
        ByteBuffer r2 = cs.encode(s);
        System.out.println(cs + " encode lenient: " + r2.position() + " " + r2.limit() + " " + hex(r2) + " " + Arrays.equals(s.getBytes(cs), cs.encode(s).array().length >= 0 ? toArray(cs.encode(s)) : null));
    }

    static byte[] toArray(ByteBuffer b) {
        byte[] a = new byte[b.remaining()];
        b.get(a);
        return a;
    }

    public static void main(String[] args) throws Exception {
        Charset[] all = {StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII, StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE, Charset.forName("windows-1252")};
        byte[][] inputs = {
            "plain".getBytes(StandardCharsets.US_ASCII),
            {(byte) 0xc3, (byte) 0xa9, 'x'},
            {'a', (byte) 0xff, 'b'},
            {(byte) 0xe2, (byte) 0x82},
            {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80},
            {(byte) 0xfe, (byte) 0xff, 0, 'A'},
            {0, 'A', 0},
            {(byte) 0x81, (byte) 0x80},
            {(byte) 0xd8, 0x00, 0, 'x'},
            {(byte) 0xe2, (byte) 0x82, 'A', 'B'},
            {(byte) 0xe2, 'A', 'B'},
            {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, 'A'},
            {(byte) 0xf0, (byte) 0x9f, 'A', 'B'},
            {(byte) 0xed, (byte) 0xa0, (byte) 0x80, 'z'},
            {(byte) 0xf4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
        };
        for (Charset cs : all) {
            for (byte[] in : inputs) dec(cs, in);
        }
        String[] strs = {"plain", "caf\u00e9", "\u20ac5", "\ud83d\ude00", "bad\ud800x", "\ud800", "\u0153\u2122"};
        for (Charset cs : all) {
            for (String s : strs) enc(cs, s);
        }
        for (Charset cs : all) {
            CharsetEncoder e = cs.newEncoder();
            CharsetDecoder d = cs.newDecoder();
            System.out.println(cs + " avgBpc=" + e.averageBytesPerChar() + " maxBpc=" + e.maxBytesPerChar() + " avgCpb=" + d.averageCharsPerByte() + " maxCpb=" + d.maxCharsPerByte()
                + " repl=" + Arrays.toString(e.replacement()) + " drepl=" + d.replacement() + " " + e.charset() + " " + d.charset()
                + " canEncode(é)=" + e.canEncode('\u00e9') + " canEncode(€)=" + e.canEncode("\u20ac") + " " + e.malformedInputAction() + " " + d.unmappableCharacterAction());
        }
        // replace / ignore actions
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE).replaceWith("?");
        System.out.println("[" + d.decode(ByteBuffer.wrap(new byte[] {'a', (byte) 0x80, 'b'})) + "]");
        d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.IGNORE);
        System.out.println("[" + d.decode(ByteBuffer.wrap(new byte[] {'a', (byte) 0x80, 'b', (byte) 0xe2})) + "]");
        CharsetEncoder e = StandardCharsets.US_ASCII.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE);
        System.out.println(hex(e.encode(CharBuffer.wrap("a\u00e9b"))));
        e = StandardCharsets.US_ASCII.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE).replaceWith(new byte[] {'*'});
        System.out.println(hex(e.encode(CharBuffer.wrap("a\u00e9b"))));
        e = StandardCharsets.ISO_8859_1.newEncoder().onUnmappableCharacter(CodingErrorAction.IGNORE);
        System.out.println(hex(e.encode(CharBuffer.wrap("x\u20acy"))));
        System.out.println(CodingErrorAction.IGNORE + " " + CodingErrorAction.REPLACE + " " + CodingErrorAction.REPORT);
        // streaming decode with CoderResult
        CharsetDecoder sd = StandardCharsets.UTF_8.newDecoder();
        byte[] data = "h\u00e9llo w\u20acrld \ud83d\ude00!".getBytes(StandardCharsets.UTF_8);
        ByteBuffer in = ByteBuffer.allocate(4);
        CharBuffer out = CharBuffer.allocate(3);
        StringBuilder acc = new StringBuilder();
        int i = 0;
        while (true) {
            while (in.hasRemaining() && i < data.length) in.put(data[i++]);
            in.flip();
            boolean end = i == data.length;
            CoderResult cr = sd.decode(in, out, end);
            System.out.print(cr + "/" + cr.isUnderflow() + cr.isOverflow() + cr.isError() + " ");
            out.flip();
            acc.append(out);
            out.clear();
            in.compact();
            if (end && cr.isUnderflow() && in.position() == 0) break;
        }
        CoderResult fr = sd.flush(out);
        out.flip();
        acc.append(out);
        System.out.println();
        System.out.println(fr + " [" + acc + "]");
        // streaming encode with overflow
        CharsetEncoder se = StandardCharsets.UTF_16.newEncoder();
        CharBuffer cin = CharBuffer.wrap("ab\u00e9");
        ByteBuffer bout = ByteBuffer.allocate(3);
        CoderResult r1 = se.encode(cin, bout, true);
        System.out.println(r1 + " " + cin.position() + " " + bout.position());
        bout.flip();
        String got = hex(bout);
        bout.clear();
        ByteBuffer bout2 = ByteBuffer.allocate(10);
        CoderResult r2 = se.encode(cin, bout2, true);
        System.out.println(r2 + " " + got + " " + bout2.position());
        System.out.println(se.flush(bout2) + " " + bout2.position());
        // errors reported by CoderResult
        CharsetDecoder ed = StandardCharsets.UTF_8.newDecoder();
        CharBuffer eo = CharBuffer.allocate(10);
        CoderResult er = ed.decode(ByteBuffer.wrap(new byte[] {'o', 'k', (byte) 0xc0, 'z'}), eo, true);
        System.out.println(er + " " + er.isMalformed() + " " + er.isUnmappable() + " " + er.length() + " " + eo.position());
        try { er.throwException(); } catch (CharacterCodingException ex) { System.out.println("thrown " + ex); }
        CharsetEncoder ee = StandardCharsets.US_ASCII.newEncoder();
        CoderResult eer = ee.encode(CharBuffer.wrap("ab\u00ffc"), ByteBuffer.allocate(10), true);
        System.out.println(eer + " " + eer.isUnmappable() + " " + eer.length());
        try { eer.throwException(); } catch (CharacterCodingException ex) { System.out.println("thrown " + ex); }
        System.out.println(CoderResult.malformedForLength(3) + " " + CoderResult.unmappableForLength(2) + " " + CoderResult.UNDERFLOW + " " + CoderResult.OVERFLOW + " " + (CoderResult.malformedForLength(3) == CoderResult.malformedForLength(3)));
        try { CoderResult.UNDERFLOW.length(); } catch (UnsupportedOperationException ex) { System.out.println("length " + ex); }
        // reset and state errors
        CharsetDecoder rd = StandardCharsets.UTF_8.newDecoder();
        rd.decode(ByteBuffer.wrap(new byte[] {'a'}), CharBuffer.allocate(4), true);
        try {
            rd.decode(ByteBuffer.wrap(new byte[] {'a'}), CharBuffer.allocate(4), false);
        } catch (IllegalStateException ex) {
            System.out.println("state " + ex);
        }
        rd.reset();
        System.out.println(rd.decode(ByteBuffer.wrap(new byte[] {'a'}), CharBuffer.allocate(4), false));
        try { StandardCharsets.UTF_8.newEncoder().replaceWith(new byte[0]); } catch (IllegalArgumentException ex) { System.out.println("repl " + ex); }
        try { StandardCharsets.UTF_8.newDecoder().replaceWith(""); } catch (IllegalArgumentException ex) { System.out.println("repl " + ex); }
        System.out.println(StandardCharsets.UTF_8.newEncoder().isLegalReplacement(new byte[] {'?'}) + " " + StandardCharsets.UTF_8.canEncode());
        // Charset.encode on CharBuffer and String round trips
        String text = "r\u00e9sum\u00e9 \u20ac \ud83d\ude00";
        for (Charset cs : all) {
            ByteBuffer enc = cs.encode(CharBuffer.wrap(text));
            String back = cs.decode(enc).toString();
            System.out.println(cs + " roundtrip [" + back + "] " + new String(text.getBytes(cs), cs) + " " + text.getBytes(cs).length);
        }
        System.out.println(new String(new byte[] {(byte) 0xe2, (byte) 0x82, (byte) 0xac}, "UTF-8") + " " + Arrays.toString("\u00e9".getBytes("ISO-8859-1")));
    }
}
