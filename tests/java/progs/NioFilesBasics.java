// release: 17
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

/** java.nio.file.Files: create, write and read (Java 11 readString/writeString), lines, copy, move,
 *  list, delete, temp files and directories, buffered readers and writers, streams. */
public class NioFilesBasics {
    static Path root;

    static String rel(Path p) {
        return root.relativize(p).toString();
    }

    static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> rel(p) + (Files.isDirectory(p) ? "/" : "")).sorted().collect(Collectors.toList());
        }
    }

    public static void main(String[] args) throws IOException {
        root = Files.createTempDirectory("jpor-NioFilesBasics");
        System.out.println("root: dir " + Files.isDirectory(root) + " in tmpdir "
                + root.getParent().equals(Path.of(System.getProperty("java.io.tmpdir"))));

        Path a = root.resolve("a.txt");
        System.out.println("exists " + Files.exists(a) + " notExists " + Files.notExists(a));
        Files.createFile(a);
        System.out.println("created: exists " + Files.exists(a) + " regular " + Files.isRegularFile(a) + " dir "
                + Files.isDirectory(a) + " size " + Files.size(a) + " readable " + Files.isReadable(a) + " writable "
                + Files.isWritable(a) + " hidden " + Files.isHidden(a));

        Files.writeString(a, "héllo\nwörld\n");
        System.out.println("size " + Files.size(a) + " readString " + Files.readString(a).replace("\n", "|"));
        Files.writeString(a, "third line\n", StandardOpenOption.APPEND);
        System.out.println("lines " + Files.readAllLines(a));
        System.out.println("bytes " + Files.readAllBytes(a).length);

        Path b = root.resolve("b.txt");
        Files.write(b, List.of("one", "two", "three", "four"));
        try (Stream<String> lines = Files.lines(b)) {
            System.out.println("lines with o: " + lines.filter(s -> s.contains("o")).collect(Collectors.joining(",")));
        }
        try (BufferedReader r = Files.newBufferedReader(b)) {
            System.out.println("first " + r.readLine() + " second " + r.readLine());
        }
        try (BufferedWriter w = Files.newBufferedWriter(root.resolve("c.csv"))) {
            for (int i = 1; i <= 5; i++) {
                w.write(i + "," + i * i);
                w.newLine();
            }
        }
        System.out.println("sum of squares " + Files.readAllLines(root.resolve("c.csv")).stream()
                .mapToInt(l -> Integer.parseInt(l.split(",")[1])).sum());
        Files.write(root.resolve("bin.dat"), new byte[] { 1, 2, 3, (byte) 0xff });
        try (InputStream in = Files.newInputStream(root.resolve("bin.dat"))) {
            System.out.println("stream bytes " + Arrays.toString(in.readAllBytes()));
        }
        try (OutputStream out = Files.newOutputStream(root.resolve("bin.dat"), StandardOpenOption.APPEND)) {
            out.write(new byte[] { 9, 8 });
        }
        System.out.println("appended " + Arrays.toString(Files.readAllBytes(root.resolve("bin.dat"))));

        // directories
        Path deep = root.resolve("x/y/z");
        System.out.println("createDirectories " + rel(Files.createDirectories(deep)) + " again " + rel(Files.createDirectories(deep)));
        Files.createDirectory(root.resolve("x/w"));
        Files.copy(a, deep.resolve("a-copy.txt"));
        System.out.println("copy equal: " + Files.readString(deep.resolve("a-copy.txt")).equals(Files.readString(a)));
        Files.copy(b, deep.resolve("a-copy.txt"), StandardCopyOption.REPLACE_EXISTING);
        System.out.println("replaced: " + Files.readAllLines(deep.resolve("a-copy.txt")).size() + " lines");
        Files.move(deep.resolve("a-copy.txt"), root.resolve("x/w/moved.txt"));
        System.out.println("moved: " + Files.exists(deep.resolve("a-copy.txt")) + " " + Files.exists(root.resolve("x/w/moved.txt")));
        Files.move(root.resolve("x/w"), root.resolve("x/w2"));
        System.out.println("root: " + listing(root));
        System.out.println("x: " + listing(root.resolve("x")));
        try (InputStream in = new ByteArrayInputStream("from a stream".getBytes(StandardCharsets.UTF_8))) {
            System.out.println("copied " + Files.copy(in, root.resolve("x/stream.txt")) + " bytes");
        }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        System.out.println("to stream " + Files.copy(root.resolve("x/stream.txt"), bo) + " " + bo);

        // a directory copies as an empty directory; a move may replace an empty directory
        Files.copy(root.resolve("x/w2"), root.resolve("copied-dir"));
        System.out.println("copied dir: " + Files.isDirectory(root.resolve("copied-dir")) + " " + listing(root.resolve("copied-dir")));
        Files.move(root.resolve("x/stream.txt"), root.resolve("copied-dir"), StandardCopyOption.REPLACE_EXISTING);
        System.out.println("moved over empty dir: " + Files.isRegularFile(root.resolve("copied-dir")));
        Files.move(root.resolve("copied-dir"), root.resolve("x/stream.txt"), StandardCopyOption.ATOMIC_MOVE);
        try (InputStream in = Files.newInputStream(root.resolve("x/stream.txt"))) {
            System.out.println("skip " + in.skip(5) + " read " + (char) in.read() + " available " + in.available()
                    + " skip past end " + in.skip(100) + " " + in.read());
        }

        // temp files
        Path t = Files.createTempFile(root, "tmp", ".txt");
        Path t2 = Files.createTempFile(root, null, null);
        Path td = Files.createTempDirectory(root, "sub");
        System.out.println("temp: " + t.getFileName().toString().startsWith("tmp") + " " + t.toString().endsWith(".txt")
                + " " + t2.getFileName().toString().endsWith(".tmp") + " " + Files.isDirectory(td) + " "
                + td.getFileName().toString().startsWith("sub") + " " + t.getParent().equals(root));
        Path global = Files.createTempFile("jpor-NioFilesBasics", ".x");
        System.out.println("global temp in tmpdir: " + global.getParent().toString().equals(System.getProperty("java.io.tmpdir")));
        Files.delete(global);

        // deleting
        System.out.println("deleteIfExists " + Files.deleteIfExists(t) + " " + Files.deleteIfExists(t));
        Files.delete(t2);
        Files.delete(td);
        try (Stream<Path> walk = Files.list(root)) {
            System.out.println("before cleanup: " + walk.count() + " entries");
        }
        try (Stream<Path> w = Files.walk(root)) {
            System.out.println("walk: " + w.map(p -> rel(p)).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> w = Files.walk(root, 1)) {
            System.out.println("walk depth 1: " + w.filter(Files::isDirectory).count() + " dirs");
        }
        try (Stream<Path> w = Files.walk(root.resolve("x/y"), 0)) {
            System.out.println("walk depth 0: " + w.map(p -> rel(p)).collect(Collectors.toList()));
        }
        try (Stream<Path> w = Files.walk(root.resolve("a.txt"))) {
            System.out.println("walk a file: " + w.map(p -> rel(p)).collect(Collectors.toList()));
        }
        try {
            Files.walk(root.resolve("nope"));
        } catch (NoSuchFileException e) {
            System.out.println("walk missing: NoSuchFileException " + rel(Path.of(e.getFile())));
        }
        try {
            Files.walk(root, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // order check: every directory comes before its entries
        try (Stream<Path> w = Files.walk(root)) {
            List<Path> seen = new ArrayList<>();
            boolean ok = true;
            for (Path p : (Iterable<Path>) w::iterator) {
                if (!p.equals(root) && !seen.contains(p.getParent())) {
                    ok = false;
                }
                seen.add(p);
            }
            System.out.println("pre-order: " + ok + " " + seen.size());
        }
        deleteTree(root);
        System.out.println("cleaned " + Files.notExists(root));
        Path other = Files.createTempDirectory("jpor-NioFilesBasics");
        Files.createDirectories(other.resolve("p/q/r"));
        Files.writeString(other.resolve("p/q/f.txt"), "x");
        try (Stream<Path> w = Files.walk(other)) {
            w.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        System.out.println("walk-delete idiom: " + Files.notExists(other));
    }

    static void deleteTree(Path p) throws IOException {
        if (Files.isDirectory(p)) {
            List<Path> children;
            try (Stream<Path> s = Files.list(p)) {
                children = s.collect(Collectors.toList());
            }
            for (Path c : children) {
                deleteTree(c);
            }
        }
        Files.delete(p);
    }
}
