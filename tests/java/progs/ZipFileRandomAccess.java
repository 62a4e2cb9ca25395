import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.TimeZone;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

// ZipFile: the central directory of an archive written by ZipOutputStream, entries read in any
// order, a directory found without its slash, errors, OPEN_DELETE.
public class ZipFileRandomAccess {
    static byte[] archive(String comment) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zo = new ZipOutputStream(bo);
        zo.setComment(comment);
        String[] names = {"docs/", "docs/intro.txt", "numbers.csv", "raw.bin"};
        for (String n : names) {
            ZipEntry e = new ZipEntry(n);
            e.setTime(1650000000000L);
            byte[] data;
            if (n.endsWith("/")) {
                data = new byte[0];
            } else if (n.endsWith(".csv")) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 300; i++) sb.append(i).append(',').append(i * 7 % 13).append('\n');
                data = sb.toString().getBytes(StandardCharsets.UTF_8);
            } else {
                data = ("contents of " + n + "\n").getBytes(StandardCharsets.UTF_8);
            }
            if (n.endsWith("/") || n.endsWith(".bin")) {
                CRC32 c = new CRC32();
                c.update(data);
                e.setMethod(ZipEntry.STORED);
                e.setSize(data.length);
                e.setCrc(c.getValue());
            }
            e.setComment(n.endsWith(".bin") ? "raw bytes" : null);
            zo.putNextEntry(e);
            zo.write(data);
            zo.closeEntry();
        }
        zo.close();
        return bo.toByteArray();
    }

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] b = new byte[64];
        int n;
        while ((n = in.read(b)) != -1) bo.write(b, 0, n);
        return new String(bo.toByteArray(), StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws IOException {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Path dir = Files.createTempDirectory("jpor-zipfile");
        File f = dir.resolve("a.zip").toFile();
        File g = dir.resolve("prefixed.zip").toFile();
        File empty = dir.resolve("empty.zip").toFile();
        File text = dir.resolve("text.zip").toFile();
        try {
            Files.write(f.toPath(), archive("an archive"));
            ZipFile z = new ZipFile(f);
            System.out.println("size " + z.size() + " comment " + z.getComment() + " name " + z.getName().endsWith("a.zip"));
            Enumeration<? extends ZipEntry> en = z.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                System.out.println(e.getName() + " method " + e.getMethod() + " size " + e.getSize() + " csize " + e.getCompressedSize()
                        + " crc " + Long.toHexString(e.getCrc()) + " time " + e.getTime() + " comment " + e.getComment() + " dir " + e.isDirectory());
            }
            ZipEntry csv = z.getEntry("numbers.csv");
            InputStream in = z.getInputStream(csv);
            System.out.println("available " + in.available() + " skip " + in.skip(100) + " available " + in.available());
            String rest = readAll(in);
            System.out.println("rest " + rest.length() + " ends " + rest.substring(rest.length() - 9).replace('\n', '|') + " available " + in.available());
            in.close();
            System.out.println("docs -> " + z.getEntry("docs") + ", missing -> " + z.getEntry("missing"));
            System.out.println("intro: " + readAll(z.getInputStream(z.getEntry("docs/intro.txt"))).trim());
            InputStream raw = z.getInputStream(z.getEntry("raw.bin"));
            System.out.println("raw available " + raw.available() + " first " + (char) raw.read());
            System.out.println("unknown entry stream " + z.getInputStream(new ZipEntry("nope")));
            System.out.println("stream: " + z.stream().map(ZipEntry::getName).reduce("", (a, b) -> a + " " + b));
            InputStream open = z.getInputStream(csv);
            z.close();
            try {
                raw.read();
            } catch (ZipException e) {
                System.out.println("stored after close: " + e);
            }
            try {
                open.read();
            } catch (IOException e) {
                System.out.println("deflated after close: " + e);
            }
            try {
                z.size();
            } catch (IllegalStateException e) {
                System.out.println(e);
            }
            try {
                z.getEntry("raw.bin");
            } catch (IllegalStateException e) {
                System.out.println(e);
            }
            z.close();

            // an archive behind other bytes (as a self-extracting one), opened for deletion
            ByteArrayOutputStream pre = new ByteArrayOutputStream();
            pre.write("#!/bin/sh\necho not really a script\n".getBytes(StandardCharsets.UTF_8));
            pre.write(archive("prefixed"));
            Files.write(g.toPath(), pre.toByteArray());
            ZipFile pz = new ZipFile(g, ZipFile.OPEN_READ | ZipFile.OPEN_DELETE);
            System.out.println("prefixed: exists " + g.exists() + " size " + pz.size() + " comment " + pz.getComment());
            System.out.println("intro: " + readAll(pz.getInputStream(pz.getEntry("docs/intro.txt"))).trim());
            pz.close();

            Files.write(empty.toPath(), new byte[0]);
            Files.write(text.toPath(), "just some text, not an archive".getBytes(StandardCharsets.UTF_8));
            for (File bad : new File[] {empty, text, dir.toFile(), dir.resolve("missing.zip").toFile()}) {
                try {
                    new ZipFile(bad).close();
                } catch (IOException e) {
                    System.out.println((bad.isDirectory() ? "the directory" : bad.getName()) + ": " + e.getClass().getName() + " "
                            + e.getMessage().replace(dir.toString(), "DIR"));
                }
            }
            try {
                new ZipFile(f, 2);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        } finally {
            f.delete();
            g.delete();
            empty.delete();
            text.delete();
            Files.delete(dir);
        }
    }
}
