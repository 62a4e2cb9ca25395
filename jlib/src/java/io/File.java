package java.io;

import java.util.ArrayList;
import jpor.internal.FileIO;

/**
 * An abstract pathname (Unix paths only). The path is kept normalised: no repeated '/' and
 * no trailing '/' except for the root.
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(normalize(parent), normalize(child));
        }
    }

    /** The file of a file: URI, as java checks it. */
    public File(java.net.URI uri) {
        if (!uri.isAbsolute())
            throw new IllegalArgumentException("URI is not absolute");
        if (uri.isOpaque())
            throw new IllegalArgumentException("URI is not hierarchical");
        String scheme = uri.getScheme();
        if ((scheme == null) || !scheme.equalsIgnoreCase("file"))
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        this.path = normalize(jpor.internal.FileIO.uriPath(uri));
    }

    /** file: and the absolute path, with a final '/' for a directory (java's form, "file:/tmp/x"). */
    public java.net.URI toURI() {
        try {
            File f = getAbsoluteFile();
            String sp = f.getPath();
            if (!sp.endsWith("/") && f.isDirectory())
                sp = sp + "/";
            if (sp.startsWith("//"))
                sp = "//" + sp;
            return new java.net.URI("file", null, sp, null);
        } catch (java.net.URISyntaxException x) {
            throw new Error(x);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.path.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(parent.path, normalize(child));
        }
    }

    /** A child of a directory that was listed: the name needs no normalising. */
    private File(String name, File dir) {
        this.path = resolve(dir.path, name);
    }

    static String normalize(String p) {
        int n = p.length();
        StringBuilder sb = null;
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            boolean drop = c == '/' && (prev == '/' || (i == n - 1 && i > 0));
            if (drop && sb == null) {
                sb = new StringBuilder(n);
                sb.append(p, 0, i);
            } else if (!drop && sb != null) {
                sb.append(c);
            }
            prev = c;
        }
        if (sb == null) {
            return p;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            return parent.equals("/") ? child : parent + child;
        }
        return parent.equals("/") ? parent + child : parent + "/" + child;
    }

    // ------------------------------------------------------------------ names

    public String getName() {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    public String getParent() {
        int i = path.lastIndexOf('/');
        int prefix = path.startsWith("/") ? 1 : 0;
        if (i < prefix) {
            return (prefix > 0 && path.length() > prefix) ? path.substring(0, prefix) : null;
        }
        return path.substring(0, i);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        return resolve(System.getProperty("user.dir"), path);
    }

    public File getAbsoluteFile() {
        String a = getAbsolutePath();
        return a.equals(path) ? this : new File(a);
    }

    public String getCanonicalPath() throws IOException {
        String abs = getAbsolutePath();
        String r = FileIO.realpath(abs);
        if (r != null) {
            return r;
        }
        String c = collapse(abs);
        // resolve the longest prefix that exists, keep the rest as it is
        String head = c;
        String tail = "";
        while (true) {
            int i = head.lastIndexOf('/');
            if (i <= 0) {
                return c;
            }
            tail = head.substring(i) + tail;
            head = head.substring(0, i);
            String rh = FileIO.realpath(head);
            if (rh != null) {
                return rh.equals("/") ? tail : rh + tail;
            }
        }
    }

    /** Removes "." and resolves ".." names of an absolute path textually. */
    private static String collapse(String abs) {
        String[] parts = abs.split("/");
        ArrayList<String> out = new ArrayList<String>();
        for (String s : parts) {
            if (s.isEmpty() || s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!out.isEmpty()) {
                    out.remove(out.size() - 1);
                }
            } else {
                out.add(s);
            }
        }
        if (out.isEmpty()) {
            return "/";
        }
        StringBuilder sb = new StringBuilder();
        for (String s : out) {
            sb.append('/').append(s);
        }
        return sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.Paths.get(path);
    }

    // ------------------------------------------------------------------ attributes

    private long[] stat() {
        long[] st = new long[4];
        return FileIO.stat(path, st) == 0 ? st : null;
    }

    public boolean exists() {
        return stat() != null;
    }

    public boolean isFile() {
        long[] st = stat();
        return st != null && st[0] == FileIO.KIND_FILE;
    }

    public boolean isDirectory() {
        long[] st = stat();
        return st != null && st[0] == FileIO.KIND_DIR;
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long length() {
        long[] st = stat();
        return st == null ? 0L : st[1];
    }

    public long lastModified() {
        long[] st = stat();
        return st == null ? 0L : st[2];
    }

    public boolean canRead() {
        return FileIO.access(path, 4) == 0;
    }

    public boolean canWrite() {
        return FileIO.access(path, 2) == 0;
    }

    public boolean canExecute() {
        return FileIO.access(path, 1) == 0;
    }

    // ------------------------------------------------------------------ operations

    public boolean createNewFile() throws IOException {
        int fd = FileIO.open(path, FileIO.READ | FileIO.WRITE | FileIO.EXCL);
        if (fd == -FileIO.EEXIST) {
            return false;
        }
        if (fd < 0) {
            throw FileIO.ioError(fd);
        }
        FileIO.close(fd);
        return true;
    }

    public boolean delete() {
        long[] st = new long[4];
        if (FileIO.lstat(path, st) == 0 && st[0] == FileIO.KIND_DIR) {
            return FileIO.rmdir(path) == 0;
        }
        return FileIO.unlink(path) == 0;
    }

    public void deleteOnExit() {
        FileIO.deleteOnExit(path);
    }

    public String[] list() {
        return FileIO.list(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        ArrayList<String> l = new ArrayList<String>();
        for (String n : names) {
            if (filter.accept(this, n)) {
                l.add(n);
            }
        }
        return l.toArray(new String[0]);
    }

    public File[] listFiles() {
        String[] names = list();
        if (names == null) {
            return null;
        }
        File[] fs = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            fs[i] = new File(names[i], this);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        ArrayList<File> l = new ArrayList<File>();
        for (String n : names) {
            if (filter == null || filter.accept(this, n)) {
                l.add(new File(n, this));
            }
        }
        return l.toArray(new File[0]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        ArrayList<File> l = new ArrayList<File>();
        for (String n : names) {
            File f = new File(n, this);
            if (filter == null || filter.accept(f)) {
                l.add(f);
            }
        }
        return l.toArray(new File[0]);
    }

    public boolean mkdir() {
        return FileIO.mkdir(path, 0777) == 0;
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canon;
        try {
            canon = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canon.getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && canon.mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return FileIO.rename(path, dest.path) == 0;
    }

    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir"));
        File f;
        do {
            String name = prefix + FileIO.tempNumber() + suffix;
            f = new File(dir, name);
            if (!name.equals(f.getName()) || name.indexOf('\u0000') >= 0) {
                throw new IOException("Unable to create temporary file, " + f);
            }
            // under check a re-execution makes the same temp file again (natives/file.c)
            int fd = FileIO.open(f.path, FileIO.READ | FileIO.WRITE | FileIO.EXCL | FileIO.TEMP);
            if (fd >= 0) {
                FileIO.close(fd);
                return f;
            }
            if (fd != -FileIO.EEXIST) {
                throw FileIO.ioError(fd);
            }
        } while (true);
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    // ------------------------------------------------------------------ Object

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof File && compareTo((File) obj) == 0;
    }

    @Override
    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    @Override
    public String toString() {
        return path;
    }
}
