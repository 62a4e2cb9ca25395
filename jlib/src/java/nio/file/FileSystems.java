package java.nio.file;

import java.io.IOException;
import java.util.Collections;
import java.util.regex.Pattern;

/** The default file system. */
public final class FileSystems {
    private FileSystems() {
    }

    private static final class Default extends FileSystem {
        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public boolean isReadOnly() {
            return false;
        }

        @Override
        public String getSeparator() {
            return "/";
        }

        @Override
        public Iterable<Path> getRootDirectories() {
            return Collections.singletonList(Paths.get("/"));
        }

        @Override
        public Path getPath(String first, String... more) {
            return Paths.get(first, more);
        }

        @Override
        public PathMatcher getPathMatcher(String syntaxAndPattern) {
            int colon = syntaxAndPattern.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException();
            }
            String syntax = syntaxAndPattern.substring(0, colon);
            String input = syntaxAndPattern.substring(colon + 1);
            String regex;
            if (syntax.equalsIgnoreCase("glob")) {
                regex = Glob.toRegex(input);
            } else if (syntax.equalsIgnoreCase("regex")) {
                regex = input;
            } else {
                throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
            }
            final Pattern p = Pattern.compile(regex);
            return new PathMatcher() {
                @Override
                public boolean matches(Path path) {
                    return p.matcher(path.toString()).matches();
                }
            };
        }

        @Override
        public void close() throws IOException {
            throw new UnsupportedOperationException();
        }
    }

    private static final FileSystem DEFAULT = new Default();

    public static FileSystem getDefault() {
        return DEFAULT;
    }
}
