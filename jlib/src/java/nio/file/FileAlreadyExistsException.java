package java.nio.file;

/** A file that an operation would create already exists. */
public class FileAlreadyExistsException extends FileSystemException {
    public FileAlreadyExistsException(String file) {
        super(file);
    }

    public FileAlreadyExistsException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
