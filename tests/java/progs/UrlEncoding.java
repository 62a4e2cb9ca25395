// release: 17
import java.io.UnsupportedEncodingException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

public class UrlEncoding {
    static void dec(String s) {
        try {
            System.out.println("[" + URLDecoder.decode(s, "UTF-8") + "]");
        } catch (Exception e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws UnsupportedEncodingException {
        String[] samples = {"hello world", "a+b=c&d=e/f?g#h", "safe-_.*~!'()", "caf\u00e9 \u20ac 100%", "\ud83d\ude00 smile", "", "tab\there\nnl"};
        for (String s : samples) {
            String e = URLEncoder.encode(s, "UTF-8");
            System.out.println(e + " | " + URLEncoder.encode(s, StandardCharsets.ISO_8859_1) + " | " + URLDecoder.decode(e, StandardCharsets.UTF_8).equals(s));
        }
        System.out.println(URLEncoder.encode("\u00e9\u00e8", "UTF-16BE") + " " + URLEncoder.encode("x y", "US-ASCII"));
        dec("a%20b+c%2B%C3%A9");
        dec("%E2%82%AC%zz");
        dec("trailing%4"); dec("%4z"); dec("%+1");
        dec("%-1x");
        dec("plain");
        dec("%41%42%43+%e2%82%ac");
        System.out.println(URLDecoder.decode("caf%E9", "ISO-8859-1"));
        try {
            URLEncoder.encode("x", "no-such-charset");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UEE " + e.getMessage());
        }
        try {
            URLDecoder.decode("x", "");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UEE " + e.getMessage());
        }
        StringBuilder q = new StringBuilder();
        String[][] params = {{"name", "J\u00fcrgen M\u00fcller"}, {"q", "1+1=2"}, {"path", "/usr/local bin"}};
        for (String[] p : params) {
            if (q.length() > 0)
                q.append('&');
            q.append(URLEncoder.encode(p[0], "UTF-8")).append('=').append(URLEncoder.encode(p[1], "UTF-8"));
        }
        System.out.println(q);
        for (String kv : q.toString().split("&")) {
            String[] parts = kv.split("=", 2);
            System.out.println(URLDecoder.decode(parts[0], "UTF-8") + " -> " + URLDecoder.decode(parts[1], "UTF-8"));
        }
    }
}
