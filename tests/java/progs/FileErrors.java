import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/** The exceptions of file operations and their messages: FileNotFoundException ("path (reason)"),
 *  NoSuchFileException, FileAlreadyExistsException, DirectoryNotEmptyException,
 *  NotDirectoryException, FileSystemException, illegal arguments, closed streams. */
public class FileErrors {
    static String root;

    interface Op {
        void run() throws Exception;
    }

    static void attempt(String what, Op op) {
        try {
            op.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            String m = String.valueOf(e.getMessage()).replace(root, "<tmp>");
            System.out.println(what + ": " + e.getClass().getName() + ": " + m);
            if (e instanceof FileSystemException) {
                FileSystemException f = (FileSystemException) e;
                System.out.println("    file=" + String.valueOf(f.getFile()).replace(root, "<tmp>") + " other="
                        + (f.getOtherFile() == null ? null : f.getOtherFile().replace(root, "<tmp>")) + " reason=" + f.getReason());
            }
        }
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jpor-FileErrors");
        root = dir.toString();
        Path file = dir.resolve("file.txt");
        Files.write(file, "content\n".getBytes(StandardCharsets.UTF_8));
        Path sub = dir.resolve("sub");
        Files.createDirectory(sub);
        Files.write(sub.resolve("inner"), new byte[0]);
        Path missing = dir.resolve("missing");

        attempt("FileInputStream missing", () -> new FileInputStream(missing.toFile()));
        attempt("FileInputStream directory", () -> new FileInputStream(sub.toString()));
        attempt("FileInputStream under a file", () -> new FileInputStream(file.resolve("x").toFile()));
        attempt("FileInputStream absolute", () -> new FileInputStream("/no/such/file"));
        attempt("FileInputStream relative", () -> new FileInputStream("no-such-relative-file"));
        attempt("FileInputStream null", () -> new FileInputStream((String) null));
        attempt("FileOutputStream in missing dir", () -> new FileOutputStream(missing.resolve("out").toFile()));
        attempt("FileOutputStream on directory", () -> new FileOutputStream(sub.toFile()));
        attempt("FileReader missing", () -> new FileReader(missing.toFile()));
        attempt("FileWriter on directory", () -> new FileWriter(sub.toFile(), true));
        attempt("PrintWriter in missing dir", () -> new PrintWriter(missing.resolve("p").toString()));
        attempt("PrintStream on directory", () -> new PrintStream(sub.toFile()));
        attempt("PrintStream bad charset", () -> new PrintStream(dir.resolve("ps").toString(), "NO-SUCH"));
        attempt("PrintWriter null charset", () -> new PrintWriter(dir.resolve("pw").toFile(), (String) null));
        attempt("RandomAccessFile missing r", () -> new RandomAccessFile(missing.toFile(), "r"));
        attempt("RandomAccessFile directory rw", () -> new RandomAccessFile(sub.toFile(), "rw"));
        attempt("RandomAccessFile mode", () -> new RandomAccessFile(file.toFile(), "w"));
        attempt("Scanner missing", () -> new Scanner(missing.toFile()));
        attempt("createNewFile in missing dir", () -> missing.resolve("f").toFile().createNewFile());
        attempt("createTempFile short prefix", () -> File.createTempFile("x", ".y"));
        attempt("renameTo null", () -> file.toFile().renameTo(null));

        attempt("Files.readAllBytes missing", () -> Files.readAllBytes(missing));
        attempt("Files.readAllLines directory", () -> Files.readAllLines(sub));
        attempt("Files.newBufferedReader missing", () -> Files.newBufferedReader(missing));
        attempt("Files.size missing", () -> Files.size(missing));
        attempt("Files.delete missing", () -> Files.delete(missing));
        attempt("Files.delete non-empty", () -> Files.delete(sub));
        attempt("Files.createFile existing", () -> Files.createFile(file));
        attempt("Files.createDirectory existing", () -> Files.createDirectory(sub));
        attempt("Files.createDirectory under missing", () -> Files.createDirectory(missing.resolve("a")));
        attempt("Files.createDirectory under a file", () -> Files.createDirectory(file.resolve("a")));
        attempt("Files.createDirectories over a file", () -> Files.createDirectories(file));
        attempt("Files.createDirectories through a file", () -> Files.createDirectories(file.resolve("a/b")));
        attempt("Files.list a file", () -> Files.list(file));
        attempt("Files.list missing", () -> Files.list(missing));
        attempt("Files.copy missing", () -> Files.copy(missing, dir.resolve("c")));
        attempt("Files.copy onto existing", () -> Files.copy(file, sub.resolve("inner")));
        attempt("Files.copy replace non-empty dir", () -> Files.copy(file, sub, StandardCopyOption.REPLACE_EXISTING));
        attempt("Files.move missing", () -> Files.move(missing, dir.resolve("m")));
        attempt("Files.move onto existing", () -> Files.move(file, sub.resolve("inner")));
        attempt("Files.write CREATE_NEW existing", () -> Files.write(file, new byte[1], StandardOpenOption.CREATE_NEW));
        attempt("Files.write without CREATE", () -> Files.write(missing, new byte[1], StandardOpenOption.WRITE));
        attempt("Files.newOutputStream READ", () -> Files.newOutputStream(file, StandardOpenOption.READ));
        attempt("Files.newOutputStream APPEND+TRUNCATE", () -> Files.newOutputStream(file, StandardOpenOption.APPEND,
                StandardOpenOption.TRUNCATE_EXISTING));
        attempt("Files.newInputStream WRITE", () -> Files.newInputStream(file, StandardOpenOption.WRITE));
        attempt("Files.newOutputStream directory", () -> Files.newOutputStream(sub));
        try {
            Files.createTempFile(missing, "p", "s");
        } catch (NoSuchFileException e) {
            System.out.println("Files.createTempFile in missing dir: NoSuchFileException " + e.getFile().startsWith(missing + "/p"));
        }
        attempt("Files.createTempFile bad prefix", () -> Files.createTempFile(dir, "a/b", null));
        attempt("Paths.get with NUL", () -> Paths.get("a\u0000b"));
        attempt("toRealPath missing", () -> missing.toRealPath());

        InputStream in = Files.newInputStream(file);
        in.close();
        attempt("read closed Files stream", () -> in.read());
        Reader r = new FileReader(file.toFile());
        r.close();
        attempt("read closed FileReader", () -> r.read());
        Writer w = new FileWriter(dir.resolve("w.txt").toFile());
        w.close();
        attempt("write closed FileWriter", () -> w.write("x"));
        DataInputStream din = new DataInputStream(new FileInputStream(file.toFile()));
        attempt("readLong", () -> din.readLong());
        attempt("readLong past end", () -> din.readLong());
        din.close();

        // nothing above created files by mistake
        List<String> left = new ArrayList<>(Arrays.asList(dir.toFile().list()));
        Collections.sort(left);
        System.out.println("left: " + left);
        Files.delete(sub.resolve("inner"));
        Files.delete(sub);
        Files.delete(file);
        Files.delete(dir.resolve("w.txt"));
        Files.delete(dir);
        System.out.println("cleaned " + Files.notExists(dir));
    }
}
