import java.nio.*;

public class NioBufferExceptions {
    interface Act { void run() throws Exception; }

    static void t(String name, Act a) {
        try {
            a.run();
            System.out.println(name + ": ok");
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    public static void main(String[] args) {
        final ByteBuffer b = ByteBuffer.allocate(8);
        t("alloc -1", new Act() { public void run() { ByteBuffer.allocate(-1); } });
        t("allocDirect -1", new Act() { public void run() { ByteBuffer.allocateDirect(-1); } });
        t("int alloc -1", new Act() { public void run() { IntBuffer.allocate(-1); } });
        t("char alloc -3", new Act() { public void run() { CharBuffer.allocate(-3); } });
        t("position 9", new Act() { public void run() { b.position(9); } });
        t("position -1", new Act() { public void run() { b.position(-1); } });
        t("limit 9", new Act() { public void run() { b.limit(9); } });
        t("limit -1", new Act() { public void run() { b.limit(-1); } });
        t("limit 4 pos 6", new Act() { public void run() { b.clear(); b.limit(4); b.position(6); } });
        t("get(8)", new Act() { public void run() { b.clear(); b.get(8); } });
        t("get(-1)", new Act() { public void run() { b.get(-1); } });
        t("put(8,x)", new Act() { public void run() { b.put(8, (byte) 1); } });
        t("getInt(5)", new Act() { public void run() { b.getInt(5); } });
        t("getInt(-1)", new Act() { public void run() { b.getInt(-1); } });
        t("getLong(1)", new Act() { public void run() { b.getLong(1); } });
        t("putDouble(4,x)", new Act() { public void run() { b.putDouble(4, 1.0); } });
        t("getInt at 6", new Act() { public void run() { b.position(6); b.getInt(); } });
        t("putLong at 6", new Act() { public void run() { b.position(6); b.putLong(1L); } });
        t("get past limit", new Act() { public void run() { b.position(8); b.get(); } });
        t("put past limit", new Act() { public void run() { b.position(8); b.put((byte) 1); } });
        t("bulk get", new Act() { public void run() { b.position(4); b.get(new byte[5]); } });
        t("bulk put", new Act() { public void run() { b.position(4); b.put(new byte[5]); } });
        t("bulk get bad off", new Act() { public void run() { b.position(0); b.get(new byte[5], 3, 3); } });
        t("bulk put bad off", new Act() { public void run() { b.position(0); b.put(new byte[5], -1, 3); } });
        t("put self", new Act() { public void run() { b.put(b); } });
        t("put buffer overflow", new Act() { public void run() { b.clear(); ByteBuffer.allocate(2).put(b); } });
        t("wrap bad", new Act() { public void run() { ByteBuffer.wrap(new byte[4], 2, 3); } });
        t("wrap bad2", new Act() { public void run() { ByteBuffer.wrap(new byte[4], -1, 3); } });
        t("reset no mark", new Act() { public void run() { ByteBuffer.allocate(3).reset(); } });
        t("ro put", new Act() { public void run() { b.asReadOnlyBuffer().put(0, (byte) 1); } });
        t("ro putInt", new Act() { public void run() { b.asReadOnlyBuffer().putInt(1); } });
        t("ro int view put", new Act() { public void run() { b.asReadOnlyBuffer().asIntBuffer().put(1); } });
        t("ro put empty array", new Act() { public void run() { b.asReadOnlyBuffer().put(new byte[0]); } });
        t("int view get", new Act() { public void run() { b.clear(); IntBuffer ib = b.asIntBuffer(); ib.get(); ib.get(); ib.get(); } });
        t("int view get(2)", new Act() { public void run() { b.asIntBuffer().get(2); } });
        t("char get", new Act() { public void run() { CharBuffer.wrap("ab").get(5); } });
        t("string charbuffer put", new Act() { public void run() { CharBuffer.wrap("ab").put('x'); } });
        t("string charbuffer array", new Act() { public void run() { CharBuffer.wrap("ab").array(); } });
        t("charAt", new Act() { public void run() { CharBuffer.wrap("abc").charAt(3); } });
        t("subSequence", new Act() { public void run() { CharBuffer.wrap("abc").subSequence(2, 1); } });
        t("wrap cs bad", new Act() { public void run() { CharBuffer.wrap("abc", 2, 5); } });
        t("long array", new Act() { public void run() { LongBuffer.allocate(2).put(new long[3]); } });
        t("double get", new Act() { public void run() { DoubleBuffer.allocate(2).get(new double[3]); } });
        t("float idx", new Act() { public void run() { FloatBuffer.allocate(2).get(2); } });
        t("short idx", new Act() { public void run() { ShortBuffer.allocate(2).put(-1, (short) 1); } });
        t("order null", new Act() { public void run() { System.out.println(b.order(null).order()); } });
        t("equals null", new Act() { public void run() { System.out.println(b.equals(null)); } });
        t("slice neg", new Act() { public void run() { b.clear(); b.position(-1); } });
        t("slice big", new Act() { public void run() { b.position(20); } });
        t("int buffer put self", new Act() { public void run() { IntBuffer x = IntBuffer.allocate(2); x.put(x); } });
        System.out.println(new BufferOverflowException() + " " + new BufferUnderflowException() + " " + new ReadOnlyBufferException() + " " + new InvalidMarkException());
        System.out.println((new BufferOverflowException() instanceof RuntimeException) + " " + (new InvalidMarkException() instanceof IllegalStateException) + " " + (new ReadOnlyBufferException() instanceof UnsupportedOperationException));
    }
}
