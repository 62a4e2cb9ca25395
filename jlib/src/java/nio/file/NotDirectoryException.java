package java.nio.file;

/** An operation on a directory found a file that is not one. */
public class NotDirectoryException extends FileSystemException {
    public NotDirectoryException(String file) {
        super(file);
    }
}
