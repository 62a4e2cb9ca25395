package java.nio.file;

import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;

/** The entries of a directory, iterated once. */
public interface DirectoryStream<T> extends Closeable, Iterable<T> {
    interface Filter<T> {
        boolean accept(T entry) throws IOException;
    }

    @Override
    Iterator<T> iterator();
}
