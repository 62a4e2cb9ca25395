package java.nio.file;

import java.io.IOException;
import java.util.ConcurrentModificationException;

/** An I/O error while iterating a directory stream. */
public final class DirectoryIteratorException extends ConcurrentModificationException {
    private static final long serialVersionUID = -6012699886086212874L;

    public DirectoryIteratorException(IOException cause) {
        super(checked(cause));
    }

    private static IOException checked(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
    }

    @Override
    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
