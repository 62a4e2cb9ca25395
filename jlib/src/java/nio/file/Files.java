package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jpor.internal.FileIO;
import jpor.internal.FileStreams;

/** Static methods on files and directories (Unix file system only). */
public final class Files {
    private Files() {
    }

    private static final int BUFFER_SIZE = 8192;

    /** The exception the JDK throws for an errno on file (and other). */
    static IOException translate(int negErrno, String file, String other) {
        int e = -negErrno;
        if (e == FileIO.EACCES) {
            return new AccessDeniedException(file, other, null);
        }
        if (e == FileIO.ENOENT) {
            return new NoSuchFileException(file, other, null);
        }
        if (e == FileIO.EEXIST) {
            return new FileAlreadyExistsException(file, other, null);
        }
        String reason = FileIO.strerror(e);
        if (e == FileIO.ELOOP) {
            reason = reason + " or unable to access attributes of symbolic link";
        }
        return new FileSystemException(file, other, reason);
    }

    private static String str(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        return p.toString();
    }

    private static void noAttributes(FileAttribute<?>[] attrs) {
        for (FileAttribute<?> a : attrs) {
            throw new UnsupportedOperationException("'" + a.name() + "' not supported as initial attribute");
        }
    }

    private static long[] statOf(Path path) {
        long[] st = new long[4];
        return FileIO.stat(str(path), st) == 0 ? st : null;
    }

    private static boolean noFollow(LinkOption[] options) {
        boolean nf = false;
        for (LinkOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            nf = true;
        }
        return nf;
    }

    /** stat or lstat (with NOFOLLOW_LINKS): the result code, st filled on success. */
    private static int statOf(Path path, long[] st, LinkOption[] options) {
        return noFollow(options) ? FileIO.lstat(str(path), st) : FileIO.stat(str(path), st);
    }

