package java.nio.file;

/** Options of Files.walk. */
public enum FileVisitOption {
    FOLLOW_LINKS
}
