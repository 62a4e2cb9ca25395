import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/** Appending to files: FileWriter(.., true), FileOutputStream(.., true), Files.write with APPEND,
 *  newBufferedWriter with CREATE/APPEND, a simple log rotated by renaming. */
public class FileAppendLines {
    static int lines(File f) throws IOException {
        int n = 0;
        try (BufferedReader r = new BufferedReader(new FileReader(f))) {
            while (r.readLine() != null) {
                n++;
            }
        }
        return n;
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jpor-FileAppendLines");
        File log = dir.resolve("app.log").toFile();
        for (int round = 1; round <= 3; round++) {
            try (PrintWriter w = new PrintWriter(new FileWriter(log, true))) {
                for (int i = 1; i <= round; i++) {
                    w.println("round " + round + " entry " + i);
                }
            }
            System.out.println("after round " + round + ": " + lines(log) + " lines, " + log.length() + " bytes");
        }
        try (FileOutputStream out = new FileOutputStream(log.getPath(), true)) {
            out.write("raw bytes appended\n".getBytes(StandardCharsets.UTF_8));
        }
        try (FileWriter w = new FileWriter(log.getPath(), true)) {
            w.write("by name\n");
        }
        Files.write(log.toPath(), Arrays.asList("via Files.write 1", "via Files.write 2"), StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        Files.write(log.toPath(), "bytes via Files.write\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        try (BufferedWriter w = Files.newBufferedWriter(log.toPath(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            w.write("buffered writer");
            w.newLine();
        }
        List<String> all = Files.readAllLines(log.toPath(), StandardCharsets.UTF_8);
        for (int i = 0; i < all.size(); i++) {
            System.out.println(i + 1 + ": " + all.get(i));
        }

        // append to a file that does not exist yet creates it; APPEND without CREATE does not
        File fresh = dir.resolve("fresh.log").toFile();
        try (FileWriter w = new FileWriter(fresh, true)) {
            w.write("first\n");
        }
        System.out.println("fresh: " + lines(fresh));
        try {
            Files.write(dir.resolve("absent.log"), new byte[] { 1 }, StandardOpenOption.APPEND);
        } catch (NoSuchFileException e) {
            System.out.println("APPEND without CREATE: NoSuchFileException " + dir.relativize(Paths.get(e.getFile())));
        }

        // rotation: when the log passes a size, rename it and start a new one
        File current = dir.resolve("rot.log").toFile();
        int rotations = 0;
        for (int i = 0; i < 40; i++) {
            try (FileWriter w = new FileWriter(current, true)) {
                w.write(String.format("event %03d%n", i));
            }
            if (current.length() >= 100) {
                rotations++;
                File old = dir.resolve("rot.log." + rotations).toFile();
                System.out.println("rotate at event " + i + " (" + current.length() + " bytes): " + current.renameTo(old));
            }
        }
        System.out.println("rotations " + rotations + ", current exists " + current.exists());
        String[] names = dir.toFile().list();
        Arrays.sort(names);
        System.out.println(Arrays.toString(names));
        long total = 0;
        for (String n : names) {
            total += dir.resolve(n).toFile().length();
            Files.delete(dir.resolve(n));
        }
        Files.delete(dir);
        System.out.println("total bytes " + total + ", cleaned " + !Files.exists(dir));
    }
}