    // ------------------------------------------------------------------ streams

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        String p = str(path);
        boolean deleteOnClose = false;
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            }
            if (o == StandardOpenOption.DELETE_ON_CLOSE) {
                deleteOnClose = true;
            } else if (o == null) {
                throw new NullPointerException();
            }
        }
        int fd = FileIO.open(p, FileIO.READ | FileIO.DIROK);
        if (fd < 0) {
            throw translate(fd, p, null);
        }
        return new FileStreams.In(fd, deleteOnClose ? p : null);
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        String p = str(path);
        int flags = FileIO.WRITE;
        boolean append = false;
        boolean deleteOnClose = false;
        if (options.length == 0) {
            flags |= FileIO.CREATE | FileIO.TRUNC;
        } else {
            boolean trunc = false;
            for (OpenOption o : options) {
                if (o == null) {
                    throw new NullPointerException();
                }
                if (o == StandardOpenOption.READ) {
                    throw new IllegalArgumentException("READ not allowed");
                } else if (o == StandardOpenOption.APPEND) {
                    append = true;
                } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                    trunc = true;
                } else if (o == StandardOpenOption.CREATE) {
                    flags |= FileIO.CREATE;
                } else if (o == StandardOpenOption.CREATE_NEW) {
                    flags |= FileIO.CREATE | FileIO.EXCL;
                } else if (o == StandardOpenOption.DELETE_ON_CLOSE) {
                    deleteOnClose = true;
                } else if (!(o instanceof StandardOpenOption) && o != LinkOption.NOFOLLOW_LINKS) {
                    throw new UnsupportedOperationException(o + " not supported");
                }
            }
            if (append && trunc) {
                throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
            }
            if (append) {
                flags |= FileIO.APPEND;
            } else if (trunc) {
                flags |= FileIO.TRUNC;
            }
        }
        int fd = FileIO.open(p, flags);
        if (fd < 0) {
            throw translate(fd, p, null);
        }
        return new FileStreams.Out(fd, append, deleteOnClose ? p : null);
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        // a decoder that reports malformed input, as java's: MalformedInputException where the bytes are not cs
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs.newDecoder()));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ------------------------------------------------------------------ creating

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        String p = str(path);
        noAttributes(attrs);
        int fd = FileIO.open(p, FileIO.WRITE | FileIO.CREATE | FileIO.EXCL);
        if (fd < 0) {
            throw translate(fd, p, null);
        }
        FileIO.close(fd);
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        String p = str(dir);
        noAttributes(attrs);
        int r = FileIO.mkdir(p, 0777);
        if (r < 0) {
            throw translate(r, p, null);
        }
        return dir;
    }

    private static void createDirectoryIfAbsent(Path dir, FileAttribute<?>[] attrs) throws IOException {
        try {
            createDirectory(dir, attrs);
        } catch (FileAlreadyExistsException x) {
            if (!isDirectory(dir)) {
                throw x;
            }
        }
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createDirectoryIfAbsent(dir, attrs);
            return dir;
        } catch (FileAlreadyExistsException x) {
            throw x;
        } catch (IOException x) {
            // a parent is missing (or another error that shows again below)
        }
        Path abs = dir.toAbsolutePath();
        Path parent = abs.getParent();
        while (parent != null && !exists(parent)) {
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new FileSystemException(abs.toString(), null, "Unable to determine if root directory exists");
        }
        Path child = parent;
        for (Path name : parent.relativize(abs)) {
            child = child.resolve(name);
            createDirectoryIfAbsent(child, attrs);
        }
        return abs;
    }

    private static Path tempDir() {
        return Paths.get(System.getProperty("java.io.tmpdir"));
    }

    private static Path tempPath(Path dir, String prefix, String suffix) {
        String name = (prefix == null ? "" : prefix) + FileIO.tempNumber() + (suffix == null ? "" : suffix);
        if (name.indexOf('/') >= 0) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        return dir.resolve(name);
    }

    private static Path createTemp(Path dir, String prefix, String suffix, boolean directory,
            FileAttribute<?>[] attrs) throws IOException {
        noAttributes(attrs);
        if (dir == null) {
            dir = tempDir();
        }
        while (true) {
            Path f = tempPath(dir, prefix, directory ? null : (suffix == null ? ".tmp" : suffix));
            String p = f.toString();
            int r;
            if (directory) {
                r = FileIO.mkdirTemp(p, 0700);
            } else {
                r = FileIO.open(p, FileIO.WRITE | FileIO.CREATE | FileIO.EXCL | FileIO.PRIVATE | FileIO.TEMP);
                if (r >= 0) {
                    FileIO.close(r);
                }
            }
            if (r >= 0) {
                return f;
            }
            if (r != -FileIO.EEXIST) {
                throw translate(r, p, null);
            }
        }
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        return createTemp(dir, prefix, suffix, false, attrs);
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, suffix, false, attrs);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        return createTemp(dir, prefix, null, true, attrs);
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, null, true, attrs);
    }

    // ------------------------------------------------------------------ deleting, copying, moving

    public static void delete(Path path) throws IOException {
        String p = str(path);
        long[] st = new long[4];
        int r = FileIO.lstat(p, st);
        if (r == 0) {
            r = st[0] == FileIO.KIND_DIR ? FileIO.rmdir(p) : FileIO.unlink(p);
        }
        if (r < 0) {
            if (r == -FileIO.EEXIST || r == -FileIO.ENOTEMPTY) {
                throw new DirectoryNotEmptyException(p);
            }
            throw translate(r, p, null);
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        try {
            delete(path);
            return true;
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    private static boolean replaceExisting(CopyOption[] options, boolean move) {
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == LinkOption.NOFOLLOW_LINKS || (move && o == StandardCopyOption.ATOMIC_MOVE)) {
                // links are followed on copy; rename is atomic
            } else if (o == null) {
                throw new NullPointerException();
            } else {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        return replace;
    }

    /** Makes room for target: fails if it exists (unless replace), deletes it if replace. */
    private static void clearTarget(Path target, boolean replace) throws IOException {
        if (statOf(target) == null) {
            return;
        }
        if (!replace) {
            throw new FileAlreadyExistsException(str(target));
        }
        delete(target);
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = replaceExisting(options, false);
        String s = str(source);
        long[] st = new long[4];
        int r = FileIO.stat(s, st);
        if (r < 0) {
            throw translate(r, s, null);
        }
        if (sameExisting(source, target)) {
            return target;
        }
        clearTarget(target, replace);
        if (st[0] == FileIO.KIND_DIR) {
            int m = FileIO.mkdir(str(target), (int) st[3]);
            if (m < 0) {
                throw translate(m, str(target), null);
            }
            return target;
        }
        InputStream in = newInputStream(source);
        try {
            OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                in.transferTo(out);
            } finally {
                out.close();
            }
        } finally {
            in.close();
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (in == null) {
            throw new NullPointerException("in");
        }
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == null) {
                throw new NullPointerException("options contains 'null'");
            } else {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        clearTarget(target, replace);
        OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            return in.transferTo(out);
        } finally {
            out.close();
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        InputStream in = newInputStream(source);
        try {
            return in.transferTo(out);
        } finally {
            in.close();
        }
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = replaceExisting(options, true);
        String s = str(source);
        String t = str(target);
        long[] st = new long[4];
        int r = FileIO.stat(s, st);
        if (r < 0) {
            throw translate(r, s, null);
        }
        if (sameExisting(source, target)) {
            return target;
        }
        if (statOf(target) != null) {
            if (!replace) {
                throw new FileAlreadyExistsException(t);
            }
            delete(target);
        }
        r = FileIO.rename(s, t);
        if (r == -FileIO.EXDEV) {
            if (st[0] == FileIO.KIND_DIR) {
                String[] inside = FileIO.list(s);
                if (inside != null && inside.length > 0) {
                    throw new DirectoryNotEmptyException(s);
                }
            }
            copy(source, target);
            delete(source);
            return target;
        }
        if (r < 0) {
            if (r == -FileIO.EEXIST || r == -FileIO.ENOTEMPTY) {
                throw new DirectoryNotEmptyException(t);
            }
            throw translate(r, s, t);
        }
        return target;
    }

    // ------------------------------------------------------------------ attributes

    /** Both exist and are the same file. */
    private static boolean sameExisting(Path a, Path b) {
        if (a.equals(b)) {
            return true;
        }
        String ra = FileIO.realpath(a.toAbsolutePath().toString());
        String rb = FileIO.realpath(b.toAbsolutePath().toString());
        return ra != null && ra.equals(rb);
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        String a = FileIO.realpath(path.toAbsolutePath().toString());
        String b = FileIO.realpath(path2.toAbsolutePath().toString());
        if (a == null) {
            throw translate(FileIO.kind(str(path)) < 0 ? FileIO.kind(str(path)) : -FileIO.ENOENT, str(path), null);
        }
        if (b == null) {
            throw translate(FileIO.kind(str(path2)) < 0 ? FileIO.kind(str(path2)) : -FileIO.ENOENT, str(path2), null);
        }
        return a.equals(b);
    }

    public static boolean exists(Path path, LinkOption... options) {
        return statOf(path, new long[4], options) == 0;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return statOf(path, new long[4], options) == -FileIO.ENOENT;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        long[] st = new long[4];
        return statOf(path, st, options) == 0 && st[0] == FileIO.KIND_DIR;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        long[] st = new long[4];
        return statOf(path, st, options) == 0 && st[0] == FileIO.KIND_FILE;
    }

    public static boolean isSymbolicLink(Path path) {
        long[] st = new long[4];
        return FileIO.lstat(str(path), st) == 0 && st[0] == FileIO.KIND_LINK;
    }

    public static boolean isReadable(Path path) {
        return FileIO.access(str(path), 4) == 0;
    }

    public static boolean isWritable(Path path) {
        return FileIO.access(str(path), 2) == 0;
    }

    public static boolean isExecutable(Path path) {
        return FileIO.access(str(path), 1) == 0;
    }

    public static boolean isHidden(Path path) throws IOException {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    /** The index of the first byte where the two files differ, their shorter length when one is a
     *  prefix of the other, or -1 when they are the same. */
    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2))
            return -1;
        byte[] a = readAllBytes(path), b = readAllBytes(path2);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }

    public static long size(Path path) throws IOException {
        String p = str(path);
        long[] st = new long[4];
        int r = FileIO.stat(p, st);
        if (r < 0) {
            throw translate(r, p, null);
        }
        return st[1];
    }

    // ------------------------------------------------------------------ whole files

    public static byte[] readAllBytes(Path path) throws IOException {
        InputStream in = newInputStream(path);
        try {
            return in.readAllBytes();
        } finally {
            in.close();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        byte[] bytes = readAllBytes(path);
        if (cs.equals(StandardCharsets.UTF_8)) {
            checkUtf8(bytes);
            return new String(bytes, cs);
        }
        return cs.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
    }

    /**
     * readString's check of UTF-8: the first malformed sequence throws MalformedInputException
     * with the length java's String decoding gives it: a 3-byte (4-byte) lead with two (three)
     * bytes after it that do not complete it counts 3 (4), a 3-byte lead with one byte after it
     * that cannot continue it counts 2, anything else 1.
     */
    private static void checkUtf8(byte[] b) throws java.nio.charset.MalformedInputException {
        int n = b.length;
        for (int i = 0; i < n;) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                i++;
                continue;
            }
            int bad;
            if (c >= 0xc2 && c <= 0xdf) {
                if (i + 1 < n && cont(b[i + 1])) {
                    i += 2;
                    continue;
                }
                bad = 1;
            } else if (c >= 0xe0 && c <= 0xef) {
                if (i + 2 < n) {
                    if (second3(c, b[i + 1]) && cont(b[i + 2])) {
                        i += 3;
                        continue;
                    }
                    bad = 3;
                } else {
                    bad = i + 1 < n && !second3(c, b[i + 1]) ? 2 : 1;
                }
            } else if (c >= 0xf0 && c <= 0xf7) {
                if (i + 3 < n) {
                    if (c <= 0xf4 && second4(c, b[i + 1]) && cont(b[i + 2]) && cont(b[i + 3])) {
                        i += 4;
                        continue;
                    }
                    bad = 4;
                } else {
                    bad = 1;
                }
            } else {
                bad = 1;
            }
            throw new java.nio.charset.MalformedInputException(bad);
        }
    }

    private static boolean cont(byte b) {
        return (b & 0xc0) == 0x80;
    }

    /** May b follow the lead c of a 3-byte sequence (no overlong forms, no surrogates)? */
    private static boolean second3(int c, byte b) {
        int v = b & 0xff;
        return c == 0xe0 ? v >= 0xa0 && v <= 0xbf : c == 0xed ? v >= 0x80 && v <= 0x9f : cont(b);
    }

    /** May b follow the lead c of a 4-byte sequence (no overlong forms, nothing above U+10FFFF)? */
    private static boolean second4(int c, byte b) {
        int v = b & 0xff;
        return c == 0xf0 ? v >= 0x90 && v <= 0xbf : c == 0xf4 ? v >= 0x80 && v <= 0x8f : cont(b);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        BufferedReader r = newBufferedReader(path, cs);
        try {
            List<String> result = new ArrayList<String>();
            String line;
            while ((line = r.readLine()) != null) {
                result.add(line);
            }
            return result;
        } finally {
            r.close();
        }
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        if (bytes == null) {
            throw new NullPointerException();
        }
        OutputStream out = newOutputStream(path, options);
        try {
            out.write(bytes, 0, bytes.length);
        } finally {
            out.close();
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        if (lines == null || cs == null) {
            throw new NullPointerException();
        }
        BufferedWriter w = newBufferedWriter(path, cs, options);
        try {
            for (CharSequence line : lines) {
                w.append(line);
                w.newLine();
            }
        } finally {
            w.close();
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        if (path == null || csq == null || cs == null) {
            throw new NullPointerException();
        }
        byte[] bytes = csq.toString().getBytes(cs);
        return write(path, bytes, options);
    }

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader r = newBufferedReader(path, cs);
        return r.lines().onClose(new Runnable() {
            public void run() {
                try {
                    r.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    public static Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ directories

    /** The lazy depth-first walk of Files.walk: a directory's entries follow it, in list order. */
    private static final class Walk implements java.util.Iterator<Path> {
        private final int maxDepth;
        private final boolean follow;
        private final ArrayList<Path> dirs = new ArrayList<Path>();
        private final ArrayList<String[]> names = new ArrayList<String[]>();
        private final ArrayList<int[]> next = new ArrayList<int[]>();
        private final ArrayList<String> keys = new ArrayList<String>();
        private Path pending;

        Walk(Path start, int maxDepth, boolean follow) throws IOException {
            this.maxDepth = maxDepth;
            this.follow = follow;
            long[] st = new long[4];
            int r = follow ? FileIO.stat(str(start), st) : FileIO.lstat(str(start), st);
            if (r < 0) {
                throw translate(r, str(start), null);
            }
            pending = start;
            enter(start, st);
        }

        /** Pushes p's listing when it is a directory above the depth limit. */
        private void enter(Path p, long[] st) throws IOException {
            if (st[0] != FileIO.KIND_DIR || dirs.size() >= maxDepth) {
                return;
            }
            String key = null;
            if (follow) {
                key = FileIO.realpath(p.toAbsolutePath().toString());
                if (key != null && keys.contains(key)) {
                    throw new FileSystemLoopException(str(p));
                }
            }
            String[] ns = FileIO.list(str(p));
            if (ns == null) {
                int k = FileIO.kind(str(p));
                throw translate(k < 0 ? k : -FileIO.EACCES, str(p), null);
            }
            dirs.add(p);
            names.add(ns);
            next.add(new int[1]);
            keys.add(key);
        }

        public boolean hasNext() {
            while (pending == null && !dirs.isEmpty()) {
                int top = dirs.size() - 1;
                String[] ns = names.get(top);
                int[] i = next.get(top);
                if (i[0] == ns.length) {
                    dirs.remove(top);
                    names.remove(top);
                    next.remove(top);
                    keys.remove(top);
                    continue;
                }
                Path p = dirs.get(top).resolve(ns[i[0]++]);
                long[] st = new long[4];
                int r = follow ? FileIO.stat(str(p), st) : FileIO.lstat(str(p), st);
                if (r == -FileIO.ENOENT && follow) {
                    r = FileIO.lstat(str(p), st); // a dangling link is still an entry
                }
                if (r == -FileIO.ENOENT) {
                    continue; // deleted since the listing
                }
                try {
                    if (r < 0) {
                        throw translate(r, str(p), null);
                    }
                    enter(p, st);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                pending = p;
            }
            return pending != null;
        }

        public Path next() {
            if (!hasNext()) {
                throw new java.util.NoSuchElementException();
            }
            Path p = pending;
            pending = null;
            return p;
        }
    }

    /** Whether a walk follows links (FOLLOW_LINKS is the only option), after the JDK's checks. */
    private static boolean followLinks(int maxDepth, Iterable<FileVisitOption> options) {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        boolean follow = false;
        for (FileVisitOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            follow = true;
        }
        return follow;
    }

    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        boolean follow = followLinks(maxDepth, java.util.Arrays.asList(options));
        return java.util.stream.StreamSupport.stream(
                java.util.Spliterators.spliteratorUnknownSize(new Walk(start, maxDepth, follow), java.util.Spliterator.DISTINCT),
                false);
    }

    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    public static Stream<Path> list(Path dir) throws IOException {
        String p = str(dir);
        String[] names = FileIO.list(p);
        if (names == null) {
            int k = FileIO.kind(p);
            if (k < 0) {
                throw translate(k, p, null);
            }
            if (k != FileIO.KIND_DIR) {
                throw new NotDirectoryException(p);
            }
            throw translate(-FileIO.EACCES, p, null);
        }
        List<Path> l = new ArrayList<Path>(names.length);
        for (String n : names) {
            l.add(dir.resolve(n));
        }
        return l.stream();
    }

    // ------------------------------------------------------------------ attributes

    /** The ten-slot stat of path (lstat when not following links), or the JDK's exception. */
    private static UnixAttributes attributes(Path path, boolean follow) throws IOException {
        long[] st = new long[12];
        String p = str(path);
        int r = follow ? FileIO.stat(p, st) : FileIO.lstat(p, st);
        if (r < 0) {
            throw translate(r, p, null);
        }
        return new UnixAttributes(st);
    }

    /** As the JDK's walkers: following links, a link whose target is missing gives its own attributes. */
    private static UnixAttributes walkAttributes(Path path, boolean follow) throws IOException {
        try {
            return attributes(path, follow);
        } catch (IOException e) {
            if (!follow) {
                throw e;
            }
            try {
                return attributes(path, false);
            } catch (IOException e2) {
                throw e;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        if (type == null) {
            throw new NullPointerException();
        }
        boolean follow = !noFollow(options);
        if (type != BasicFileAttributes.class) {
            str(path);
            throw new UnsupportedOperationException();
        }
        return (A) attributes(path, follow);
    }

    private static final String[] BASIC_NAMES = {"lastModifiedTime", "lastAccessTime", "creationTime", "size",
        "isRegularFile", "isDirectory", "isSymbolicLink", "isOther", "fileKey"};

    private static Object basicValue(BasicFileAttributes a, String name) {
        switch (name) {
        case "lastModifiedTime":
            return a.lastModifiedTime();
        case "lastAccessTime":
            return a.lastAccessTime();
        case "creationTime":
            return a.creationTime();
        case "size":
            return Long.valueOf(a.size());
        case "isRegularFile":
            return Boolean.valueOf(a.isRegularFile());
        case "isDirectory":
            return Boolean.valueOf(a.isDirectory());
        case "isSymbolicLink":
            return Boolean.valueOf(a.isSymbolicLink());
        case "isOther":
            return Boolean.valueOf(a.isOther());
        case "fileKey":
            return a.fileKey();
        default:
            return null;
        }
    }

    /** readAttributes(path, "[basic:]name,name..." or "*"): the basic view only. */
    public static Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
            throws IOException {
        String view = "basic";
        String list = attributes;
        int colon = attributes.indexOf(':');
        if (colon >= 0) {
            view = attributes.substring(0, colon);
            list = attributes.substring(colon + 1);
        }
        if (!view.equals("basic")) {
            throw new UnsupportedOperationException("View '" + view + "' not available");
        }
        String[] names = list.split(",");
        for (String n : names) {
            if (!n.equals("*") && basicValueName(n) == null) {
                throw new IllegalArgumentException("'" + n + "' not recognized");
            }
        }
        BasicFileAttributes a = attributes(path, !noFollow(options));
        Map<String, Object> m = new HashMap<String, Object>();
        for (String n : names) {
            if (n.equals("*")) {
                for (String b : BASIC_NAMES) {
                    m.put(b, basicValue(a, b));
                }
            } else {
                m.put(n, basicValue(a, n));
            }
        }
        return m;
    }

    private static String basicValueName(String n) {
        for (String b : BASIC_NAMES) {
            if (b.equals(n)) {
                return b;
            }
        }
        return null;
    }

    public static Object getAttribute(Path path, String attribute, LinkOption... options) throws IOException {
        if (attribute.indexOf('*') >= 0 || attribute.indexOf(',') >= 0) {
            throw new IllegalArgumentException(attribute);
        }
        Map<String, Object> m = readAttributes(path, attribute, options);
        int colon = attribute.indexOf(':');
        return m.get(colon >= 0 ? attribute.substring(colon + 1) : attribute);
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        return attributes(path, !noFollow(options)).lastModifiedTime();
    }

    /** Sets the times whose FileTime is not null (utimensat). */
    static void setTimes(Path path, FileTime modified, FileTime accessed, boolean follow) throws IOException {
        long[] t = {0, -1, 0, -1};
        if (modified != null) {
            java.time.Instant i = modified.toInstant();
            t[0] = i.getEpochSecond();
            t[1] = i.getNano();
        }
        if (accessed != null) {
            java.time.Instant i = accessed.toInstant();
            t[2] = i.getEpochSecond();
            t[3] = i.getNano();
        }
        int r = FileIO.setTimes(str(path), t, follow);
        if (r < 0) {
            throw translate(r, str(path), null);
        }
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        if (time == null) {
            throw new NullPointerException("'time' is null");
        }
        setTimes(path, time, null, true);
        return path;
    }

    @SuppressWarnings("unchecked")
    public static <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type,
            LinkOption... options) {
        if (type == null) {
            throw new NullPointerException();
        }
        str(path);
        if (type != BasicFileAttributeView.class) {
            return null;
        }
        final Path file = path;
        final boolean follow = !noFollow(options);
        return (V) new BasicFileAttributeView() {
            @Override
            public String name() {
                return "basic";
            }

            @Override
            public BasicFileAttributes readAttributes() throws IOException {
                return attributes(file, follow);
            }

            @Override
            public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime)
                    throws IOException {
                if (lastModifiedTime == null && lastAccessTime == null) {
                    return;
                }
                Files.setTimes(file, lastModifiedTime, lastAccessTime, follow);
            }
        };
    }

    // ------------------------------------------------------------------ walkFileTree

    private static FileVisitResult nonNull(FileVisitResult r) {
        if (r == null) {
            throw new NullPointerException();
        }
        return r;
    }

    /** The walk of walkFileTree, depth first, entries in listing order. */
    private static final class TreeWalker {
        private final FileVisitor<? super Path> visitor;
        private final int maxDepth;
        private final boolean follow;
        private final ArrayList<String> keys = new ArrayList<String>();

        TreeWalker(FileVisitor<? super Path> visitor, int maxDepth, boolean follow) {
            this.visitor = visitor;
            this.maxDepth = maxDepth;
            this.follow = follow;
        }

        /** CONTINUE, TERMINATE, or SKIP_SIBLINGS (for the caller's loop). */
        FileVisitResult visit(Path p, int depth) throws IOException {
            UnixAttributes attrs;
            try {
                attrs = walkAttributes(p, follow);
            } catch (IOException e) {
                return nonNull(visitor.visitFileFailed(p, e));
            }
            if (depth >= maxDepth || !attrs.isDirectory()) {
                return nonNull(visitor.visitFile(p, attrs));
            }
            String key = null;
            if (follow) {
                key = attrs.fileKey().toString();
                if (keys.contains(key)) {
                    return nonNull(visitor.visitFileFailed(p, new FileSystemLoopException(p.toString())));
                }
            }
            String[] names = FileIO.list(str(p));
            if (names == null) {
                int k = FileIO.kind(str(p));
                IOException e = translate(k < 0 ? k : -FileIO.EACCES, str(p), null);
                return nonNull(visitor.visitFileFailed(p, e));
            }
            FileVisitResult r = nonNull(visitor.preVisitDirectory(p, attrs));
            if (r == FileVisitResult.SKIP_SUBTREE) {
                return FileVisitResult.CONTINUE;
            }
            if (r != FileVisitResult.CONTINUE) {
                return r;
            }
            keys.add(key);
            try {
                for (String n : names) {
                    FileVisitResult c = visit(p.resolve(n), depth + 1);
                    if (c == FileVisitResult.TERMINATE) {
                        return c;
                    }
                    if (c == FileVisitResult.SKIP_SIBLINGS) {
                        break;
                    }
                }
            } finally {
                keys.remove(keys.size() - 1);
            }
            r = nonNull(visitor.postVisitDirectory(p, null));
            return r == FileVisitResult.TERMINATE ? r : FileVisitResult.CONTINUE;
        }
    }

    public static Path walkFileTree(Path start, Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        boolean follow = followLinks(maxDepth, options);
        if (visitor == null || start == null) {
            throw new NullPointerException();
        }
        new TreeWalker(visitor, maxDepth, follow).visit(start, 0);
        return start;
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, java.util.EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    // ------------------------------------------------------------------ find

    public static Stream<Path> find(Path start, int maxDepth, final BiPredicate<Path, BasicFileAttributes> matcher,
            FileVisitOption... options) throws IOException {
        if (matcher == null) {
            throw new NullPointerException();
        }
        Stream<Path> s = walk(start, maxDepth, options);
        final boolean follow = options.length > 0;
        return s.filter(new Predicate<Path>() {
            @Override
            public boolean test(Path p) {
                try {
                    return matcher.test(p, walkAttributes(p, follow));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    // ------------------------------------------------------------------ directory streams

    private static final class DirStream implements DirectoryStream<Path> {
        private final Path dir;
        private final String[] names;
        private final DirectoryStream.Filter<? super Path> filter;
        private boolean closed;
        private boolean obtained;

        DirStream(Path dir, String[] names, DirectoryStream.Filter<? super Path> filter) {
            this.dir = dir;
            this.names = names;
            this.filter = filter;
        }

        @Override
        public void close() {
            closed = true;
        }

        @Override
        public Iterator<Path> iterator() {
            if (closed) {
                throw new IllegalStateException("Directory stream is closed");
            }
            if (obtained) {
                throw new IllegalStateException("Iterator already obtained");
            }
            obtained = true;
            return new Iterator<Path>() {
                private int i;
                private Path next;

                @Override
                public boolean hasNext() {
                    while (next == null && !closed && i < names.length) {
                        Path p = dir.resolve(names[i++]);
                        try {
                            if (filter == null || filter.accept(p)) {
                                next = p;
                            }
                        } catch (IOException e) {
                            throw new DirectoryIteratorException(e);
                        }
                    }
                    return next != null;
                }

                @Override
                public Path next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    Path p = next;
                    next = null;
                    return p;
                }
            };
        }
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        if (filter == null) {
            throw new NullPointerException();
        }
        return openDirectory(dir, filter);
    }

    private static DirectoryStream<Path> openDirectory(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        String p = str(dir);
        int k = FileIO.kind(p);
        if (k < 0) {
            throw translate(k, p, null);
        }
        if (k != FileIO.KIND_DIR) {
            throw new NotDirectoryException(p);
        }
        String[] names = FileIO.list(p);
        if (names == null) {
            throw translate(-FileIO.EACCES, p, null);
        }
        return new DirStream(dir, names, filter);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return openDirectory(dir, null);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return openDirectory(dir, null);
        }
        final PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        return openDirectory(dir, new DirectoryStream.Filter<Path>() {
            @Override
            public boolean accept(Path entry) {
                return m.matches(entry.getFileName());
            }
        });
    }
}
