import java.io.*;
import java.nio.file.*;
import java.util.*;

/** LineNumberReader (line counting with \n, \r, \r\n and the end of the stream, through read(),
 *  read(char[]), readLine(), skip, mark/reset) and PushbackReader/PushbackInputStream as used by
 *  a small tokenizer reading a file. */
public class LineNumberPushback {
    static String show(String s) {
        return s.replace("\n", "\\n").replace("\r", "\\r");
    }

    public static void main(String[] args) throws IOException {
        String[] inputs = { "", "a", "a\n", "a\nb", "a\r\nb\r", "\n\n", "x\ry\r\n\r\nz", "\r\n" };
        for (String s : inputs) {
            StringBuilder sb = new StringBuilder();
            LineNumberReader r = new LineNumberReader(new StringReader(s));
            String l;
            while ((l = r.readLine()) != null) {
                sb.append('[').append(l).append(']').append(r.getLineNumber());
            }
            r.readLine();
            sb.append(" end ").append(r.getLineNumber()).append(" | ");
            r = new LineNumberReader(new StringReader(s));
            int c;
            while ((c = r.read()) != -1) {
                sb.append(show(String.valueOf((char) c))).append(r.getLineNumber());
            }
            r.read();
            sb.append(" end ").append(r.getLineNumber()).append(" | ");
            r = new LineNumberReader(new StringReader(s));
            char[] buf = new char[3];
            int n;
            while ((n = r.read(buf, 0, 3)) != -1) {
                sb.append(n).append(':').append(r.getLineNumber()).append(' ');
            }
            sb.append("end ").append(r.getLineNumber()).append(" | ");
            // mixed: one char, then lines
            r = new LineNumberReader(new StringReader(s));
            r.read();
            while (r.readLine() != null) {
                sb.append(r.getLineNumber());
            }
            sb.append(" end ").append(r.getLineNumber());
            System.out.println("\"" + show(s) + "\" => " + sb);
        }

        Path dir = Files.createTempDirectory("jpor-LineNumberPushback");
        File src = dir.resolve("prog.txt").toFile();
        try (Writer w = new FileWriter(src)) {
            w.write("let x = 42;\r\nlet y = x+17;\n\nprint(x*y) ; # done\rlet z=-3\n");
        }
        try (LineNumberReader r = new LineNumberReader(new FileReader(src))) {
            r.setLineNumber(100);
            String l;
            while ((l = r.readLine()) != null) {
                System.out.println(r.getLineNumber() + ": " + l);
            }
        }
        try (LineNumberReader r = new LineNumberReader(new FileReader(src))) {
            System.out.println("skip " + r.skip(20) + " line " + r.getLineNumber());
            r.mark(100);
            String a = r.readLine();
            int at = r.getLineNumber();
            r.reset();
            System.out.println("mark/reset: " + a + " @" + at + " again " + r.readLine() + " @" + r.getLineNumber());
        }

        // a tokenizer with one character of lookahead
        try (PushbackReader in = new PushbackReader(new BufferedReader(new FileReader(src)), 2)) {
            List<String> tokens = new ArrayList<>();
            int c;
            while ((c = in.read()) != -1) {
                if (Character.isWhitespace(c)) {
                    continue;
                }
                StringBuilder t = new StringBuilder();
                if (Character.isLetterOrDigit(c)) {
                    while (c != -1 && Character.isLetterOrDigit(c)) {
                        t.append((char) c);
                        c = in.read();
                    }
                    if (c != -1) {
                        in.unread(c);
                    }
                } else if (c == '#') {
                    while (c != -1 && c != '\n' && c != '\r') {
                        c = in.read();
                    }
                    continue;
                } else {
                    t.append((char) c);
                }
                tokens.add(t.toString());
            }
            System.out.println(tokens.size() + " tokens: " + tokens);
            in.unread('x');
            in.unread(new char[] { 'a' });
            try {
                in.unread('y');
            } catch (IOException e) {
                System.out.println("unread: " + e.getMessage());
            }
            char[] two = new char[5];
            System.out.println("ready " + in.ready() + " read " + in.read(two) + " " + new String(two, 0, 2) + " then " + in.read());
            try {
                in.mark(1);
            } catch (IOException e) {
                System.out.println("mark: " + e.getMessage() + " supported " + in.markSupported());
            }
        }
        PushbackReader closed = new PushbackReader(new StringReader("q"));
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        // PushbackInputStream: peek at a file's first bytes
        try (PushbackInputStream in = new PushbackInputStream(new FileInputStream(src), 4)) {
            byte[] head = new byte[3];
            int n = in.read(head);
            in.unread(head, 0, n);
            System.out.println("peeked " + new String(head, 0, n) + " available>0 " + (in.available() > 0) + " skip " + in.skip(4)
                    + " next " + (char) in.read());
            in.unread('!');
            System.out.println("after unread " + (char) in.read());
            try {
                in.unread(new byte[5]);
            } catch (IOException e) {
                System.out.println("unread: " + e.getMessage());
            }
        }
        Files.delete(src.toPath());
        Files.delete(dir);
        System.out.println("cleaned " + Files.notExists(dir));
    }
}
