package jpor.internal;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Random;

/**
 * The VM's file calls (natives/file.c) and what java.io and java.nio.file share on top of
 * them. Natives return a result or -errno; a stream keeps its descriptor and its position in
 * its own fields and reads and writes at that position, so that a restored VM state reads the
 * same bytes again.
 */
public final class FileIO {
    private FileIO() {
    }

    public static final int READ = 1;
    public static final int WRITE = 2;
    public static final int APPEND = 4;
    public static final int CREATE = 8;
    public static final int EXCL = 16;
    public static final int TRUNC = 32;
    /** A directory may be opened (reads then fail with "Is a directory"), as java.nio.file does. */
    public static final int DIROK = 64;
    /** Created with mode 0600. */
    public static final int PRIVATE = 128;

    /** With EXCL: a temp file (under check, a re-execution may make the same one again). */
    public static final int TEMP = 256;

    public static final int ENOENT = 2;
    public static final int EACCES = 13;
    public static final int EEXIST = 17;
    public static final int EXDEV = 18;
    public static final int ENOTDIR = 20;
    public static final int EISDIR = 21;
    public static final int ELOOP = 40;
    public static final int ENOTEMPTY = 39;

    /** stat kinds */
    public static final int KIND_FILE = 1;
    public static final int KIND_DIR = 2;
    public static final int KIND_LINK = 4;

    /** A descriptor, or -errno. */
    public static native int open(String path, int flags);

    public static native int close(int fd);

    /** Bytes read at pos (pos < 0: at the descriptor's offset), 0 at end of file, or -errno. */
    public static native int read(int fd, byte[] b, int off, int len, long pos);

    /** Writes all of b[off..off+len) at pos (pos < 0: at the descriptor's offset); 0 or -errno. */
    public static native int write(int fd, byte[] b, int off, int len, long pos);

    public static native long size(int fd);

    public static native int truncate(int fd, long length);

    /**
     * out = {kind, size, mtime ms, mode bits}, and when out has 10 slots also {mtime s,
     * mtime ns, atime s, atime ns, device, inode}, with 12 also {birth s, birth ns} (the
     * mtime's where the file system keeps no birth time); 0 or -errno.
     */
    public static native int stat(String path, long[] out);

    /** As stat, but a symbolic link is not followed (kind KIND_LINK). */
    public static native int lstat(String path, long[] out);

    /**
     * Sets a file's times: t = {mtime s, mtime ns, atime s, atime ns}, a negative ns leaves that
     * time as it is; follow = false changes a symbolic link itself. 0 or -errno.
     */
    public static native int setTimes(String path, long[] t, boolean follow);

    /** mode: 4 read, 2 write, 1 execute, 0 exists; 0 or -errno. */
    public static native int access(String path, int mode);

    public static native int unlink(String path);

    public static native int rmdir(String path);

    public static native int mkdir(String path, int mode);

    /** mkdir of a temp directory (under check, a re-execution may make the same one again). */
    public static native int mkdirTemp(String path, int mode);

    public static native int rename(String from, String to);

    /** The names in a directory (no "." or ".."), unordered; null on error. */
    public static native String[] list(String path);

    public static native String strerror(int errno);

    /** The resolved path, or null. */
    public static native String realpath(String path);

    /** The stat kind of path (KIND_FILE, KIND_DIR, 3 other) or -errno. */
    public static int kind(String path) {
        long[] st = new long[4];
        int r = stat(path, st);
        return r < 0 ? r : (int) st[0];
    }

    /** The text of an error returned as -errno. */
    public static String reason(int negErrno) {
        return strerror(-negErrno);
    }

    public static FileNotFoundException notFound(String path, int negErrno) {
        return new FileNotFoundException(path + " (" + reason(negErrno) + ")");
    }

    public static IOException ioError(int negErrno) {
        return new IOException(reason(negErrno));
    }

    // ------------------------------------------------------------------ temp names

    private static Random random;

    /** A random unsigned long in decimal, as the JDK's temp-file names use. */
    public static synchronized String tempNumber() {
        if (random == null) {
            random = new Random();
        }
        return Long.toUnsignedString(random.nextLong());
    }

    // ------------------------------------------------------------------ deleteOnExit

    private static ArrayList<String> deleteOnExit;

    /** Under check: the VM deletes path when the process ends (true); under run: false. */
    private static native boolean deleteAtExit(String path);

    public static synchronized void deleteOnExit(String path) {
        if (deleteAtExit(path)) {
            return;
        }
        if (deleteOnExit == null) {
            deleteOnExit = new ArrayList<String>();
            Runtime.getRuntime(); // runShutdownHooks runs only once Runtime is initialised
        }
        if (!deleteOnExit.contains(path)) {
            deleteOnExit.add(path);
        }
    }

    /** Called by Runtime after the shutdown hooks: deletes in reverse order of registration. */
    public static void runDeleteOnExit() {
        ArrayList<String> l;
        synchronized (FileIO.class) {
            l = deleteOnExit;
            deleteOnExit = null;
        }
        if (l == null) {
            return;
        }
        for (int i = l.size() - 1; i >= 0; i--) {
            String p = l.get(i);
            if (kind(p) == KIND_DIR) {
                rmdir(p);
            } else {
                unlink(p);
            }
        }
    }

    /**
     * The path of a hierarchical file: URI after the checks File(URI) and Paths.get(URI) share
     * (their callers check the scheme and opacity first, each in java's order): no authority,
     * fragment or query, a path not empty; a trailing slash dropped.
     */
    public static String uriPath(java.net.URI uri) {
        if (uri.getRawAuthority() != null)
            throw new IllegalArgumentException("URI has an authority component");
        if (uri.getRawFragment() != null)
            throw new IllegalArgumentException("URI has a fragment component");
        if (uri.getRawQuery() != null)
            throw new IllegalArgumentException("URI has a query component");
        String p = uri.getPath();
        if (p.isEmpty())
            throw new IllegalArgumentException("URI path component is empty");
        if (p.length() > 1 && p.endsWith("/"))
            p = p.substring(0, p.length() - 1);
        return p;
    }
}
