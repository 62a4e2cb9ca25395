import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;

// Files.walkFileTree: the visitor's calls (sorted: listing order is the file system's), the
// results TERMINATE/SKIP_SUBTREE/SKIP_SIBLINGS, maxDepth, failures, and a recursive delete.
public class FilesWalkTree {
    static Path root;

    static String rel(Path p) {
        if (!p.isAbsolute()) return p.toString();
        String s = root.relativize(p).toString();
        return s.isEmpty() ? "." : s;
    }

    static class Recorder implements FileVisitor<Path> {
        final List<String> events = new ArrayList<>();
        final Map<String, FileVisitResult> answers;
        int depth, maxSeen;
        boolean nested = true;

        Recorder(Map<String, FileVisitResult> answers) {
            this.answers = answers;
        }

        FileVisitResult answer(String what, Path p) {
            FileVisitResult r = answers.get(what + " " + rel(p));
            return r == null ? FileVisitResult.CONTINUE : r;
        }

        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            events.add("pre " + rel(dir) + " dir=" + attrs.isDirectory());
            FileVisitResult r = answer("pre", dir);
            if (r == FileVisitResult.CONTINUE) {
                depth++;
                maxSeen = Math.max(maxSeen, depth);
            }
            return r;
        }

        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            events.add("file " + rel(file) + " size=" + (attrs.isDirectory() ? "dir" : "" + attrs.size()) + " regular=" + attrs.isRegularFile());
            return answer("file", file);
        }

        public FileVisitResult visitFileFailed(Path file, IOException exc) {
            events.add("failed " + rel(file) + " " + exc.getClass().getSimpleName());
            return answer("failed", file);
        }

        public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
            events.add("post " + rel(dir) + " " + exc);
            depth--;
            if (depth < 0) nested = false;
            return answer("post", dir);
        }

        void print(String title) {
            List<String> s = new ArrayList<>(events);
            Collections.sort(s);
            System.out.println(title + ": " + events.size() + " calls, first " + events.get(0) + ", last "
                    + events.get(events.size() - 1) + ", nested " + nested + " depth " + depth + " max " + maxSeen);
            for (String e : s) System.out.println("  " + e);
        }
    }

    static Map<String, FileVisitResult> answers(Object... kv) {
        Map<String, FileVisitResult> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], (FileVisitResult) kv[i + 1]);
        return m;
    }

    public static void main(String[] args) throws Exception {
        root = Files.createTempDirectory("walktree");
        rootDir = root;
        Files.createDirectories(root.resolve("a/b/c"));
        Files.createDirectories(root.resolve("d"));
        Files.createDirectories(root.resolve("only/one"));
        Files.write(root.resolve("a/b/c/deep.txt"), new byte[7]);
        Files.write(root.resolve("a/b/mid.txt"), new byte[3]);
        Files.write(root.resolve("a/top.txt"), "hello".getBytes());
        Files.write(root.resolve("d/x1"), new byte[1]);
        Files.write(root.resolve("d/x2"), new byte[2]);
        Files.write(root.resolve("d/x3"), new byte[3]);
        Files.write(root.resolve("only/one/f"), new byte[0]);
        Files.write(root.resolve("e.txt"), new byte[10]);

        Recorder r = new Recorder(answers());
        System.out.println(Files.walkFileTree(root, r) == root);
        r.print("all");

        r = new Recorder(answers("pre a/b", FileVisitResult.SKIP_SUBTREE));
        Files.walkFileTree(root, r);
        r.print("skip subtree a/b");

        r = new Recorder(answers("pre only/one", FileVisitResult.SKIP_SIBLINGS));
        Files.walkFileTree(root.resolve("only"), r);
        r.print("skip siblings at only/one");

        r = new Recorder(answers("file only/one/f", FileVisitResult.SKIP_SIBLINGS));
        Files.walkFileTree(root.resolve("only"), r);
        r.print("skip siblings at only/one/f");

        r = new Recorder(answers("file only/one/f", FileVisitResult.TERMINATE));
        Files.walkFileTree(root.resolve("only"), r);
        r.print("terminate at only/one/f");

        r = new Recorder(answers("post only/one", FileVisitResult.TERMINATE));
        Files.walkFileTree(root.resolve("only"), r);
        r.print("terminate at post only/one");

        r = new Recorder(answers("pre only", FileVisitResult.TERMINATE));
        Files.walkFileTree(root.resolve("only"), r);
        r.print("terminate at pre only");

        r = new Recorder(answers("post only/one", FileVisitResult.SKIP_SIBLINGS));
        Files.walkFileTree(root.resolve("only"), r);
        r.print("skip siblings at post only/one");

        // SKIP_SIBLINGS from a file of d: one file of three visited, d still post-visited
        final int[] dFiles = {0};
        final List<String> posts = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (file.getParent().getFileName().toString().equals("d")) {
                    dFiles[0]++;
                    return FileVisitResult.SKIP_SIBLINGS;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
                posts.add(rel(dir));
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(posts);
        System.out.println("d files " + dFiles[0] + " posts " + posts);

        for (int depth = 0; depth <= 3; depth++) {
            r = new Recorder(answers());
            Files.walkFileTree(root.resolve("a"), EnumSet.noneOf(FileVisitOption.class), depth, r);
            r.print("a maxDepth " + depth);
        }
        r = new Recorder(answers());
        Files.walkFileTree(root.resolve("e.txt"), r);
        r.print("a file as start");

        try {
            Files.walkFileTree(root, EnumSet.noneOf(FileVisitOption.class), -1, r);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        r = new Recorder(answers());
        Files.walkFileTree(Paths.get("no-such-walk-start"), r);
        System.out.println(r.events);
        try {
            Files.walkFileTree(Paths.get("no-such-walk-start"), new SimpleFileVisitor<Path>() {});
        } catch (IOException e) {
            System.out.println(e);
        }
        Path tmp = Files.createTempDirectory("walktree2");
        Files.write(tmp.resolve("f"), new byte[1]);
        try {
            Files.walkFileTree(tmp, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    return null;
                }
            });
        } catch (NullPointerException e) {
            System.out.println("null result: NullPointerException");
        }
        Files.delete(tmp.resolve("f"));
        Files.delete(tmp);

        // SimpleFileVisitor's checks
        SimpleFileVisitor<Path> sv = new SimpleFileVisitor<Path>() {};
        try {
            sv.preVisitDirectory(Paths.get("x"), null);
        } catch (NullPointerException e) {
            System.out.println("preVisitDirectory(x, null): NullPointerException");
        }
        try {
            sv.postVisitDirectory(Paths.get("x"), new IOException("boom"));
        } catch (IOException e) {
            System.out.println("postVisitDirectory rethrows " + e);
        }
        System.out.println(sv.postVisitDirectory(Paths.get("x"), null));
        System.out.println(Arrays.toString(FileVisitResult.values()) + " " + FileVisitResult.valueOf("SKIP_SUBTREE").ordinal());

        // delete everything with a visitor
        final int[] deleted = {0};
        Files.walkFileTree(rootDir, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                deleted[0]++;
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                Files.delete(dir);
                deleted[0]++;
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("deleted " + deleted[0] + " exists " + Files.exists(rootDir));
    }
    static Path rootDir;
}
