import java.io.*;
import java.nio.file.*;
import java.util.*;

/** java.util.Scanner over files: Scanner(File), Scanner(Path), Scanner(File, charset); tokens,
 *  numbers, lines, delimiters; a small word-frequency count. */
public class ScannerFromFile {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jpor-ScannerFromFile");
        File nums = dir.resolve("numbers.txt").toFile();
        try (PrintWriter w = new PrintWriter(nums)) {
            w.println("3 1 4 1 5");
            w.println("9 2 6");
            w.println("  5.5 -3 x 7");
            w.println("1,234 true");
        }
        try (Scanner sc = new Scanner(nums)) {
            int sum = 0;
            while (sc.hasNextInt()) {
                sum += sc.nextInt();
            }
            System.out.println("ints before the double: sum " + sum);
            double d = sc.nextDouble();
            int neg = sc.nextInt();
            System.out.println("double " + d + " int " + neg + " hasNextInt " + sc.hasNextInt() + " word " + sc.next()
                    + " then " + sc.nextInt() + " grouped " + sc.nextInt() + " bool " + sc.nextBoolean() + " more " + sc.hasNext());
        }
        File text = dir.resolve("poem.txt").toFile();
        try (BufferedWriter w = new BufferedWriter(new FileWriter(text))) {
            w.write("The quick brown fox\n");
            w.write("jumps over the lazy dog.\n");
            w.write("\n");
            w.write("The dog sleeps; the fox runs!\n");
            w.write("Ünïcödé wörds too");
        }
        try (Scanner sc = new Scanner(text.toPath())) {
            int n = 0;
            while (sc.hasNextLine()) {
                String line = sc.nextLine();
                System.out.println(++n + " [" + line + "]");
            }
        }
        Map<String, Integer> freq = new TreeMap<>();
        try (Scanner sc = new Scanner(text, "UTF-8")) {
            sc.useDelimiter("[^\\p{L}]+");
            while (sc.hasNext()) {
                String w = sc.next().toLowerCase();
                Integer c = freq.get(w);
                freq.put(w, c == null ? 1 : c + 1);
            }
        }
        System.out.println(freq);
        File csv = dir.resolve("pairs.csv").toFile();
        try (PrintStream ps = new PrintStream(csv)) {
            for (int i = 1; i <= 6; i++) {
                ps.print(i + ";" + (i * 1.5) + "\n");
            }
        }
        try (Scanner sc = new Scanner(csv)) {
            sc.useDelimiter("[;\n]");
            double total = 0;
            while (sc.hasNext()) {
                int k = sc.nextInt();
                double v = sc.nextDouble();
                total += k * v;
            }
            System.out.println("weighted total " + total);
        }
        try (Scanner sc = new Scanner(dir.resolve("empty.txt").toFile())) {
            System.out.println("unexpected");
        } catch (FileNotFoundException e) {
            System.out.println("missing: " + e.getMessage().replace(dir.toString(), "<tmp>"));
        }
        Files.createFile(dir.resolve("empty.txt"));
        try (Scanner sc = new Scanner(dir.resolve("empty.txt"))) {
            System.out.println("empty: hasNext " + sc.hasNext() + " hasNextLine " + sc.hasNextLine());
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
        for (String n : new String[] { "numbers.txt", "poem.txt", "pairs.csv", "empty.txt" }) {
            Files.delete(dir.resolve(n));
        }
        Files.delete(dir);
        System.out.println("cleaned " + !dir.toFile().exists());
    }
}
