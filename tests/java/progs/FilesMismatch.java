// release: 17
import java.nio.file.Files;
import java.nio.file.Path;

// Files.mismatch: the first differing byte, the shorter length for a prefix, -1 for equal files.
public class FilesMismatch {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("mismatch");
        Path a = Files.write(dir.resolve("a"), new byte[] {1, 2, 3, 4});
        Path b = Files.write(dir.resolve("b"), new byte[] {1, 2, 9, 4});
        Path c = Files.write(dir.resolve("c"), new byte[] {1, 2});
        Path d = Files.write(dir.resolve("d"), new byte[] {1, 2, 3, 4});
        Path e = Files.write(dir.resolve("e"), new byte[0]);
        System.out.println(Files.mismatch(a, a) + " " + Files.mismatch(a, b) + " " + Files.mismatch(a, c) + " "
                + Files.mismatch(c, a) + " " + Files.mismatch(a, d) + " " + Files.mismatch(e, a) + " " + Files.mismatch(e, e));
        try {
            Files.mismatch(a, dir.resolve("missing"));
        } catch (java.io.IOException x) {
            System.out.println(x.getClass().getSimpleName());
        }
        for (Path p : new Path[] {a, b, c, d, e})
            Files.delete(p);
        Files.delete(dir);
    }
}
