package java.nio.file;

/** Tells whether a path matches a pattern. */
public interface PathMatcher {
    boolean matches(Path path);
}
