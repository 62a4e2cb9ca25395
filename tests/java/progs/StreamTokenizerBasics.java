import java.io.*;

// StreamTokenizer with the default syntax: words, numbers (the JDK's own parsing), quotes with
// escapes, comments, ordinary characters, line numbers, pushBack and toString.
public class StreamTokenizerBasics {
    static void dump(String title, StreamTokenizer st) throws IOException {
        StringBuilder sb = new StringBuilder(title + ":");
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            sb.append(' ').append(st.toString());
            switch (st.ttype) {
            case StreamTokenizer.TT_NUMBER: sb.append("{num ").append(st.nval).append('}'); break;
            case StreamTokenizer.TT_WORD: sb.append("{word ").append(st.sval).append('}'); break;
            default: if (st.sval != null) sb.append("{quote ").append((char) st.ttype).append(' ').append(st.sval.replace("\n", "\\n")).append('}');
            }
        }
        sb.append(" | ").append(st).append(" lineno ").append(st.lineno());
        System.out.println(sb);
    }

    static StreamTokenizer of(String s) {
        return new StreamTokenizer(new StringReader(s));
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer st = of("hello");
        System.out.println(st + " " + st.ttype + " " + st.sval + " " + st.nval);
        st.pushBack();
        System.out.println(st.nextToken() + " " + st);
        dump("words", of("hello World foo_bar abc123 x9y CamelCase \u00e9t\u00e9 \u4e2d\u6587"));
        dump("numbers", of("1 23 4.5 -6 -7.25 .5 8. 1.2.3 -.5 - -x 3e10 007 12345678901234567890 0.1 -0"));
        dump("quotes", of("\"double\" 'single' \"with \\\"esc\\\"\" 'a\\tb\\nc' \"oct \\101\\7\\477\\08\" \"unterminated\nnext"));
        dump("escapes", of("\"\\a\\b\\f\\v\\r\\q\\\\\""));
        dump("comments", of("a / b // c\nd /* e */ f\ng"));
        dump("ordinary", of("a+b=c; (x*y) {z} [w] @#$%^&!~`|<>?,:"));
        dump("lines", of("one\ntwo\r\nthree\rfour\n\nfive"));
        dump("empty", of(""));
        dump("spaces", of("   \t\n  "));
        dump("control", of("a\u0001b\u0000c"));
        dump("high", of("\u0100x \u20ac5 \u00ff\u00a0\u00bf"));

        st = of("a b c");
        st.nextToken();
        st.pushBack();
        st.pushBack();
        System.out.println(st.nextToken() + " " + st.sval + " " + st.nextToken() + " " + st.sval);
        st.nextToken();
        st.nextToken();
        System.out.println(st + " " + st.sval + " " + st.nextToken());
        st.pushBack();
        System.out.println(st.nextToken() + " " + st);

        st = of("x = 'q'; y");
        StringBuilder sb = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) sb.append(st).append(" / ");
        System.out.println(sb);

        @SuppressWarnings("deprecation")
        StreamTokenizer bytes = new StreamTokenizer(new ByteArrayInputStream("abc 12 'q' \u00e9".getBytes("ISO-8859-1")));
        dump("bytes", bytes);
        try {
            new StreamTokenizer((Reader) null);
        } catch (NullPointerException e) {
            System.out.println("null reader: NullPointerException");
        }
        System.out.println(StreamTokenizer.TT_EOF + " " + StreamTokenizer.TT_EOL + " " + StreamTokenizer.TT_NUMBER + " " + StreamTokenizer.TT_WORD);
    }
}
