// release: 17
import java.io.*;
import java.nio.charset.*;
import java.nio.file.*;
import java.util.*;
/**
 * Reading bytes that are not in the charset: Files.readAllLines, lines, newBufferedReader and
 * readString, and InputStreamReader with a CharsetDecoder, throw MalformedInputException (with
 * java's "Input length" for each); an InputStreamReader given a Charset, and new String, replace.
 */
public class FilesMalformedInput {
    public static void main(String[] args) throws Exception {
        Path p = Files.createTempFile("h1mal", ".txt");
        try {
            byte[][] contents = {{'a', '\n', (byte) 0xff, '\n'}, {'o', 'k', '\n', (byte) 0xc3, (byte) 0xa9, '\n'}, {'x', (byte) 0xe2, (byte) 0x82},
                {(byte) 0xe9, 't', (byte) 0xe9}, {'a', (byte) 0x80}, {'c', 'a', 'f', (byte) 0xe9, ' ', 'a', 'u'}, {(byte) 0xe9, 't'},
                {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, 'A'}, {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80},
                {(byte) 0xf5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0xe0, (byte) 0x80, (byte) 0x80}, {(byte) 0xc0, (byte) 0x80}, {(byte) 0xf8}};
            for (byte[] c : contents) {
                Files.write(p, c);
                System.out.println("== " + Arrays.toString(c));
                try { System.out.println("readAllLines " + Files.readAllLines(p)); } catch (IOException e) { System.out.println("readAllLines " + e); }
                try { System.out.println("readString " + Files.readString(p).length()); } catch (IOException e) { System.out.println("readString " + e); }
                try (java.util.stream.Stream<String> s = Files.lines(p)) { System.out.println("lines " + s.count()); } catch (UncheckedIOException e) { System.out.println("lines " + e + " / " + e.getCause()); }
                try (BufferedReader r = Files.newBufferedReader(p)) { System.out.println("reader " + r.readLine()); } catch (IOException e) { System.out.println("reader " + e); }
                try { System.out.println("latin1 " + Files.readAllLines(p, StandardCharsets.ISO_8859_1)); } catch (IOException e) { System.out.println("latin1 " + e); }
                try { System.out.println("ascii " + Files.readAllLines(p, StandardCharsets.US_ASCII)); } catch (IOException e) { System.out.println("ascii " + e); }
                try { System.out.println("ascii string " + Files.readString(p, StandardCharsets.US_ASCII)); } catch (IOException e) { System.out.println("ascii string " + e); }
                try (BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(c), StandardCharsets.UTF_8.newDecoder()))) { System.out.println("decoder reader " + r.readLine()); } catch (IOException e) { System.out.println("decoder reader " + e); }
                try (BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(c), StandardCharsets.UTF_8))) { System.out.println("charset reader " + r.readLine().length()); }
                try (BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(c), StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)))) { System.out.println("replacing reader " + r.readLine().length()); }
                System.out.println("new String " + new String(c, StandardCharsets.UTF_8).length());
            }
            StringBuilder big = new StringBuilder(); for (int i = 0; i < 3000; i++) big.append("line ").append(i).append('\n');
            byte[] bb = big.toString().getBytes(StandardCharsets.UTF_8); byte[] withBad = Arrays.copyOf(bb, bb.length + 2); withBad[bb.length] = (byte) 0xff; withBad[bb.length + 1] = '\n';
            Files.write(p, withBad);
            try (BufferedReader r = Files.newBufferedReader(p)) { int n = 0; try { while (r.readLine() != null) n++; System.out.println("read all " + n); } catch (IOException e) { System.out.println("after " + n + " lines: " + e); } }
            try { System.out.println(Files.readAllLines(p).size()); } catch (IOException e) { System.out.println(e); }
        } finally {
            Files.delete(p);
        }
    }
}
