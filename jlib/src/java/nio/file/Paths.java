package java.nio.file;

/** Makes Paths from strings. */
public final class Paths {
    private Paths() {
    }

    public static Path get(String first, String... more) {
        if (more.length == 0) {
            return new UnixPath(first);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(first);
        for (String s : more) {
            if (!s.isEmpty()) {
                if (sb.length() > 0) {
                    sb.append('/');
                }
                sb.append(s);
            }
        }
        return new UnixPath(sb.toString());
    }

    /** The path of a file: URI (java's checks and messages). */
    public static Path get(java.net.URI uri) {
        String scheme = uri.getScheme();
        if (scheme == null)
            throw new IllegalArgumentException("Missing scheme");
        if (!scheme.equalsIgnoreCase("file"))
            throw new FileSystemNotFoundException("Provider \"" + scheme + "\" not installed");
        if (uri.isOpaque())
            throw new IllegalArgumentException("URI is not hierarchical");
        return new UnixPath(jpor.internal.FileIO.uriPath(uri));
    }
}
