package java.nio.file;

/** A directory could not be deleted or replaced because it is not empty. */
public class DirectoryNotEmptyException extends FileSystemException {
    public DirectoryNotEmptyException(String file) {
        super(file);
    }
}
