package java.io;

/** Filters abstract pathnames (File.listFiles). */
public interface FileFilter {
    boolean accept(File pathname);
}
