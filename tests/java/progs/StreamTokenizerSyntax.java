import java.io.*;

// StreamTokenizer's syntax table: resetSyntax, wordChars, whitespaceChars, ordinaryChar(s),
// quoteChar, commentChar, parseNumbers, eolIsSignificant, slashSlash/slashStar comments,
// lowerCaseMode, and a small expression reader.
public class StreamTokenizerSyntax {
    static String run(StreamTokenizer st) throws IOException {
        StringBuilder sb = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) sb.append(st).append(" ; ");
        return sb.append(st).toString();
    }

    static StreamTokenizer of(String s) {
        return new StreamTokenizer(new StringReader(s));
    }

    public static void main(String[] args) throws IOException {
        String text = "Alpha beta // slash slash\n/* star\n comment */ Gamma 1.5 /x/ #hash\r\n'q' end";
        StreamTokenizer st = of(text);
        System.out.println("default: " + run(st));
        st = of(text);
        st.slashSlashComments(true);
        System.out.println("slashSlash: " + run(st));
        st = of(text);
        st.slashStarComments(true);
        System.out.println("slashStar: " + run(st));
        st = of(text);
        st.slashStarComments(true);
        st.slashSlashComments(true);
        st.ordinaryChar('/');
        System.out.println("both, / ordinary: " + run(st));
        st = of(text);
        st.ordinaryChar('/');
        System.out.println("/ ordinary: " + run(st));
        st = of(text);
        st.commentChar('#');
        st.eolIsSignificant(true);
        System.out.println("eol, # comment: " + run(st));
        st = of(text);
        st.lowerCaseMode(true);
        st.eolIsSignificant(true);
        System.out.println("lower: " + run(st));
        st = of("a /* x\n y *\n/ b /* unterminated\n");
        st.slashStarComments(true);
        System.out.println("star edge: " + run(st));
        st = of("a /**/ b /* * / */ c /*\r\n*/ d");
        st.slashStarComments(true);
        System.out.println("star edge 2: " + run(st));

        st = of("a /* 1\n\n2\r\n\r\n3\r\r4\n*\n/ 5 */ b\n\nc /* x\n");
        st.slashStarComments(true);
        System.out.println("star lines: " + run(st));

        st = of("key=value; other-key = 12.5e3 \"str\"");
        st.resetSyntax();
        System.out.println("reset: " + run(st));
        st = of("key=value; other-key = 12.5e3 \"str\"");
        st.resetSyntax();
        st.wordChars('a', 'z');
        st.wordChars('-', '-');
        st.whitespaceChars(' ', ' ');
        st.quoteChar('"');
        System.out.println("custom: " + run(st));
        st = of("key=value; other-key = 12.5e3 \"str\"");
        st.resetSyntax();
        st.wordChars(0, 255);
        st.whitespaceChars('=', '=');
        st.whitespaceChars(';', ';');
        st.whitespaceChars(' ', ' ');
        System.out.println("all words: " + run(st));
        st = of("12.5 -3 x1 1x");
        st.ordinaryChars('0', '9');
        st.wordChars('0', '9');
        System.out.println("digits as word chars: " + run(st));
        st = of("12.5 -3 x1 1x");
        st.resetSyntax();
        st.parseNumbers();
        st.whitespaceChars(' ', ' ');
        System.out.println("numbers only: " + run(st));
        st = of("a|b|c d");
        st.whitespaceChars('|', '|');
        st.ordinaryChar(' ');
        System.out.println("| whitespace, space ordinary: " + run(st));
        st = of("<tag attr> text </tag>");
        st.quoteChar('<');
        System.out.println("< quote: " + run(st));
        st = of("x 'a' y");
        st.ordinaryChar('\'');
        System.out.println("' ordinary: " + run(st));
        st = of("x 'a' y");
        st.wordChars('\'', '\'');
        System.out.println("' word too: " + run(st));
        st = of("abc def");
        st.wordChars(-5, 300);
        st.whitespaceChars(-10, -1);
        st.ordinaryChars(400, 500);
        st.ordinaryChar(-1);
        st.ordinaryChar(1000);
        st.commentChar(-1);
        st.quoteChar(256);
        System.out.println("out of range: " + run(st));
        st = of("abc  def\n");
        st.wordChars(' ', ' ');
        System.out.println("space word: " + run(st));

        // an expression reader
        st = of("x = 3 * (y + 4.5) - z / 2\nprint x");
        st.ordinaryChar('/');
        st.ordinaryChar('-');
        st.eolIsSignificant(true);
        StringBuilder sb = new StringBuilder();
        int t;
        while ((t = st.nextToken()) != StreamTokenizer.TT_EOF) {
            switch (t) {
            case StreamTokenizer.TT_WORD: sb.append("ID(").append(st.sval).append(')'); break;
            case StreamTokenizer.TT_NUMBER: sb.append("NUM(").append(st.nval).append(')'); break;
            case StreamTokenizer.TT_EOL: sb.append("EOL@").append(st.lineno()); break;
            default: sb.append("OP(").append((char) t).append(')');
            }
            sb.append(' ');
        }
        System.out.println(sb);
    }
}
