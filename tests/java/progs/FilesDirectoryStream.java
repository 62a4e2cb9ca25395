import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Files.newDirectoryStream (all, glob, filter), DirectoryStream's one iterator, Files.find and
// walk, and FileSystems.getDefault().getPathMatcher (glob and regex syntax, errors).
public class FilesDirectoryStream {
    static List<String> names(DirectoryStream<Path> ds) throws IOException {
        List<String> l = new ArrayList<>();
        for (Path p : ds) l.add(p.getFileName().toString());
        ds.close();
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("dirstream");
        for (String n : new String[] {"a.txt", "b.txt", "ab.java", "c1.txt", "c22.txt", "Readme", ".hidden", "x{y}", "d-e.txt"})
            Files.write(dir.resolve(n), n.getBytes());
        Files.createDirectories(dir.resolve("sub/deeper"));
        Files.write(dir.resolve("sub/s.txt"), new byte[4]);
        Files.write(dir.resolve("sub/deeper/t.java"), new byte[40]);

        System.out.println(names(Files.newDirectoryStream(dir)));
        String[] globs = {"*", "*.txt", "*.{txt,java}", "?.txt", "c?.txt", "[ab]*", "[!ab]*", "[a-c]*.txt", "*[0-9]*",
            "Readme", "readme", ".*", "x\\{y\\}", "{a,b}.txt", "*-*", "**", "[-d]*", "*.", "sub"};
        for (String g : globs) System.out.println(g + " -> " + names(Files.newDirectoryStream(dir, g)));
        System.out.println("filter big -> " + names(Files.newDirectoryStream(dir, p -> Files.isRegularFile(p) && Files.size(p) > 5)));
        System.out.println("filter dirs -> " + names(Files.newDirectoryStream(dir, Files::isDirectory)));

        DirectoryStream<Path> ds = Files.newDirectoryStream(dir);
        Iterator<Path> it = ds.iterator();
        try {
            ds.iterator();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        System.out.println(it.hasNext());
        ds.close();
        System.out.println("after close hasNext " + it.hasNext());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("next after close: NoSuchElementException");
        }
        try {
            ds.iterator();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        ds.close();
        DirectoryStream<Path> ds2 = Files.newDirectoryStream(dir);
        ds2.close();
        try {
            ds2.iterator();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        try (DirectoryStream<Path> bad = Files.newDirectoryStream(dir, p -> { throw new IOException("filter " + p.getFileName().toString().length()); })) {
            for (Path p : bad) System.out.println(p);
        } catch (DirectoryIteratorException e) {
            System.out.println(e.getClass().getName() + " cause " + e.getCause().getClass().getName());
        }

        // errors, with relative paths so that messages do not show the temp directory
        for (String p : new String[] {"no-such-dir-here", "no-such-dir-here/x"}) {
            try {
                Files.newDirectoryStream(Paths.get(p));
            } catch (IOException e) {
                System.out.println(e);
            }
        }
        Path rel = Paths.get("").toAbsolutePath().relativize(dir.resolve("a.txt"));
        try {
            Files.newDirectoryStream(rel);
        } catch (NotDirectoryException e) {
            System.out.println("NotDirectoryException " + e.getMessage().equals(rel.toString()));
        }
        try {
            Files.newDirectoryStream(dir, "{a,{b}}");
        } catch (PatternSyntaxException e) {
            System.out.println(e.getDescription() + " @" + e.getIndex());
        }

        // Files.find and Files.walk
        try (Stream<Path> s = Files.find(dir, Integer.MAX_VALUE, (p, a) -> a.isRegularFile() && p.toString().endsWith(".java"))) {
            System.out.println("find java " + s.map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.find(dir, 1, (p, a) -> a.isDirectory())) {
            System.out.println("find dirs depth 1 " + s.map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.find(dir, 5, (p, a) -> a.size() == 40)) {
            System.out.println("find size 40 " + s.map(p -> dir.relativize(p).toString()).collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.walk(dir, 1)) {
            System.out.println("walk 1 count " + s.count());
        }
        try (Stream<Path> s = Files.walk(dir)) {
            System.out.println("walk " + s.map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        try {
            Files.find(Paths.get("no-such-dir-here"), 3, (p, a) -> true);
        } catch (IOException e) {
            System.out.println(e);
        }

        // path matchers
        FileSystem fs = FileSystems.getDefault();
        System.out.println(fs.getSeparator() + " " + fs.getPath("a", "b", "c") + " " + fs.isOpen() + " " + fs.isReadOnly()
                + " " + (Paths.get("x").getFileSystem() == fs));
        for (Path r : fs.getRootDirectories()) System.out.println("root " + r);
        String[] paths = {"Foo.java", "src/Foo.java", "src/main/Foo.java", "/abs/Foo.java", "Foo.class", "a/b", "a", ".x", "src/test/Foo.java"};
        String[] pats = {"glob:*.java", "glob:**.java", "glob:**/*.java", "glob:src/*/*.java", "glob:src/{main,test}/*.java",
            "glob:*", "glob:**", "glob:?", "glob:a/?", "glob:*.{java,class}", "glob:[A-Z]*", "glob:/**", "GLOB:*.class",
            "regex:.*\\.java", "regex:[a-z]/[a-z]", "regex:Foo\\..*", "glob:.*", "glob:a[/]b", "glob:*\\.java"};
        for (String pat : pats) {
            StringBuilder sb = new StringBuilder(pat + " ->");
            try {
                PathMatcher m = fs.getPathMatcher(pat);
                for (String p : paths) if (m.matches(Paths.get(p))) sb.append(' ').append(p);
            } catch (RuntimeException e) {
                sb.append(' ').append(e.getClass().getName()).append(": ").append(e.getMessage().replace("\n", " | "));
            }
            System.out.println(sb);
        }
        for (String bad : new String[] {"nocolon", ":x", "foo:x", "glob:{a,{b}}", "glob:[a", "glob:\\", "glob:[z-a]",
            "glob:{a", "glob:[-]", "glob:[a-]", "regex:("}) {
            try {
                fs.getPathMatcher(bad);
                System.out.println(bad + " ok");
            } catch (PatternSyntaxException e) {
                System.out.println(bad + " -> PatternSyntaxException " + e.getDescription() + " @" + e.getIndex() + " in " + e.getPattern());
            } catch (RuntimeException e) {
                System.out.println(bad + " -> " + e);
            }
        }

        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> all = s.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
            for (Path p : all) Files.delete(p);
        }
        System.out.println("deleted " + Files.exists(dir));
    }
}
