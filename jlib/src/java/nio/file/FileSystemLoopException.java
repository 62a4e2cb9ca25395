package java.nio.file;

/** A walk that follows links came back to a directory it is inside. */
public class FileSystemLoopException extends FileSystemException {
    private static final long serialVersionUID = 4843039591949217617L;

    public FileSystemLoopException(String file) {
        super(file);
    }
}
