import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

// GZIP streams: the compressed bytes (header, deflate data, trailer) must be the JDK's.
public class ZipGzipRoundTrip {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x & 0xff));
        return sb.toString();
    }

    static byte[] gzip(byte[] data, int chunk, int bufSize, boolean syncFlush) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = bufSize > 0 ? new GZIPOutputStream(bo, bufSize, syncFlush) : new GZIPOutputStream(bo);
        for (int i = 0; i < data.length; i += chunk) {
            g.write(data, i, Math.min(chunk, data.length - i));
            if (syncFlush) g.flush();
        }
        g.close();
        return bo.toByteArray();
    }

    static byte[] gunzip(byte[] z, int bufSize) throws IOException {
        InputStream in = bufSize > 0 ? new GZIPInputStream(new ByteArrayInputStream(z), bufSize)
                : new GZIPInputStream(new ByteArrayInputStream(z));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[100];
        int n;
        while ((n = in.read(buf)) > 0) bo.write(buf, 0, n);
        System.out.println("  after end: read=" + in.read() + " available=" + in.available());
        in.close();
        return bo.toByteArray();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static String text(int lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            sb.append("line ").append(i).append(": the quick brown fox jumps over the lazy dog ").append(i * i % 97).append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        byte[] hello = "hello, gzip world! hello, gzip world!".getBytes(StandardCharsets.UTF_8);
        byte[] z = gzip(hello, hello.length, 0, false);
        System.out.println("hello: " + hello.length + " -> " + z.length + " " + hex(z));
        System.out.println("back: " + new String(gunzip(z, 0), StandardCharsets.UTF_8));

        byte[] empty = gzip(new byte[0], 1, 0, false);
        System.out.println("empty: " + hex(empty) + " back " + gunzip(empty, 0).length);

        byte[] big = text(400).getBytes(StandardCharsets.UTF_8);
        for (int chunk : new int[] {1, 7, 512, 100000}) {
            byte[] zb = gzip(big, chunk, 0, false);
            System.out.println("text chunk " + chunk + ": " + big.length + " -> " + zb.length + " crc " + Long.toHexString(crc(zb)));
        }
        byte[] zb = gzip(big, 1000, 0, false);
        System.out.println("head " + hex(java.util.Arrays.copyOf(zb, 24)));
        System.out.println("tail " + hex(java.util.Arrays.copyOfRange(zb, zb.length - 16, zb.length)));
        byte[] back = gunzip(zb, 0);
        System.out.println("round trip " + (back.length == big.length && crc(back) == crc(big)));
        back = gunzip(zb, 7);
        System.out.println("round trip small buffer " + java.util.Arrays.equals(back, big));

        // sync flush after every write, a small buffer
        byte[] zs = gzip(hello, 5, 16, true);
        System.out.println("sync flush: " + zs.length + " " + hex(zs));
        System.out.println("back: " + new String(gunzip(zs, 3), StandardCharsets.UTF_8));
        byte[] zs2 = gzip(big, 3000, 64, true);
        System.out.println("sync flush text: " + zs2.length + " crc " + Long.toHexString(crc(zs2)) + " back " + java.util.Arrays.equals(gunzip(zs2, 0), big));

        // random (incompressible) data
        java.util.Random r = new java.util.Random(42);
        byte[] rnd = new byte[5000];
        r.nextBytes(rnd);
        byte[] zr = gzip(rnd, 777, 0, false);
        System.out.println("random: " + rnd.length + " -> " + zr.length + " crc " + Long.toHexString(crc(zr)) + " back " + java.util.Arrays.equals(gunzip(zr, 0), rnd));

        // two members concatenated, then trailing garbage
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        two.write(gzip("first member;".getBytes(StandardCharsets.UTF_8), 100, 0, false));
        two.write(gzip("second member".getBytes(StandardCharsets.UTF_8), 100, 0, false));
        System.out.println("two members: " + new String(gunzip(two.toByteArray(), 0), StandardCharsets.UTF_8));
        two.write(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30});
        System.out.println("with garbage: " + new String(gunzip(two.toByteArray(), 0), StandardCharsets.UTF_8));

        // a header with FNAME, FCOMMENT, FEXTRA and FHCRC (written by hand)
        ByteArrayOutputStream h = new ByteArrayOutputStream();
        byte[] plain = gzip("named".getBytes(StandardCharsets.UTF_8), 100, 0, false);
        byte[] hdr = {0x1f, (byte) 0x8b, 8, 4 | 8 | 16 | 2, 0, 0, 0, 0, 0, 3, 3, 0, 'a', 'b', 'c', 'f', '.', 't', 'x', 't', 0, 'h', 'i', 0};
        h.write(hdr);
        CRC32 hc = new CRC32();
        hc.update(hdr);
        h.write((int) hc.getValue() & 0xff);
        h.write(((int) hc.getValue() >> 8) & 0xff);
        h.write(plain, 10, plain.length - 10);
        System.out.println("full header: " + new String(gunzip(h.toByteArray(), 0), StandardCharsets.UTF_8));
        byte[] badh = h.toByteArray();
        badh[24] ^= 1;
        tryGunzip("bad header crc", badh);

        // errors
        tryGunzip("empty input", new byte[0]);
        tryGunzip("one byte", new byte[] {0x1f});
        tryGunzip("not gzip", "plain text".getBytes(StandardCharsets.UTF_8));
        tryGunzip("method 7", new byte[] {0x1f, (byte) 0x8b, 7, 0, 0, 0, 0, 0, 0, 0});
        byte[] bad = z.clone();
        bad[bad.length - 5] ^= 0x10; // CRC in the trailer
        tryGunzip("bad trailer", bad);
        bad = z.clone();
        bad[bad.length - 1] ^= 0x01; // ISIZE
        tryGunzip("bad size", bad);
        tryGunzip("truncated", java.util.Arrays.copyOf(z, z.length - 12));
        tryGunzip("truncated trailer", java.util.Arrays.copyOf(z, z.length - 3));
        bad = z.clone();
        bad[10] = (byte) 0xff; // a reserved block type
        tryGunzip("bad data", bad);

        GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(z));
        System.out.println("skip " + gi.skip(7) + " read " + (char) gi.read() + " markSupported " + gi.markSupported());
        gi.close();
        try {
            gi.read();
        } catch (IOException e) {
            System.out.println("after close: " + e);
        }
        GZIPOutputStream go = new GZIPOutputStream(new ByteArrayOutputStream());
        go.finish();
        try {
            go.write(1);
        } catch (IOException e) {
            System.out.println("after finish: " + e);
        }
        go.close();
        go.close();
        try {
            new GZIPOutputStream(new ByteArrayOutputStream(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new GZIPInputStream(new ByteArrayInputStream(z), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new GZIPInputStream(null);
        } catch (NullPointerException e) {
            System.out.println("null input: NullPointerException");
        }
    }

    static void tryGunzip(String what, byte[] z) {
        try {
            byte[] b = gunzip(z, 0);
            System.out.println(what + ": ok " + new String(b, StandardCharsets.UTF_8));
        } catch (ZipException e) {
            System.out.println(what + ": ZipException " + e.getMessage());
        } catch (EOFException e) {
            System.out.println(what + ": EOFException " + e.getMessage());
        } catch (IOException e) {
            System.out.println(what + ": " + e);
        }
    }
}
