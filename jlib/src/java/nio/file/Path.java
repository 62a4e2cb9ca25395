package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.util.Iterator;

/** A path in the (Unix) file system. */
public interface Path extends Comparable<Path>, Iterable<Path> {
    static Path of(String first, String... more) {
        return Paths.get(first, more);
    }

    static Path of(java.net.URI uri) {
        return Paths.get(uri);
    }

    /** file:// and the absolute path, its bytes percent-encoded where a URI path may not hold them. */
    default java.net.URI toUri() {
        Path abs = toAbsolutePath();
        String p = abs.toString();
        if (!p.endsWith("/") && Files.isDirectory(abs))
            p = p + "/";
        StringBuilder sb = new StringBuilder("file://");
        byte[] bytes = p.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (byte b : bytes) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-_.!~*'()/:@&=+$,;".indexOf(c) >= 0) {
                sb.append(c);
            } else {
                sb.append('%').append("0123456789ABCDEF".charAt((c >> 4) & 0xf)).append("0123456789ABCDEF".charAt(c & 0xf));
            }
        }
        return java.net.URI.create(sb.toString());
    }

    default FileSystem getFileSystem() {
        return FileSystems.getDefault();
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Paths.get(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Paths.get(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Paths.get(other));
    }

    default Path resolveSibling(Path other) {
        if (other == null) {
            throw new NullPointerException();
        }
        Path parent = getParent();
        return parent == null ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Paths.get(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    Path toRealPath(LinkOption... options) throws IOException;

    default File toFile() {
        return new File(toString());
    }

    default Iterator<Path> iterator() {
        return new Iterator<Path>() {
            private int i = 0;

            public boolean hasNext() {
                return i < getNameCount();
            }

            public Path next() {
                if (i < getNameCount()) {
                    return getName(i++);
                }
                throw new java.util.NoSuchElementException();
            }
        };
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
