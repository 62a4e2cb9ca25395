import java.io.File;
import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.*;
import java.util.concurrent.TimeUnit;

// Files.readAttributes (BasicFileAttributes and the "basic:" map), getAttribute,
// get/setLastModifiedTime, BasicFileAttributeView.setTimes, with times set here.
public class FilesAttributes {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("attrs");
        Path f = Files.write(dir.resolve("file.bin"), new byte[1234]);
        Path d = Files.createDirectory(dir.resolve("sub"));

        BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
        System.out.println(a.size() + " " + a.isRegularFile() + " " + a.isDirectory() + " " + a.isSymbolicLink() + " " + a.isOther()
                + " key " + (a.fileKey() != null));
        BasicFileAttributes b = Files.readAttributes(d, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        System.out.println(b.isRegularFile() + " " + b.isDirectory() + " " + b.isSymbolicLink() + " " + b.isOther()
                + " same key " + b.fileKey().equals(Files.readAttributes(d, BasicFileAttributes.class).fileKey())
                + " differs " + !a.fileKey().equals(b.fileKey()));
        System.out.println("creation <= modified " + (a.creationTime().compareTo(a.lastModifiedTime()) <= 0));

        FileTime t1 = FileTime.fromMillis(1700000000123L);
        System.out.println(Files.setLastModifiedTime(f, t1) == f);
        FileTime got = Files.getLastModifiedTime(f);
        System.out.println(got + " " + got.toMillis() + " " + got.equals(t1) + " " + got.compareTo(t1) + " " + (got.hashCode() == t1.hashCode()));
        System.out.println(new File(f.toString()).lastModified());
        System.out.println(Files.readAttributes(f, BasicFileAttributes.class).lastModifiedTime());

        FileTime t2 = FileTime.from(Instant.parse("2001-02-03T04:05:06.123456789Z"));
        Files.setLastModifiedTime(d, t2);
        FileTime g2 = Files.getLastModifiedTime(d, LinkOption.NOFOLLOW_LINKS);
        System.out.println(g2 + " " + g2.to(TimeUnit.NANOSECONDS) + " " + g2.to(TimeUnit.MICROSECONDS) + " " + g2.toInstant() + " " + g2.equals(t2));

        FileTime t3 = FileTime.from(86400L * 365, TimeUnit.SECONDS);
        Files.setLastModifiedTime(f, t3);
        System.out.println(Files.getLastModifiedTime(f) + " " + Files.getLastModifiedTime(f).to(TimeUnit.DAYS));
        Files.setLastModifiedTime(f, FileTime.fromMillis(-1000));
        System.out.println(Files.getLastModifiedTime(f) + " " + Files.getLastModifiedTime(f).toMillis());

        BasicFileAttributeView view = Files.getFileAttributeView(f, BasicFileAttributeView.class);
        System.out.println(view.name());
        view.setTimes(FileTime.fromMillis(1000000000000L), FileTime.fromMillis(1100000000000L), null);
        BasicFileAttributes va = view.readAttributes();
        System.out.println(va.lastModifiedTime() + " " + va.lastAccessTime() + " " + va.size());
        view.setTimes(null, FileTime.fromMillis(1200000000000L), null);
        va = view.readAttributes();
        System.out.println(va.lastModifiedTime() + " " + va.lastAccessTime());
        view.setTimes(FileTime.fromMillis(1300000000000L), null, null);
        va = view.readAttributes();
        System.out.println(va.lastModifiedTime() + " " + va.lastAccessTime());

        Map<String, Object> m = Files.readAttributes(f, "size,lastModifiedTime,isDirectory");
        System.out.println(new TreeMap<>(m));
        m = Files.readAttributes(f, "basic:size,isRegularFile");
        System.out.println(new TreeMap<>(m));
        m = Files.readAttributes(f, "*");
        System.out.println(new TreeSet<>(m.keySet()) + " " + m.get("size") + " " + m.get("lastAccessTime"));
        System.out.println(Files.getAttribute(f, "size") + " " + Files.getAttribute(f, "basic:isDirectory") + " "
                + Files.getAttribute(d, "lastModifiedTime"));

        Path missing = Paths.get("no-such-attrs-file");
        try {
            Files.readAttributes(missing, BasicFileAttributes.class);
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.getLastModifiedTime(missing);
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.setLastModifiedTime(missing, t1);
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.setLastModifiedTime(f, null);
        } catch (NullPointerException e) {
            System.out.println("setLastModifiedTime(f, null): NullPointerException");
        }
        try {
            Files.readAttributes(f, "foo:bar");
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        try {
            Files.readAttributes(f, "basic:bogus");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Files.readAttributes(f, "size,bogus2");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        Files.delete(f);
        Files.delete(d);
        Files.delete(dir);
        System.out.println(Files.exists(dir));
    }
}
