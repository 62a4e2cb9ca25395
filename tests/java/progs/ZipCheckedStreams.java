import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Checksum;
import java.util.zip.Deflater;
import java.util.zip.DeflaterInputStream;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.InflaterOutputStream;
import java.util.zip.ZipException;

// Checked streams with CRC32 and Adler32; the zlib-format streams (DeflaterOutputStream,
// InflaterInputStream, DeflaterInputStream, InflaterOutputStream) chained through them.
public class ZipCheckedStreams {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x & 0xff));
        return sb.toString();
    }

    static byte[] readAll(InputStream in, int chunk) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        int n;
        while ((n = in.read(buf)) != -1) bo.write(buf, 0, n);
        return bo.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 500; i++) sb.append(i).append(i % 3 == 0 ? " fizz" : "").append(i % 5 == 0 ? " buzz" : "").append('\n');
        byte[] data = sb.toString().getBytes(StandardCharsets.UTF_8);

        Checksum[] sums = {new CRC32(), new Adler32()};
        for (Checksum c : sums) {
            c.update(data, 0, data.length);
            long whole = c.getValue();
            c.reset();
            for (byte b : data) c.update(b);
            long bytewise = c.getValue();
            c.reset();
            c.update(data, 0, data.length);
            System.out.println(c.getClass().getSimpleName() + ": " + Long.toHexString(whole) + " " + (whole == bytewise) + " " + (whole == c.getValue()));
            c.reset();
            System.out.println("  reset " + c.getValue());
            c.update(new byte[] {(byte) 'a'}, 0, 1);
            System.out.println("  a " + Long.toHexString(c.getValue()));
            c.reset();
            byte[] ones = new byte[70000];
            Arrays.fill(ones, (byte) 0xff);
            c.update(ones, 3, ones.length - 3);
            System.out.println("  ff*69997 " + Long.toHexString(c.getValue()));
            try {
                c.update(data, -1, 2);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("  bad range: " + e.getClass().getName());
            }
        }

        // deflate through a checked output stream, inflate through a checked input stream
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        CheckedOutputStream co = new CheckedOutputStream(bo, new Adler32());
        DeflaterOutputStream dout = new DeflaterOutputStream(co, new Deflater(Deflater.BEST_SPEED), 64);
        CheckedOutputStream plainSum = new CheckedOutputStream(dout, new CRC32());
        plainSum.write(data, 0, 100);
        plainSum.write('x');
        plainSum.write(data, 100, data.length - 100);
        plainSum.close();
        byte[] z = bo.toByteArray();
        System.out.println("deflated " + z.length + " adler of compressed " + Long.toHexString(co.getChecksum().getValue())
                + " crc of plain " + Long.toHexString(plainSum.getChecksum().getValue()));
        System.out.println("head " + hex(Arrays.copyOf(z, 20)));
        CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(z), new Adler32());
        InflaterInputStream iin = new InflaterInputStream(ci, new Inflater(), 33);
        CheckedInputStream plainIn = new CheckedInputStream(iin, new CRC32());
        System.out.println("available " + plainIn.available() + " skip " + plainIn.skip(10) + " read " + plainIn.read());
        byte[] rest = readAll(plainIn, 50);
        System.out.println("inflated rest " + rest.length + " crc " + Long.toHexString(plainIn.getChecksum().getValue())
                + " adler of compressed " + Long.toHexString(ci.getChecksum().getValue()) + " available " + iin.available());
        iin.close();
        try {
            iin.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }

        // sync flush in DeflaterOutputStream
        bo.reset();
        DeflaterOutputStream sf = new DeflaterOutputStream(bo, true);
        sf.write("partial".getBytes(StandardCharsets.UTF_8));
        sf.flush();
        System.out.println("after sync flush: " + hex(bo.toByteArray()));
        sf.write(" and the rest".getBytes(StandardCharsets.UTF_8));
        sf.finish();
        System.out.println("finished: " + hex(bo.toByteArray()));
        sf.close();
        DeflaterOutputStream nf = new DeflaterOutputStream(new ByteArrayOutputStream());
        nf.write(1);
        nf.flush();
        nf.close();

        // DeflaterInputStream: compresses what it reads
        DeflaterInputStream di = new DeflaterInputStream(new ByteArrayInputStream(data), new Deflater(9), 100);
        byte[] z2 = readAll(di, 70);
        System.out.println("DeflaterInputStream " + z2.length + " " + hex(Arrays.copyOf(z2, 16)) + " available " + di.available()
                + " read " + di.read());
        di.close();
        DeflaterInputStream di2 = new DeflaterInputStream(new ByteArrayInputStream("abc".getBytes(StandardCharsets.UTF_8)));
        StringBuilder one = new StringBuilder();
        int b;
        while ((b = di2.read()) != -1) one.append(String.format("%02x", b));
        System.out.println("byte at a time " + one + " skip " + di2.skip(3));
        di2.close();

        // InflaterOutputStream: decompresses what is written to it
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        InflaterOutputStream io = new InflaterOutputStream(plain, new Inflater(), 40);
        for (int i = 0; i < z2.length; i += 13) io.write(z2, i, Math.min(13, z2.length - i));
        io.close();
        System.out.println("InflaterOutputStream " + plain.size() + " " + Arrays.equals(plain.toByteArray(), data));
        InflaterOutputStream io2 = new InflaterOutputStream(new ByteArrayOutputStream());
        try {
            io2.write(new byte[] {0x78, (byte) 0x9c, (byte) 0xff, 1, 2, 3});
            io2.close();
        } catch (ZipException e) {
            System.out.println("bad data: " + e.getMessage());
        }
        InflaterOutputStream io3 = new InflaterOutputStream(new ByteArrayOutputStream());
        try {
            io3.write(new byte[] {0x78, (byte) 0xbb, 0x01, 0x02, 0x03, 0x04});
        } catch (ZipException e) {
            System.out.println("dictionary: " + e.getMessage());
        }
        io3.close();
        try {
            io3.write(1);
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }

        // InflaterInputStream over truncated and corrupt data
        try {
            readAll(new InflaterInputStream(new ByteArrayInputStream(Arrays.copyOf(z, z.length / 2))), 100);
        } catch (IOException e) {
            System.out.println("truncated: " + e);
        }
        byte[] bad = z.clone();
        bad[z.length / 2] ^= 0x55;
        try {
            readAll(new InflaterInputStream(new BufferedInputStream(new ByteArrayInputStream(bad))), 100);
        } catch (IOException e) {
            System.out.println("corrupt: " + e);
        }
        InflaterInputStream dict = new InflaterInputStream(new ByteArrayInputStream(new byte[] {0x78, (byte) 0xbb, 0x01, 0x02, 0x03, 0x04, 5}));
        System.out.println("needs dictionary: read " + dict.read() + " available " + dict.available());
        try {
            new InflaterInputStream(new ByteArrayInputStream(z), new Inflater(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new DeflaterInputStream(new ByteArrayInputStream(z), new Deflater(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new InflaterInputStream(new ByteArrayInputStream(z)).reset();
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
