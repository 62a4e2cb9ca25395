package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/**
 * HTML form encoding (application/x-www-form-urlencoded), written for jpor from the Java SE
 * API documentation: letters, digits and ".-*_" stay, a space becomes '+', every other
 * character is encoded in the charset and each byte written as %XY (upper-case hex).
 */
public class URLEncoder {
    private URLEncoder() {
    }

    @Deprecated
    public static String encode(String s) {
        return encode(s, Charset.defaultCharset());
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null)
            throw new NullPointerException("charsetName");
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (IllegalCharsetNameException e) {
            throw new UnsupportedEncodingException(enc);
        } catch (UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, cs);
    }

    static boolean dontNeedEncoding(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
                || c == '.' || c == '*' || c == ' ';
    }

    public static String encode(String s, Charset charset) {
        if (charset == null)
            throw new NullPointerException("charset");
        StringBuilder out = null;
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (dontNeedEncoding(c)) {
                if (c == ' ') {
                    if (out == null)
                        out = new StringBuilder(n).append(s, 0, i);
                    out.append('+');
                } else if (out != null) {
                    out.append(c);
                }
                i++;
                continue;
            }
            if (out == null)
                out = new StringBuilder(n + 16).append(s, 0, i);
            int start = i;
            while (i < n && !dontNeedEncoding(s.charAt(i)))
                i++;
            byte[] bytes = s.substring(start, i).getBytes(charset);
            for (byte b : bytes) {
                out.append('%');
                out.append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xF, 16)));
                out.append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
            }
        }
        return out == null ? s : out.toString();
    }
}
