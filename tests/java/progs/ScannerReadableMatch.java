// release: 17
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.regex.*;

/**
 * Scanner over a Readable (a BufferedReader, a StringReader), over an InputStream in a given
 * Charset, and its match() and findAll(): the result of the last successful scanning
 * operation (a token, a line with its separator, a find or skip), "No match result available"
 * after a failed one.
 */
public class ScannerReadableMatch {
    static final class CountingReader extends StringReader {
        int closes;

        CountingReader(String s) {
            super(s);
        }

        public void close() {
            closes++;
            super.close();
        }
    }

    public static void main(String[] args) throws Exception {
        Scanner a = new Scanner(new BufferedReader(new StringReader("3\n10 20 30\nend of it\n")));
        int n = a.nextInt();
        int s = 0;
        for (int i = 0; i < n; i++) s += a.nextInt();
        a.nextLine();
        System.out.println(n + " " + s + " [" + a.nextLine() + "] " + a.hasNext() + " " + a.hasNextLine());

        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 3000; i++) big.append(i).append(i % 10 == 9 ? '\n' : ' ');
        Scanner b = new Scanner(new StringReader(big.toString()));
        long sum = 0;
        int count = 0;
        while (b.hasNextInt()) {
            sum += b.nextInt();
            count++;
        }
        System.out.println(count + " ints, sum " + sum);
        Scanner lines = new Scanner(new BufferedReader(new StringReader(big.toString())));
        int lineCount = 0, longest = 0;
        while (lines.hasNextLine()) {
            longest = Math.max(longest, lines.nextLine().length());
            lineCount++;
        }
        System.out.println(lineCount + " lines, longest " + longest);

        Scanner c = new Scanner(new ByteArrayInputStream("h\u00e9llo 5 \u20ac".getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
        System.out.println(c.next() + " " + c.nextInt() + " " + c.next().length());
        Scanner d = new Scanner(new ByteArrayInputStream("caf\u00e9 \u00fcber".getBytes(StandardCharsets.ISO_8859_1)), StandardCharsets.ISO_8859_1);
        System.out.println(d.next() + " " + d.next());
        CountingReader cr = new CountingReader("x y");
        Scanner e = new Scanner(cr);
        System.out.println(e.next() + e.next() + " " + cr.closes);
        e.close();
        System.out.println("closed " + cr.closes);
        try {
            e.next();
        } catch (IllegalStateException ex) {
            System.out.println(ex.getMessage());
        }

        Scanner f = new Scanner("name: Bob age: 42\nrest");
        System.out.println(f.findInLine("age: (\\d+)") + " " + f.match().group(1) + " " + f.match().groupCount());
        System.out.println(f.nextLine().length() + " " + f.next() + " " + f.match().group());
        try {
            new Scanner("q").match();
        } catch (IllegalStateException ex) {
            System.out.println(ex);
        }
        Scanner g = new Scanner("12 ab");
        g.nextInt();
        System.out.println(g.match().group());
        try {
            g.nextInt();
        } catch (InputMismatchException ex) {
            System.out.println(ex);
        }
        try {
            g.match();
        } catch (IllegalStateException ex) {
            System.out.println(ex);
        }
        System.out.println(new Scanner("x1y22z333").findAll("\\d+").map(MatchResult::group).toList());
        System.out.println(new Scanner("k=v; a=b").findAll(Pattern.compile("(\\w)=(\\w)")).map(m -> m.group(2) + m.group(1)).toList());
        Scanner h = new Scanner("line one\r\nline two");
        h.nextLine();
        MatchResult lm = h.match();
        System.out.println("[" + lm.group().replace("\r", "\\r").replace("\n", "\\n") + "] " + lm.groupCount() + " ["
            + lm.group(1).replace("\r", "\\r").replace("\n", "\\n") + "]");
        h.nextLine();
        System.out.println("[" + h.match().group() + "] " + h.match().group(1));
        Scanner k = new Scanner("abc def");
        k.skip("a");
        System.out.println(k.match().group() + " " + k.next() + " " + k.match().group());
        try {
            k.skip("zzz");
        } catch (NoSuchElementException ex) {
            System.out.println("skip failed");
        }
        Scanner m = new Scanner("5 x 2.5 true");
        System.out.println(m.hasNextInt() + " " + m.match().group() + " " + m.nextInt() + " " + m.hasNextInt() + " " + m.next()
            + " " + m.hasNextDouble() + " " + m.match().group() + " " + m.nextDouble() + " " + m.hasNextBoolean() + " " + m.nextBoolean());
        Scanner w = new Scanner("aaa bbb");
        System.out.println(w.findWithinHorizon("b+", 0) + " " + w.match().start() + "-" + w.match().end() + " " + w.findWithinHorizon("c", 0));
        try {
            w.match();
        } catch (IllegalStateException ex) {
            System.out.println(ex.getMessage());
        }
    }
}
