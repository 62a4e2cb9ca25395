package java.nio.file;

/** The standard copy options. */
public enum StandardCopyOption implements CopyOption {
    REPLACE_EXISTING, COPY_ATTRIBUTES, ATOMIC_MOVE
}
