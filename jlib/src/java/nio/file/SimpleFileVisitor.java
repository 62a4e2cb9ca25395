package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;

/** A FileVisitor that continues everywhere and rethrows failures. */
public class SimpleFileVisitor<T> implements FileVisitor<T> {
    protected SimpleFileVisitor() {
    }

    private static void check(Object a, Object b) {
        if (a == null || b == null) {
            throw new NullPointerException();
        }
    }

    @Override
    public FileVisitResult preVisitDirectory(T dir, BasicFileAttributes attrs) throws IOException {
        check(dir, attrs);
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(T file, BasicFileAttributes attrs) throws IOException {
        check(file, attrs);
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(T file, IOException exc) throws IOException {
        check(file, exc);
        throw exc;
    }

    @Override
    public FileVisitResult postVisitDirectory(T dir, IOException exc) throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        if (exc != null) {
            throw exc;
        }
        return FileVisitResult.CONTINUE;
    }
}
