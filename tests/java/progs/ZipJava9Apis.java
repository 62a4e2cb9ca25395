// release: 17
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.InflaterInputStream;
import java.util.zip.DeflaterOutputStream;

// Java 9+ parts of java.util.zip: CRC32C, Checksum.update(byte[]), and the InputStream
// conveniences over the compressed streams.
public class ZipJava9Apis {
    public static void main(String[] args) throws IOException {
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        for (Checksum c : new Checksum[] {new CRC32(), new CRC32C(), new Adler32()}) {
            c.update(check);
            long whole = c.getValue();
            c.reset();
            for (byte b : check) c.update(b);
            System.out.println(c.getClass().getSimpleName() + " of 123456789: " + Long.toHexString(whole) + " " + (whole == c.getValue()));
            c.reset();
            System.out.println("  empty " + Long.toHexString(c.getValue()));
        }
        CRC32C c = new CRC32C();
        byte[] zeros = new byte[32];
        c.update(zeros, 0, 32);
        System.out.println("CRC32C of 32 zeros " + Long.toHexString(c.getValue()));

        var text = "transferTo and readAllBytes over GZIP streams\n".repeat(20).getBytes(StandardCharsets.UTF_8);
        var bo = new ByteArrayOutputStream();
        try (var g = new GZIPOutputStream(bo)) {
            new ByteArrayInputStream(text).transferTo(g);
        }
        System.out.println("gzip " + text.length + " -> " + bo.size());
        try (var gi = new GZIPInputStream(new ByteArrayInputStream(bo.toByteArray()))) {
            byte[] first = gi.readNBytes(20);
            byte[] rest = gi.readAllBytes();
            System.out.println(new String(first, StandardCharsets.UTF_8) + "|" + rest.length);
        }
        var zo = new ByteArrayOutputStream();
        try (var d = new DeflaterOutputStream(zo)) {
            d.write(text);
        }
        try (var ii = new InflaterInputStream(new ByteArrayInputStream(zo.toByteArray()))) {
            var sink = new ByteArrayOutputStream();
            System.out.println("transferred " + ii.transferTo(sink) + " same " + java.util.Arrays.equals(sink.toByteArray(), text));
        }
    }
}
