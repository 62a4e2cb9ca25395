// release: 17
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.*;
import java.util.zip.*;

/** MessageDigest MD5 / SHA-1 / SHA-256, CRC32, Adler32 on known vectors and multi-block inputs. */
public class DigestsChecksums {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] inputs = {"", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "The quick brown fox jumps over the lazy dog",
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890"};
        for (String alg : new String[] {"MD5", "SHA-1", "SHA-256"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(md.getAlgorithm() + " " + md.getDigestLength());
            for (String s : inputs) System.out.println("  " + hex(md.digest(s.getBytes(StandardCharsets.UTF_8))) + " <- \"" + s + "\"");
            byte[] big = new byte[100000];
            for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 31 + 7);
            md.update(big, 0, 50000);
            md.update(big[50000]);
            md.update(big, 50001, big.length - 50001);
            byte[] d1 = md.digest();
            byte[] d2 = md.digest(big);
            System.out.println("  big " + hex(d1) + " " + MessageDigest.isEqual(d1, d2));
            md.update("garbage".getBytes());
            md.reset();
            System.out.println("  reset " + hex(md.digest()));
        }
        try {
            MessageDigest.getInstance("NOPE-1");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }
        CRC32 crc = new CRC32();
        Adler32 ad = new Adler32();
        for (String s : inputs) {
            crc.reset();
            crc.update(s.getBytes());
            ad.reset();
            ad.update(s.getBytes());
            System.out.println(Long.toHexString(crc.getValue()) + " " + crc.getValue() + " " + Long.toHexString(ad.getValue()));
        }
        crc.reset();
        for (int i = 0; i < 1000; i++) crc.update(i);
        Checksum c = crc;
        System.out.println(c.getValue());
        crc.reset();
        byte[] buf = "0123456789".getBytes();
        crc.update(buf, 2, 5);
        System.out.println(crc.getValue());
        System.out.println(HexFormat.of().formatHex(new byte[] {1, -2, 127, -128}) + " " + HexFormat.ofDelimiter(":").withUpperCase().formatHex(new byte[] {10, -1, 0}));
        System.out.println(Arrays.toString(HexFormat.of().parseHex("00ff7f80")) + " " + HexFormat.of().toHexDigits(255) + " " + HexFormat.fromHexDigits("7fff"));
    }
}
