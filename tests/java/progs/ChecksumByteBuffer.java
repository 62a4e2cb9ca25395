// release: 17
import java.nio.ByteBuffer;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;

/** Checksum.update(ByteBuffer): heap, read-only, direct and sliced buffers move to their limit. */
public class ChecksumByteBuffer {
    static void show(String what, Checksum c, ByteBuffer b) {
        int limit = b.limit();
        c.update(b);
        System.out.println(what + " " + Long.toHexString(c.getValue()) + " pos=" + b.position()
                + " limit=" + b.limit() + " same-limit=" + (limit == b.limit()));
    }

    public static void main(String[] args) {
        byte[] data = new byte[10000];
        for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 31 + (i >> 7));
        Checksum[] kinds = {new CRC32(), new Adler32(), new CRC32C()};
        String[] names = {"crc32", "adler32", "crc32c"};
        for (int k = 0; k < kinds.length; k++) {
            Checksum c = kinds[k];
            c.reset();
            show(names[k] + " heap", c, ByteBuffer.wrap(data, 100, 5000));
            c.reset();
            show(names[k] + " readonly", c, ByteBuffer.wrap(data).asReadOnlyBuffer());
            c.reset();
            ByteBuffer d = ByteBuffer.allocateDirect(data.length);
            d.put(data).flip();
            d.position(17);
            show(names[k] + " direct", c, d);
            c.reset();
            ByteBuffer s = ByteBuffer.wrap(data);
            s.position(300);
            show(names[k] + " slice", c, s.slice());
            show(names[k] + " empty", c, ByteBuffer.allocate(0));
            c.reset();
            c.update(data, 17, data.length - 17);
            System.out.println(names[k] + " array " + Long.toHexString(c.getValue()));
        }
        try {
            new CRC32().update((ByteBuffer) null);
        } catch (NullPointerException e) {
            System.out.println("null buffer: NullPointerException");
        }
    }
}
