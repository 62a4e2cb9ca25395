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
}
