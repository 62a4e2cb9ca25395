package java.nio.file;

/** Permission to access a file was denied. */
public class AccessDeniedException extends FileSystemException {
    public AccessDeniedException(String file) {
        super(file);
    }

    public AccessDeniedException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
