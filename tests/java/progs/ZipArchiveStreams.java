import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.TimeZone;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

// ZipOutputStream to memory (STORED and DEFLATED entries, data descriptors, UTF-8 names,
// comments, DOS times) and ZipInputStream reading it back; the archive's bytes are the JDK's.
public class ZipArchiveStreams {
    static final long T = 1700000000000L; // 2023-11-14T22:13:20Z

    static String hex(byte[] b, int off, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + n; i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws IOException {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zo = new ZipOutputStream(bo);
        zo.setComment("archive comment");

        ZipEntry a = new ZipEntry("a.txt");
        a.setTime(T);
        zo.putNextEntry(a);
        zo.write(bytes("hello hello hello hello\n"));
        zo.closeEntry();
        System.out.println("a: size " + a.getSize() + " csize " + a.getCompressedSize() + " crc " + Long.toHexString(a.getCrc()) + " method " + a.getMethod());

        byte[] stored = bytes("stored, not compressed");
        ZipEntry s = new ZipEntry("dir/stored.bin");
        s.setTime(T + 1234);
        s.setMethod(ZipEntry.STORED);
        s.setSize(stored.length);
        s.setCrc(crc(stored));
        s.setComment("a stored entry");
        zo.putNextEntry(s);
        zo.write(stored, 0, 10);
        zo.write(stored, 10, stored.length - 10);

        ZipEntry dir = new ZipEntry("dir/");
        dir.setTime(T + 3001);
        dir.setMethod(ZipEntry.STORED);
        dir.setSize(0);
        dir.setCrc(0);
        zo.putNextEntry(dir);

        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) sb.append("row ").append(i).append(" of a larger deflated entry\n");
        byte[] big = bytes(sb.toString());
        ZipEntry u = new ZipEntry("ünïcødé/日本.txt");
        u.setTime(T + 86400000L * 400);
        u.setExtra(new byte[] {(byte) 0xca, (byte) 0xfe, 2, 0, 1, 2});
        zo.putNextEntry(u);
        for (int i = 0; i < big.length; i += 300) zo.write(big, i, Math.min(300, big.length - i));

        ZipEntry known = new ZipEntry("known.txt");
        known.setTime(315532800000L); // 1980-01-01T00:00:00Z
        zo.setLevel(9);
        zo.putNextEntry(known);
        zo.write(bytes("level nine"));

        ZipEntry old = new ZipEntry("old.txt");
        old.setTime(100000000000L); // 1973: not a DOS time, kept in an extended timestamp
        zo.setMethod(ZipOutputStream.STORED);
        old.setSize(3);
        old.setCrc(crc(bytes("old")));
        zo.putNextEntry(old);
        zo.write(bytes("old"));

        ZipEntry dup = new ZipEntry("a.txt");
        dup.setMethod(ZipEntry.DEFLATED);
        try {
            zo.putNextEntry(dup);
        } catch (ZipException e) {
            System.out.println(e);
        }
        try {
            zo.putNextEntry(new ZipEntry("nosize"));
        } catch (ZipException e) {
            System.out.println(e);
        }
        zo.close();
        byte[] zip = bo.toByteArray();
        System.out.println("archive " + zip.length + " bytes, crc " + Long.toHexString(crc(zip)));
        for (int i = 0; i < zip.length; i += 48) System.out.println(hex(zip, i, Math.min(48, zip.length - i)));

        ZipInputStream zi = new ZipInputStream(new ByteArrayInputStream(zip));
        ZipEntry e;
        while ((e = zi.getNextEntry()) != null) {
            System.out.println("entry " + e.getName() + " dir " + e.isDirectory() + " method " + e.getMethod() + " time " + e.getTime()
                    + " size " + e.getSize() + " csize " + e.getCompressedSize() + " crc " + Long.toHexString(e.getCrc())
                    + " extra " + (e.getExtra() == null ? "null" : hex(e.getExtra(), 0, e.getExtra().length)) + " comment " + e.getComment()
                    + " available " + zi.available());
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            byte[] buf = new byte[77];
            int n;
            while ((n = zi.read(buf, 0, buf.length)) != -1) data.write(buf, 0, n);
            byte[] d = data.toByteArray();
            System.out.println("  read " + d.length + " crc " + Long.toHexString(crc(d)) + " then size " + e.getSize() + " csize " + e.getCompressedSize()
                    + " crc " + Long.toHexString(e.getCrc()) + " available " + zi.available()
                    + (d.length < 40 ? " \"" + new String(d, StandardCharsets.UTF_8) + "\"" : ""));
        }
        System.out.println("end " + zi.getNextEntry() + " read " + zi.read());
        zi.close();

        // skipping entries without reading them, and reading a byte at a time
        zi = new ZipInputStream(new ByteArrayInputStream(zip));
        zi.getNextEntry();
        System.out.println("first byte " + (char) zi.read() + " skip " + zi.skip(5));
        System.out.println("next " + zi.getNextEntry() + " next " + zi.getNextEntry() + " next " + zi.getNextEntry());
        zi.closeEntry();
        System.out.println("after closeEntry " + zi.getNextEntry() + " " + zi.getNextEntry());
        zi.close();
        try {
            zi.getNextEntry();
        } catch (IOException x) {
            System.out.println(x);
        }

        // ZipEntry's own rules
        ZipEntry z = new ZipEntry("x");
        System.out.println("fresh: time " + z.getTime() + " size " + z.getSize() + " crc " + z.getCrc() + " method " + z.getMethod()
                + " hash " + (z.hashCode() == "x".hashCode()) + " " + z);
        for (long t : new long[] {T, T + 999, T + 1001, T + 1999, 0L, 315532800000L - 1, 4354819199000L, 4354819200000L + 86400000L * 400, -5000L}) {
            z.setTime(t);
            System.out.println("setTime " + t + " -> " + z.getTime());
        }
        ZipEntry c = (ZipEntry) new ZipEntry(u).clone();
        System.out.println("copy " + c.getName() + " " + c.getTime() + " " + hex(c.getExtra(), 0, c.getExtra().length));
        try {
            z.setCrc(-1);
        } catch (IllegalArgumentException x) {
            System.out.println(x);
        }
        try {
            z.setSize(-2);
        } catch (IllegalArgumentException x) {
            System.out.println(x);
        }
        try {
            z.setMethod(1);
        } catch (IllegalArgumentException x) {
            System.out.println(x);
        }

        // write errors
        ZipOutputStream bad = new ZipOutputStream(new ByteArrayOutputStream());
        try {
            bad.write(1);
        } catch (ZipException x) {
            System.out.println(x);
        }
        ZipEntry wrong = new ZipEntry("wrong");
        wrong.setMethod(ZipEntry.STORED);
        wrong.setSize(2);
        wrong.setCrc(0);
        wrong.setTime(T);
        bad.putNextEntry(wrong);
        try {
            bad.write(bytes("abc"));
        } catch (ZipException x) {
            System.out.println(x);
        }
        try {
            bad.closeEntry();
        } catch (ZipException x) {
            System.out.println(x);
        }
        ZipEntry wrong2 = new ZipEntry("wrong2");
        wrong2.setMethod(ZipEntry.STORED);
        wrong2.setSize(2);
        wrong2.setCompressedSize(3);
        try {
            bad.putNextEntry(wrong2);
        } catch (ZipException x) {
            System.out.println(x);
        }
        try {
            bad.setMethod(3);
        } catch (IllegalArgumentException x) {
            System.out.println(x);
        }
        try {
            bad.close();
        } catch (ZipException x) {
            System.out.println("close: " + x);
        }
        try {
            bad.putNextEntry(new ZipEntry("late"));
        } catch (IOException x) {
            System.out.println(x);
        }

        // a corrupted stored entry and a corrupted deflated one
        byte[] broken = zip.clone();
        broken[30 + 5 + 3] ^= 1; // inside a.txt's deflated data
        readAll("broken deflated", broken);
        int at = indexOf(zip, bytes("stored, not"));
        broken = zip.clone();
        broken[at] ^= 1;
        readAll("broken stored", broken);
        readAll("not a zip", bytes("this is not a zip file"));
        readAll("empty", new byte[0]);
    }

    static int indexOf(byte[] b, byte[] what) {
        outer:
        for (int i = 0; i + what.length <= b.length; i++) {
            for (int j = 0; j < what.length; j++) if (b[i + j] != what[j]) continue outer;
            return i;
        }
        return -1;
    }

    static void readAll(String what, byte[] zip) {
        try {
            ZipInputStream zi = new ZipInputStream(new ByteArrayInputStream(zip));
            int count = 0;
            while (zi.getNextEntry() != null) {
                count++;
                while (zi.read() != -1) {
                }
            }
            System.out.println(what + ": " + count + " entries");
        } catch (IOException e) {
            System.out.println(what + ": " + e);
        }
    }
}
