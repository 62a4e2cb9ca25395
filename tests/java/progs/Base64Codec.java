import java.nio.charset.StandardCharsets;
import java.util.*;

/** java.util.Base64: basic, URL-safe and MIME encoders/decoders, padding, errors. */
public class Base64Codec {
    static String show(byte[] b) {
        return Arrays.toString(b);
    }

    public static void main(String[] args) {
        String[] inputs = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Hello, World!", "\u00e9t\u00e9 \u20ac", "subjects?_d>>>"};
        for (String s : inputs) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            String enc = Base64.getEncoder().encodeToString(b);
            String url = Base64.getUrlEncoder().encodeToString(b);
            String np = Base64.getEncoder().withoutPadding().encodeToString(b);
            String back = new String(Base64.getDecoder().decode(enc), StandardCharsets.UTF_8);
            String back2 = new String(Base64.getUrlDecoder().decode(url), StandardCharsets.UTF_8);
            String back3 = new String(Base64.getDecoder().decode(np), StandardCharsets.UTF_8);
            System.out.println("'" + s + "' " + enc + " " + url + " " + np + " " + back.equals(s) + back2.equals(s) + back3.equals(s));
        }
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) all[i] = (byte) i;
        String e = Base64.getEncoder().encodeToString(all);
        System.out.println(e);
        System.out.println(Base64.getUrlEncoder().encodeToString(all));
        String mime = Base64.getMimeEncoder().encodeToString(all);
        System.out.println(mime.replace("\r\n", "<CRLF>\n"));
        System.out.println(Base64.getMimeEncoder(20, "|".getBytes()).encodeToString(all));
        System.out.println(Base64.getMimeEncoder(3, "\n".getBytes()).encodeToString("abcdef".getBytes()));
        System.out.println(Arrays.equals(all, Base64.getMimeDecoder().decode(mime)) + " " + Arrays.equals(all, Base64.getDecoder().decode(e)));
        System.out.println(show(Base64.getMimeDecoder().decode("Zm9v\r\nYmFy!!")));
        byte[] enc = Base64.getEncoder().encode("xyz".getBytes());
        System.out.println(new String(enc) + " " + enc.length);
        byte[] dst = new byte[10];
        int n = Base64.getEncoder().encode("ab".getBytes(), dst);
        System.out.println(n + " " + show(dst));
        for (String bad : new String[] {"Zm9v!", "Zm9vY", "Zm9=", "Zm=9", "Zg=", "Zg==Zg==", "Z", "Zm9vYg==="}) {
            try {
                System.out.println(bad + " -> " + show(Base64.getDecoder().decode(bad)));
            } catch (IllegalArgumentException ex) {
                System.out.println(bad + " -> IAE " + ex.getMessage());
            }
        }
        try {
            Base64.getMimeEncoder(10, "A".getBytes());
        } catch (IllegalArgumentException ex) {
            System.out.println(ex.getMessage());
        }
        System.out.println(show(Base64.getDecoder().decode("Zg")) + " " + show(Base64.getDecoder().decode("Zm8")) + " " + show(Base64.getUrlDecoder().decode("-_8")));
    }
}
