import java.nio.*;
import java.util.Arrays;

public class NioByteBufferViews {
    public static void main(String[] args) {
        ByteBuffer b = ByteBuffer.allocate(32);
        b.putInt(0x01020304).putShort((short) -2).putLong(0x1122334455667788L).putChar('\u20ac').putFloat(1.5f).putDouble(-0.1);
        System.out.println(b + " " + Arrays.toString(b.array()));
        b.flip();
        System.out.println(Integer.toHexString(b.getInt()) + " " + b.getShort() + " " + Long.toHexString(b.getLong()) + " " + (int) b.getChar() + " " + b.getFloat() + " " + b.getDouble() + " " + b);
        b.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println(b.order() + " " + Integer.toHexString(b.getInt(0)) + " " + b.getShort(4) + " " + Long.toHexString(b.getLong(6)) + " " + (int) b.getChar(14) + " " + b.getFloat(16) + " " + b.getDouble(20));
        b.clear();
        b.putInt(0x0a0b0c0d).putLong(-5L).putShort((short) 300).putChar('A').putFloat(Float.NaN).putDouble(Double.NEGATIVE_INFINITY);
        System.out.println(Arrays.toString(b.array()));
        b.putInt(1, 7).putLong(4, 9L).putShort(30, (short) 1).putChar(28, 'z').putFloat(24, 2f).putDouble(12, 3.0);
        System.out.println(Arrays.toString(b.array()));
        b.order(ByteOrder.BIG_ENDIAN);
        System.out.println(b.getInt(1) + " " + b.getLong(4) + " " + b.getShort(30) + " " + b.getChar(28) + " " + b.getFloat(24) + " " + b.getDouble(12));

        ByteBuffer src = ByteBuffer.allocate(24);
        for (int i = 0; i < 24; i++) src.put((byte) (i + 1));
        src.position(2);
        IntBuffer ib = src.asIntBuffer();
        System.out.println(ib + " " + ib.order() + " " + ib.isDirect() + " " + ib.hasArray() + " " + ib.isReadOnly());
        while (ib.hasRemaining()) System.out.print(Integer.toHexString(ib.get()) + " ");
        System.out.println();
        src.order(ByteOrder.LITTLE_ENDIAN);
        IntBuffer il = src.asIntBuffer();
        System.out.println(il + " " + il.order() + " " + Integer.toHexString(il.get(0)));
        il.put(1, -1);
        System.out.println(Arrays.toString(src.array()));
        IntBuffer ir = src.asReadOnlyBuffer().asIntBuffer();
        System.out.println(ir + " " + ir.isReadOnly() + " " + ir.order());
        IntBuffer irb = src.asReadOnlyBuffer().order(ByteOrder.BIG_ENDIAN).asIntBuffer();
        System.out.println(irb + " " + irb.order());
        src.order(ByteOrder.BIG_ENDIAN);
        src.clear();
        LongBuffer lb = src.asLongBuffer();
        System.out.println(lb + " " + Long.toHexString(lb.get(2)));
        ShortBuffer sb = src.asShortBuffer();
        System.out.println(sb + " " + sb.get(11));
        CharBuffer cb = src.asCharBuffer();
        System.out.println(cb.getClass().getName().startsWith("java.nio.") + " " + cb.length() + " " + (int) cb.get(0));
        FloatBuffer fb = src.asFloatBuffer();
        System.out.println(fb + " " + fb.get(0));
        DoubleBuffer db = src.asDoubleBuffer();
        System.out.println(db + " " + db.get(0));
        // view slicing and duplicate
        IntBuffer iv = src.asIntBuffer();
        iv.position(2);
        IntBuffer ivs = iv.slice();
        System.out.println(ivs + " " + Integer.toHexString(ivs.get(0)));
        IntBuffer ivd = iv.duplicate();
        System.out.println(ivd + " " + ivd.order());
        ivs.put(0, 0x7f7f7f7f);
        System.out.println(Arrays.toString(src.array()));
        // direct views
        ByteBuffer dbuf = ByteBuffer.allocateDirect(16);
        System.out.println(dbuf.asIntBuffer() + " " + dbuf.asLongBuffer().isDirect());
        System.out.println(dbuf.order(ByteOrder.nativeOrder()).asIntBuffer() + " " + dbuf.asReadOnlyBuffer().asShortBuffer());
        // heap typed buffers
        IntBuffer ia = IntBuffer.allocate(5);
        ia.put(3).put(1).put(new int[] {4, 1, 5});
        ia.flip();
        System.out.println(ia + " " + ia.order() + " " + Arrays.toString(ia.array()) + " " + ia.hashCode());
        int[] out = new int[3];
        ia.position(1);
        ia.get(out);
        System.out.println(Arrays.toString(out) + " " + ia);
        ia.compact();
        System.out.println(ia + " " + Arrays.toString(ia.array()));
        IntBuffer iw = IntBuffer.wrap(new int[] {9, 8, 7, 6}, 1, 2);
        System.out.println(iw + " " + iw.slice() + " " + iw.slice().arrayOffset() + " " + iw.asReadOnlyBuffer());
        LongBuffer la = LongBuffer.wrap(new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE});
        System.out.println(la + " " + la.hashCode() + " " + la.compareTo(LongBuffer.wrap(new long[] {0})));
        DoubleBuffer d1 = DoubleBuffer.wrap(new double[] {Double.NaN, -0.0, 1});
        DoubleBuffer d2 = DoubleBuffer.wrap(new double[] {Double.NaN, 0.0, 1});
        System.out.println(d1.equals(d2) + " " + d1.compareTo(d2) + " " + d1.hashCode() + " " + d2.hashCode() + " " + d1);
        FloatBuffer f1 = FloatBuffer.wrap(new float[] {Float.NaN, 2.5f});
        FloatBuffer f2 = FloatBuffer.wrap(new float[] {Float.NaN, 2.5f});
        System.out.println(f1.equals(f2) + " " + f1.compareTo(f2) + " " + f1.hashCode() + " " + f1.asReadOnlyBuffer());
        ShortBuffer s1 = ShortBuffer.wrap(new short[] {1, -1, 300});
        System.out.println(s1 + " " + s1.hashCode() + " " + s1.compareTo(ShortBuffer.wrap(new short[] {1, 2})) + " " + s1.get(1));
        // put(typed buffer)
        IntBuffer dst = IntBuffer.allocate(6);
        dst.put(IntBuffer.wrap(new int[] {1, 2, 3}));
        System.out.println(dst + " " + Arrays.toString(dst.array()));
        // view put through ByteBuffer view order
        ByteBuffer le = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        le.asShortBuffer().put((short) 0x0102).put((short) 0x0304);
        le.asCharBuffer().put(2, 'B');
        le.asFloatBuffer().put(1, 1.0f);
        System.out.println(Arrays.toString(le.array()));
        System.out.println(ByteOrder.BIG_ENDIAN + " " + ByteOrder.LITTLE_ENDIAN);
        // Java 9+ covariant methods used through Buffer references
        Buffer gb = IntBuffer.allocate(4);
        gb.position(1);
        gb.limit(3);
        gb.mark();
        gb.position(2);
        gb.reset();
        System.out.println(gb + " " + gb.remaining());
        gb.flip();
        gb.rewind();
        gb.clear();
        System.out.println(gb);
    }
}
