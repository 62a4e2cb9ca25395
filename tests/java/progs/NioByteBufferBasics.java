import java.nio.*;

public class NioByteBufferBasics {
    static void show(String what, Buffer b) {
        System.out.println(what + ": " + b + " rem=" + b.remaining() + " has=" + b.hasRemaining() + " ro=" + b.isReadOnly() + " direct=" + b.isDirect());
    }

    public static void main(String[] args) {
        ByteBuffer b = ByteBuffer.allocate(16);
        show("alloc", b);
        System.out.println("order " + b.order() + " native " + ByteOrder.nativeOrder() + " hasArray " + b.hasArray() + " off " + b.arrayOffset());
        b.put((byte) 1).put((byte) 2).put((byte) 3);
        show("put3", b);
        b.flip();
        show("flip", b);
        System.out.println(b.get() + " " + b.get());
        show("get2", b);
        b.mark();
        System.out.println(b.get());
        b.reset();
        show("reset", b);
        b.compact();
        show("compact", b);
        b.flip();
        System.out.println(b.get(0) + " " + b.remaining());
        b.rewind();
        b.clear();
        show("clear", b);
        for (int i = 0; i < 16; i++) b.put((byte) (i * 17));
        b.position(4).limit(12);
        show("window", b);
        ByteBuffer s = b.slice();
        show("slice", s);
        System.out.println("slice get0 " + s.get(0) + " arrayOffset " + s.arrayOffset() + " same array " + (s.array() == b.array()));
        s.put(0, (byte) 99);
        System.out.println("b.get(4) " + b.get(4));
        ByteBuffer d = b.duplicate();
        show("dup", d);
        d.position(6);
        show("dup after", d);
        show("orig after", b);
        ByteBuffer ro = b.asReadOnlyBuffer();
        show("ro", ro);
        System.out.println("ro hasArray " + ro.hasArray());
        try { ro.put((byte) 1); } catch (ReadOnlyBufferException e) { System.out.println("ro put " + e); }
        try { ro.array(); } catch (ReadOnlyBufferException e) { System.out.println("ro array " + e); }
        try { ro.arrayOffset(); } catch (ReadOnlyBufferException e) { System.out.println("ro arrayOffset " + e); }
        try { ro.compact(); } catch (ReadOnlyBufferException e) { System.out.println("ro compact " + e); }
        ByteBuffer w = ByteBuffer.wrap(new byte[] {10, 20, 30, 40, 50, 60}, 1, 3);
        show("wrap", w);
        System.out.println("wrap arrayOffset " + w.arrayOffset() + " get " + w.get());
        ByteBuffer ws = w.slice();
        show("wrap slice", ws);
        System.out.println("ws arrayOffset " + ws.arrayOffset() + " " + ws.get(0));
        byte[] dst = new byte[4];
        ByteBuffer src = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        src.get(dst);
        System.out.println(java.util.Arrays.toString(dst) + " " + src);
        src.get(dst, 1, 2);
        System.out.println(java.util.Arrays.toString(dst) + " " + src);
        ByteBuffer t = ByteBuffer.allocate(10);
        src.rewind();
        t.put(src);
        System.out.println(t + " " + src);
        t.put(new byte[] {9, 9});
        System.out.println(t + " " + java.util.Arrays.toString(t.array()));
        // equals / compareTo / hashCode
        ByteBuffer a1 = ByteBuffer.wrap(new byte[] {1, 2, 3});
        ByteBuffer a2 = ByteBuffer.wrap(new byte[] {0, 1, 2, 3}, 1, 3);
        ByteBuffer a3 = ByteBuffer.wrap(new byte[] {1, 2, 4});
        ByteBuffer a4 = ByteBuffer.wrap(new byte[] {1, 2});
        ByteBuffer a5 = ByteBuffer.wrap(new byte[] {1, (byte) -2});
        System.out.println(a1.equals(a2) + " " + a1.equals(a3) + " " + a1.hashCode() + " " + a2.hashCode() + " " + a3.hashCode());
        System.out.println(a1.compareTo(a2) + " " + a1.compareTo(a3) + " " + a3.compareTo(a1) + " " + a1.compareTo(a4) + " " + a4.compareTo(a1) + " " + a5.compareTo(a4));
        System.out.println(a1.equals("x") + " " + a1.equals(a1.duplicate()));
        ByteBuffer dir = ByteBuffer.allocateDirect(8);
        show("direct", dir);
        dir.putInt(7).putInt(8);
        dir.flip();
        System.out.println(dir.getInt() + " " + dir.getInt() + " " + dir);
        show("direct ro", dir.asReadOnlyBuffer());
        show("direct slice", dir.slice());
        System.out.println(ByteBuffer.allocate(0) + " " + ByteBuffer.wrap(new byte[5]).equals(ByteBuffer.allocate(5)));
        // position past mark discards it
        ByteBuffer m = ByteBuffer.allocate(10);
        m.position(5).mark();
        m.position(3);
        try { m.reset(); } catch (InvalidMarkException e) { System.out.println("reset " + e); }
        m.position(5).mark().limit(4);
        try { m.reset(); } catch (InvalidMarkException e) { System.out.println("reset2 " + e); }
        System.out.println(m);
        m.limit(8).position(6).mark().flip();
        try { m.reset(); } catch (InvalidMarkException e) { System.out.println("reset3 " + e); }
        m.clear().position(7).mark().rewind();
        try { m.reset(); } catch (InvalidMarkException e) { System.out.println("reset4 " + e); }
        Buffer gen = ByteBuffer.allocate(4);
        gen.position(2);
        gen.limit(3);
        gen.flip();
        System.out.println(gen + " " + gen.capacity() + " " + gen.limit() + " " + gen.position());
        // sorting buffers
        java.util.List<ByteBuffer> list = new java.util.ArrayList<ByteBuffer>();
        list.add(a3); list.add(a1); list.add(a4); list.add(a5);
        java.util.Collections.sort(list);
        for (ByteBuffer x : list) System.out.print(x.remaining() + ":" + x.get(x.limit() - 1) + " ");
        System.out.println();
    }
}
