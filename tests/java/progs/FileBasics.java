import java.io.*;
import java.nio.file.*;
import java.util.*;

/** java.io.File: names, parents, attributes, listing, mkdirs, rename, delete, temp files. */
public class FileBasics {
    static File root;

    static String rel(File f) {
        String p = f.getPath();
        return p.startsWith(root.getPath()) ? "<tmp>" + p.substring(root.getPath().length()) : p;
    }

    static List<String> sorted(String[] names) {
        List<String> l = new ArrayList<>(Arrays.asList(names));
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) throws IOException {
        root = Files.createTempDirectory("jpor-FileBasics").toFile();
        root.deleteOnExit(); // registered first: deleted last, after what is registered below
        System.out.println("tmp dir exists: " + root.exists() + " dir: " + root.isDirectory() + " file: " + root.isFile());
        System.out.println("in java.io.tmpdir: " + root.getParentFile().equals(new File(System.getProperty("java.io.tmpdir"))));

        // names and parents of paths (no file system access)
        String[] paths = { "a/b/c.txt", "/", "/usr", "/usr/lib/", "a//b///c", "name", "", ".", "..", "a/./b/../c", "/a/b/" };
        for (String p : paths) {
            File f = new File(p);
            System.out.println("[" + p + "] path=" + f.getPath() + " name=" + f.getName() + " parent=" + f.getParent()
                    + " abs=" + f.isAbsolute() + " hidden=" + f.isHidden());
        }
        System.out.println(new File("dir", "x.txt") + " " + new File((String) null, "x") + " " + new File("", "x")
                + " " + new File("/", "x") + " " + new File(new File("d"), "e/f/") + " " + new File("a/", "/b"));
        System.out.println("user.dir relative: " + new File("some/rel").getAbsolutePath().equals(System.getProperty("user.dir") + "/some/rel"));
        System.out.println("absolute file: " + new File("x").getAbsoluteFile().isAbsolute());

        // equality and ordering follow the path string
        File a = new File("alpha"), b = new File("beta"), a2 = new File("alpha/");
        System.out.println(a.equals(a2) + " " + a.equals(b) + " " + (a.hashCode() == a2.hashCode()) + " " + a.hashCode() + " "
                + Integer.signum(a.compareTo(b)) + " " + Integer.signum(b.compareTo(a)) + " " + a.compareTo(a2));
        TreeSet<File> set = new TreeSet<>(Arrays.asList(new File("z"), new File("a/b"), new File("a"), new File("B")));
        System.out.println(set);

        // creating files and directories
        File sub = new File(root, "sub");
        System.out.println("mkdir: " + sub.mkdir() + " again: " + sub.mkdir() + " isDir: " + sub.isDirectory());
        File deep = new File(root, "x/y/z");
        System.out.println("mkdir deep: " + deep.mkdir() + " mkdirs: " + deep.mkdirs() + " again: " + deep.mkdirs() + " exists: " + deep.exists());
        File f1 = new File(sub, "one.txt");
        System.out.println("createNewFile: " + f1.createNewFile() + " again: " + f1.createNewFile() + " length: " + f1.length());
        try (FileOutputStream out = new FileOutputStream(f1)) {
            out.write("0123456789".getBytes());
        }
        System.out.println(rel(f1) + " length " + f1.length() + " file " + f1.isFile() + " dir " + f1.isDirectory()
                + " read " + f1.canRead() + " write " + f1.canWrite());
        System.out.println("lastModified > 0: " + (f1.lastModified() > 0) + ", missing: " + new File(root, "missing").lastModified()
                + " " + new File(root, "missing").length() + " " + new File(root, "missing").exists());
        for (String n : new String[] { "b.txt", "a.txt", "c.log", ".hidden" }) {
            new File(sub, n).createNewFile();
        }
        System.out.println("list: " + sorted(sub.list()));
        System.out.println("list *.txt: " + sorted(sub.list((dir, name) -> name.endsWith(".txt"))));
        File[] files = sub.listFiles(File::isFile);
        Arrays.sort(files);
        for (File f : files) {
            System.out.println("  " + rel(f) + " " + f.getName() + " hidden=" + f.isHidden());
        }
        File[] logs = sub.listFiles((FilenameFilter) (d, n) -> n.endsWith(".log"));
        System.out.println("logs: " + logs.length + " " + logs[0].getName() + " parent ok: " + logs[0].getParentFile().equals(sub));
        System.out.println("list of a file: " + f1.list() + " " + f1.listFiles() + ", of a missing dir: " + new File(root, "nope").list());

        // rename and delete
        File renamed = new File(root, "renamed.txt");
        System.out.println("renameTo: " + f1.renameTo(renamed) + " old exists: " + f1.exists() + " new length: " + renamed.length());
        System.out.println("rename missing: " + new File(root, "ghost").renameTo(new File(root, "ghost2")));
        System.out.println("delete non-empty dir: " + sub.delete() + ", missing: " + new File(root, "ghost").delete());
        for (File f : sub.listFiles()) {
            f.delete();
        }
        System.out.println("delete emptied dir: " + sub.delete() + " exists: " + sub.exists());

        // temp files
        File t = File.createTempFile("jpor", ".dat", root);
        System.out.println("temp: " + t.exists() + " " + t.getName().startsWith("jpor") + " " + t.getName().endsWith(".dat")
                + " " + t.getParentFile().equals(root) + " " + t.length());
        File t2 = File.createTempFile("abc", null, root);
        System.out.println("default suffix: " + t2.getName().endsWith(".tmp") + " distinct: " + !t.equals(t2));
        try {
            File.createTempFile("ab", null, root);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            File.createTempFile("abc", null, new File(root, "no-dir"));
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        File onExit = new File(root, "on-exit");
        onExit.mkdir();
        File inside = new File(onExit, "file");
        inside.createNewFile();
        onExit.deleteOnExit(); // deleted after its file (reverse order of registration)
        inside.deleteOnExit();

        // toPath and back
        Path p = renamed.toPath();
        System.out.println("toPath: " + p.toFile().equals(renamed) + " " + p.getFileName());

        System.out.println("canonical of missing: " + new File(root, "no/such/../x/./y").getCanonicalPath().substring(root.getCanonicalPath().length())
                + " " + new File(root, "x/../q").getCanonicalPath().substring(root.getCanonicalPath().length()));
        System.out.println("canonical: " + new File(root, "x/y/../y/./z").getCanonicalPath().equals(deep.getCanonicalPath()));
        deep.delete();
        new File(root, "x/y").delete();
        new File(root, "x").delete();
        renamed.delete();
        t.delete();
        t2.delete();
        System.out.println("left: " + sorted(root.list()));
    }
}
