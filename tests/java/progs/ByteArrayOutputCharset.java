// release: 17
import java.io.*;
import java.nio.charset.StandardCharsets;

/** ByteArrayOutputStream.toString(Charset) (java 10): the bytes decoded in the charset, malformed input replaced. */
public class ByteArrayOutputCharset {
    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("h\u00e9llo \u20ac".getBytes(StandardCharsets.UTF_8));
        System.out.println(out.toString(StandardCharsets.UTF_8) + " " + out.toString(StandardCharsets.UTF_8).length() + " " + out.size());
        System.out.println(out.toString(StandardCharsets.ISO_8859_1).length() + " " + out.toString("UTF-8").equals(out.toString(StandardCharsets.UTF_8)));
        out.write(0xff);
        String s = out.toString(StandardCharsets.UTF_8);
        System.out.println(s.length() + " " + (int) s.charAt(s.length() - 1) + " " + out.toString(StandardCharsets.US_ASCII).chars().filter(c -> c == 0xfffd).count());
        PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
        ps.print("\u00fc");
        System.out.println(out.toString(StandardCharsets.UTF_16BE).length() + " " + out.toString(StandardCharsets.UTF_8).endsWith("\u00fc"));
        out.reset();
        System.out.println("[" + out.toString(StandardCharsets.UTF_8) + "]");
    }
}
