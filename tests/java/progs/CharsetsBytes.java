import java.nio.charset.*;
import java.util.*;

/** java.nio.charset.Charset / StandardCharsets with String.getBytes(Charset) and new String(byte[], Charset). */
public class CharsetsBytes {
    public static void main(String[] args) {
        String s = "A\u00e9\u20ac\ud83d\ude00z";
        Charset[] cs = {StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_8, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16};
        for (Charset c : cs) {
            byte[] b = s.getBytes(c);
            String back = new String(b, c);
            System.out.println(c + " " + c.name() + " " + b.length + " " + Arrays.toString(b) + " " + back.equals(s) + " " + back.length());
        }
        System.out.println(Charset.forName("utf8") + " " + Charset.forName("latin1") + " " + Charset.isSupported("UTF-16LE") + " " + Charset.forName("UTF-8").equals(StandardCharsets.UTF_8));
        System.out.println(new String(new byte[] {72, 105, 33, 33}, 1, 2, StandardCharsets.US_ASCII) + " " + new String(new byte[] {(byte) 0xc3, (byte) 0xa9}, StandardCharsets.UTF_8));
        try {
            Charset.forName("no-such-charset");
        } catch (UnsupportedCharsetException e) {
            System.out.println("UCE " + e.getMessage() + " " + e.getCharsetName());
        }
        try {
            Charset.forName("bad name!");
        } catch (IllegalCharsetNameException e) {
            System.out.println("ICNE " + e.getMessage());
        }
        System.out.println(StandardCharsets.UTF_8.compareTo(StandardCharsets.US_ASCII) > 0);
    }
}
