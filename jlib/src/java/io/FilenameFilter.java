package java.io;

/** Filters the names in a directory listing (File.list, File.listFiles). */
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
