import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

/** Byte and character streams on files: FileInputStream/FileOutputStream, FileReader/FileWriter,
 *  buffered wrappers, PrintWriter(File|String), PrintStream(File|String), BufferedReader.lines(). */
public class FileReadWrite {
    public static void main(String[] args) throws IOException {
        File dir = Files.createTempDirectory("jpor-FileReadWrite").toFile();
        try {
            run(dir);
        } finally {
            for (File f : dir.listFiles()) {
                f.delete();
            }
            System.out.println("cleaned: " + dir.delete());
        }
    }

    static byte[] readRest(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[33];
        int n;
        while ((n = in.read(buf)) != -1) {
            bo.write(buf, 0, n);
        }
        return bo.toByteArray();
    }

    static void run(File dir) throws IOException {
        // bytes: all 256 values, written in pieces, read back in pieces
        File bin = new File(dir, "all.bin");
        try (FileOutputStream out = new FileOutputStream(bin)) {
            for (int i = 0; i < 128; i++) {
                out.write(i);
            }
            byte[] rest = new byte[128];
            for (int i = 0; i < 128; i++) {
                rest[i] = (byte) (128 + i);
            }
            out.write(rest, 0, 64);
            out.write(rest, 64, 64);
        }
        System.out.println("length " + bin.length());
        try (FileInputStream in = new FileInputStream(bin)) {
            System.out.println("available " + in.available() + " first " + in.read() + " " + in.read());
            System.out.println("skip " + in.skip(100) + " next " + in.read() + " available " + in.available());
            byte[] buf = new byte[50];
            int n = in.read(buf, 10, 40);
            System.out.println("read " + n + " bytes: " + (buf[10] & 0xff) + ".." + (buf[49] & 0xff) + " untouched " + buf[0]);
            byte[] rest = readRest(in);
            System.out.println("rest " + rest.length + " last " + (rest[rest.length - 1] & 0xff) + " then " + in.read()
                    + " " + in.read(buf) + " " + in.read(buf, 0, 0) + " available " + in.available());
        }
        try (InputStream in = new BufferedInputStream(new FileInputStream(bin.getPath()))) {
            long sum = 0;
            int c;
            while ((c = in.read()) != -1) {
                sum += c;
            }
            System.out.println("sum " + sum);
        }
        FileInputStream closed = new FileInputStream(bin);
        closed.close();
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("read after close: " + e.getMessage());
        }
        FileOutputStream closedOut = new FileOutputStream(new File(dir, "c.bin"));
        closedOut.close();
        try {
            closedOut.write(1);
        } catch (IOException e) {
            System.out.println("write after close: " + e.getMessage());
        }
        try (FileInputStream in = new FileInputStream(bin)) {
            in.read(new byte[4], 2, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad range: " + e.getClass().getSimpleName());
        }

        // characters: UTF-8 by default, multi-byte and supplementary characters
        File txt = new File(dir, "text.txt");
        String[] lines = { "plain ascii", "Grüße aus Köln", "日本語のテキスト", "emoji \uD83D\uDE00 end", "", "tab\there" };
        try (Writer w = new BufferedWriter(new FileWriter(txt))) {
            for (String l : lines) {
                w.write(l);
                w.write('\n');
            }
        }
        System.out.println("text bytes " + txt.length() + " chars " + Arrays.stream(lines).mapToInt(s -> s.length() + 1).sum());
        try (BufferedReader r = new BufferedReader(new FileReader(txt))) {
            String l;
            int no = 0;
            while ((l = r.readLine()) != null) {
                System.out.println(++no + ": " + l + " (" + l.length() + ")");
            }
        }
        try (Reader r = new FileReader(txt.getPath())) {
            char[] cb = new char[8];
            int n = r.read(cb);
            System.out.println("first chars: " + new String(cb, 0, n) + " then " + (char) r.read());
        }
        try (BufferedReader r = new BufferedReader(new FileReader(txt))) {
            System.out.println("longest: " + r.lines().max(Comparator.comparingInt(String::length)).get());
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream(txt), StandardCharsets.UTF_8))) {
            System.out.println("non-empty lines: " + r.lines().filter(s -> !s.isEmpty()).count());
        }
        // ISO-8859-1 through the charset constructors
        File latin = new File(dir, "latin1.txt");
        try (Writer w = new OutputStreamWriter(new FileOutputStream(latin), StandardCharsets.ISO_8859_1)) {
            w.write("caf\u00e9 na\u00efve");
        }
        System.out.println("latin1 bytes " + latin.length());
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream(latin), "ISO-8859-1"))) {
            System.out.println("latin1: " + r.readLine());
        }

        // PrintWriter and PrintStream on files
        File pw = new File(dir, "pw.txt");
        try (PrintWriter out = new PrintWriter(pw)) {
            out.println("line one");
            out.printf("%d + %d = %d%n", 2, 3, 5);
            out.print(3.25);
            out.println();
            out.println(new char[] { 'o', 'k' });
        }
        try (PrintWriter out = new PrintWriter(new File(dir, "pw2.txt").getPath())) {
            out.print("by name");
        }
        try (PrintStream out = new PrintStream(new File(dir, "ps.txt"))) {
            out.println("print stream");
            out.printf("%5.2f|%-4s|%x%n", Math.PI, "ab", 255);
            out.write('!');
        }
        try (PrintStream out = new PrintStream(new File(dir, "ps2.txt").getPath(), "UTF-8")) {
            out.print("ünïcode");
        }
        for (String n : new String[] { "pw.txt", "pw2.txt", "ps.txt", "ps2.txt" }) {
            byte[] all = Files.readAllBytes(new File(dir, n).toPath());
            System.out.println(n + " (" + all.length + " bytes): " + new String(all, StandardCharsets.UTF_8).replace("\n", "\\n"));
        }

        // overwrite truncates
        try (FileWriter w = new FileWriter(txt)) {
            w.write("short");
        }
        try (BufferedReader r = new BufferedReader(new FileReader(txt))) {
            System.out.println("after overwrite: " + r.lines().collect(Collectors.toList()) + " length " + txt.length());
        }
        // copy a file through streams with transferTo
        File copy = new File(dir, "copy.bin");
        try (InputStream in = new FileInputStream(bin); OutputStream out = new FileOutputStream(copy)) {
            byte[] buf = new byte[100];
            long total = 0;
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
                total += n;
            }
            System.out.println("transferred " + total);
        }
        System.out.println("copy equal: " + Arrays.equals(Files.readAllBytes(bin.toPath()), Files.readAllBytes(copy.toPath())));
    }
}
