import java.nio.*;
import java.util.Arrays;
import java.util.regex.*;

public class NioCharBuffer {
    public static void main(String[] args) throws Exception {
        CharBuffer c = CharBuffer.allocate(10);
        System.out.println("[" + c + "] " + c.length() + " " + c.remaining() + " " + c.getClass().getName());
        c.put("hello").put(' ').put(new char[] {'w', 'o'});
        System.out.println("[" + c + "] pos=" + c.position());
        c.flip();
        System.out.println("[" + c + "] " + c.length() + " " + c.charAt(1) + " " + c.subSequence(1, 4) + " " + c.subSequence(1, 4).getClass().getName());
        CharSequence sub = c.subSequence(2, 6);
        System.out.println(sub.length() + " [" + sub + "] " + ((CharBuffer) sub).position() + " " + ((CharBuffer) sub).limit() + " " + ((CharBuffer) sub).capacity());
        c.get();
        System.out.println("[" + c + "] " + c.charAt(0));
        CharBuffer w = CharBuffer.wrap("abcdef");
        System.out.println("[" + w + "] " + w.isReadOnly() + " " + w.hasArray() + " " + w.length());
        CharBuffer w2 = CharBuffer.wrap("abcdef", 1, 4);
        System.out.println("[" + w2 + "] " + w2.position() + " " + w2.limit() + " " + w2.capacity() + " " + w2.get() + " [" + w2.slice() + "]");
        CharBuffer sb = CharBuffer.wrap(new StringBuilder("mutable"));
        System.out.println("[" + sb + "] " + sb.isReadOnly());
        CharBuffer ca = CharBuffer.wrap(new char[] {'x', 'y', 'z', 'w'}, 1, 2);
        System.out.println("[" + ca + "] " + ca.arrayOffset() + " " + ca.position() + " " + ca.limit());
        System.out.println(w.equals(CharBuffer.wrap("abcdef".toCharArray())) + " " + w.compareTo(CharBuffer.wrap("abd")) + " " + w.hashCode() + " " + CharBuffer.wrap("abcdef".toCharArray()).hashCode());
        // append / Appendable
        CharBuffer ap = CharBuffer.allocate(20);
        ap.append("ab").append('c').append("xdefx", 1, 4).append(null);
        ap.flip();
        System.out.println("[" + ap + "]");
        // read(CharBuffer) / Readable
        CharBuffer target = CharBuffer.allocate(4);
        int n = CharBuffer.wrap("readable").read(target);
        target.flip();
        System.out.println(n + " [" + target + "]");
        java.io.Reader r = new java.io.StringReader("from reader");
        CharBuffer rb = CharBuffer.allocate(64);
        int k;
        while ((k = r.read(rb)) > 0) System.out.print(k + " ");
        rb.flip();
        System.out.println("[" + rb + "]");
        // regex on CharBuffer
        Matcher m = Pattern.compile("[a-z]+").matcher(CharBuffer.wrap("12 abc 34 de"));
        while (m.find()) System.out.print(m.group() + ";");
        System.out.println();
        // StringBuilder append CharBuffer
        StringBuilder b = new StringBuilder();
        b.append(CharBuffer.wrap("xyz"));
        b.append((CharSequence) CharBuffer.wrap("0123456"), 2, 4);
        System.out.println(b);
        System.out.println(String.valueOf(CharBuffer.wrap("vo")) + " " + "abc".contentEquals(CharBuffer.wrap("abc")));
        // put(String, int, int) and get(char[])
        CharBuffer p = CharBuffer.allocate(8);
        p.put("0123456789", 2, 6);
        p.put(1, 'Q');
        System.out.println(Arrays.toString(p.array()) + " " + p);
        p.flip();
        char[] g = new char[3];
        p.get(g);
        System.out.println(new String(g) + " [" + p + "]");
        // compact, duplicate, readonly
        p.compact();
        System.out.println(p.position() + " " + p.limit() + " " + Arrays.toString(p.array()));
        CharBuffer ro = CharBuffer.wrap("hello world".toCharArray()).asReadOnlyBuffer();
        System.out.println(ro.isReadOnly() + " [" + ro + "] [" + ro.duplicate() + "] " + ro.hasArray());
        // char views of byte buffers: toString gives content
        ByteBuffer bb = ByteBuffer.allocate(10);
        bb.asCharBuffer().put("Hi!");
        System.out.println(Arrays.toString(bb.array()) + " [" + bb.asCharBuffer().subSequence(0, 3) + "]");
        bb.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("[" + bb.asCharBuffer().subSequence(0, 2) + "]");
        // chars() stream
        System.out.println(CharBuffer.wrap("stream").chars().count() + " " + CharBuffer.wrap("aba").chars().filter(new java.util.function.IntPredicate() {
            public boolean test(int ch) { return ch == 'a'; }
        }).count());
        // equals ignores position of the rest
        CharBuffer e1 = CharBuffer.wrap("xxabc");
        e1.position(2);
        System.out.println(e1.equals(CharBuffer.wrap("abc")) + " " + e1.compareTo(CharBuffer.wrap("abd")) + " " + e1.compareTo(CharBuffer.wrap("ab")));
        // get(int) absolute / charAt relative
        CharBuffer rel = CharBuffer.wrap("0123456789");
        rel.position(3);
        System.out.println(rel.get(1) + " " + rel.charAt(1) + " " + rel.order());
        // isEmpty exists since 15 only, use length
        System.out.println(CharBuffer.allocate(0).length());
    }
}
