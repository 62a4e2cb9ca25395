import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.*;
import java.util.zip.CRC32;

/** A manifest of generated "files": random bytes from a seeded Random, CRC32, MD5 and SHA-256, Base64 preview, name-based UUIDs. */
public class ChecksumManifest {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        Random rnd = new Random(2026);
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        CRC32 total = new CRC32();
        for (int i = 0; i < 8; i++) {
            byte[] data = new byte[rnd.nextInt(300) + i * 37];
            rnd.nextBytes(data);
            CRC32 crc = new CRC32();
            crc.update(data);
            total.update(data, 0, data.length);
            String name = "file" + i + ".bin";
            UUID id = UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8));
            String b64 = Base64.getEncoder().encodeToString(Arrays.copyOf(data, Math.min(12, data.length)));
            System.out.printf("%-9s %4d %08x %s %s %s %s%n", name, data.length, crc.getValue(), hex(md5.digest(data)).substring(0, 12),
                hex(sha.digest(data)).substring(0, 16), id, b64);
        }
        System.out.println("total crc " + Long.toHexString(total.getValue()));
        byte[] text = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
        String enc = Base64.getMimeEncoder(16, new byte[] {'\n'}).encodeToString(text);
        System.out.println(enc);
        System.out.println(new String(Base64.getMimeDecoder().decode(enc), StandardCharsets.US_ASCII));
        System.out.println(Base64.getUrlEncoder().withoutPadding().encodeToString(sha.digest(text)));
    }
}
