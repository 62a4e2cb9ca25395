import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.BufferedReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TimeZone;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

// Files in a temporary directory: a gzip file written through a PrintWriter and read back line by
// line; a zip archive of several files written and extracted again.
public class ZipFileRoundTrip {
    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    public static void main(String[] args) throws IOException {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Path dir = Files.createTempDirectory("jpor-zip");
        try {
            run(dir);
        } finally {
            File[] left = dir.toFile().listFiles();
            if (left != null) for (File f : left) f.delete();
            Files.delete(dir);
        }
        System.out.println("cleaned up " + !Files.exists(dir));
    }

    static void run(Path dir) throws IOException {
        File gz = dir.resolve("lines.txt.gz").toFile();
        PrintWriter pw = new PrintWriter(new OutputStreamWriter(new GZIPOutputStream(new FileOutputStream(gz)), StandardCharsets.UTF_8));
        for (int i = 0; i < 1000; i++) pw.println("line " + i + " squared is " + (i * i));
        pw.close();
        byte[] gzBytes = Files.readAllBytes(gz.toPath());
        System.out.println("gzip file " + gz.length() + " bytes, crc " + Long.toHexString(crc(gzBytes)));
        BufferedReader br = new BufferedReader(new InputStreamReader(new GZIPInputStream(new FileInputStream(gz), 1024), StandardCharsets.UTF_8));
        String line;
        int count = 0;
        String last = null;
        while ((line = br.readLine()) != null) {
            count++;
            last = line;
        }
        br.close();
        System.out.println("read back " + count + " lines, last \"" + last + "\"");

        // appending a second member to the same file
        GZIPOutputStream more = new GZIPOutputStream(new FileOutputStream(gz, true));
        more.write("appended member\n".getBytes(StandardCharsets.UTF_8));
        more.close();
        br = new BufferedReader(new InputStreamReader(new GZIPInputStream(new FileInputStream(gz)), StandardCharsets.UTF_8));
        count = 0;
        while ((line = br.readLine()) != null) {
            count++;
            last = line;
        }
        br.close();
        System.out.println("with a second member " + count + " lines, last \"" + last + "\"");

        // a zip archive of three files
        String[] names = {"readme.txt", "data.bin", "empty.txt"};
        byte[][] contents = new byte[3][];
        contents[0] = "A small archive written by ZipOutputStream.\n".getBytes(StandardCharsets.UTF_8);
        contents[1] = new byte[3000];
        for (int i = 0; i < contents[1].length; i++) contents[1][i] = (byte) (i * 31 % 251);
        contents[2] = new byte[0];
        for (int i = 0; i < names.length; i++) Files.write(dir.resolve(names[i]), contents[i]);

        File zip = dir.resolve("archive.zip").toFile();
        ZipOutputStream zo = new ZipOutputStream(new BufferedOutputStream(new FileOutputStream(zip)));
        zo.setComment("three files");
        for (String name : names) {
            ZipEntry e = new ZipEntry("files/" + name);
            e.setTime(1600000000000L);
            zo.putNextEntry(e);
            InputStream in = new FileInputStream(dir.resolve(name).toFile());
            byte[] buf = new byte[1000];
            int n;
            while ((n = in.read(buf)) != -1) zo.write(buf, 0, n);
            in.close();
            zo.closeEntry();
            System.out.println("wrote " + e.getName() + " size " + e.getSize() + " compressed " + e.getCompressedSize() + " crc " + Long.toHexString(e.getCrc()));
        }
        zo.close();
        byte[] zipBytes = Files.readAllBytes(zip.toPath());
        System.out.println("zip file " + zip.length() + " bytes, crc " + Long.toHexString(crc(zipBytes)));

        ZipInputStream zi = new ZipInputStream(new BufferedInputStream(new FileInputStream(zip)));
        ZipEntry e;
        int i = 0;
        while ((e = zi.getNextEntry()) != null) {
            File out = dir.resolve("out-" + i).toFile();
            FileOutputStream fo = new FileOutputStream(out);
            byte[] buf = new byte[256];
            int n;
            while ((n = zi.read(buf)) > 0) fo.write(buf, 0, n);
            fo.close();
            byte[] got = Files.readAllBytes(out.toPath());
            System.out.println("extracted " + e.getName() + " " + got.length + " bytes, same " + java.util.Arrays.equals(got, contents[i])
                    + " time " + e.getTime() + " crc " + Long.toHexString(e.getCrc()));
            i++;
        }
        zi.close();
    }
}
