package java.nio.file;

import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;
import jpor.internal.FileIO;

/** BasicFileAttributes from a stat of FileIO (twelve slots). */
final class UnixAttributes implements BasicFileAttributes {
    private final long[] st;

    UnixAttributes(long[] st) {
        this.st = st;
    }

    /** Seconds as a FileTime in seconds, else in nanoseconds (as the JDK builds them from a stat). */
    static FileTime time(long sec, long nsec) {
        if (nsec == 0) {
            return FileTime.from(sec, TimeUnit.SECONDS);
        }
        if (sec >= -9223372035L && sec <= 9223372035L) {
            return FileTime.from(sec * 1000000000L + nsec, TimeUnit.NANOSECONDS);
        }
        return FileTime.from(sec * 1000000L + nsec / 1000, TimeUnit.MICROSECONDS);
    }

    @Override
    public FileTime lastModifiedTime() {
        return time(st[4], st[5]);
    }

    @Override
    public FileTime lastAccessTime() {
        return time(st[6], st[7]);
    }

    /** The birth time (statx), or the last-modified time where the file system has none. */
    @Override
    public FileTime creationTime() {
        return time(st[10], st[11]);
    }

    @Override
    public boolean isRegularFile() {
        return st[0] == FileIO.KIND_FILE;
    }

    @Override
    public boolean isDirectory() {
        return st[0] == FileIO.KIND_DIR;
    }

    @Override
    public boolean isSymbolicLink() {
        return st[0] == FileIO.KIND_LINK;
    }

    @Override
    public boolean isOther() {
        return st[0] == 3;
    }

    @Override
    public long size() {
        return st[1];
    }

    @Override
    public Object fileKey() {
        return "(dev=" + Long.toHexString(st[8]) + ",ino=" + st[9] + ")";
    }
}
