package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/** Decodes HTML form encoding: '+' is a space, runs of %XY bytes are decoded in the charset. */
public class URLDecoder {
    public URLDecoder() {
    }

    @Deprecated
    public static String decode(String s) {
        return decode(s, Charset.defaultCharset());
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty())
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (IllegalCharsetNameException e) {
            throw new UnsupportedEncodingException(enc);
        } catch (UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return decode(s, cs);
    }

    public static String decode(String s, Charset charset) {
        if (charset == null)
            throw new NullPointerException("Charset");
        boolean changed = false;
        int n = s.length();
        StringBuilder sb = new StringBuilder(n > 500 ? n / 2 : n);
        int i = 0;
        byte[] bytes = null;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '+') {
                sb.append(' ');
                i++;
                changed = true;
            } else if (c == '%') {
                try {
                    if (bytes == null)
                        bytes = new byte[(n - i) / 3];
                    int pos = 0;
                    while (((i + 2) < n) && (c == '%')) {
                        int v = Integer.parseInt(s, i + 1, i + 3, 16);
                        if (v < 0)
                            throw new IllegalArgumentException(
                                    "URLDecoder: Illegal hex characters in escape (%) pattern - negative value");
                        bytes[pos++] = (byte) v;
                        i += 3;
                        if (i < n)
                            c = s.charAt(i);
                    }
                    if ((i < n) && (c == '%'))
                        throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
                    sb.append(new String(bytes, 0, pos, charset));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(
                            "URLDecoder: Illegal hex characters in escape (%) pattern - " + e.getMessage());
                }
                changed = true;
            } else {
                sb.append(c);
                i++;
            }
        }
        return changed ? sb.toString() : s;
    }
}
