package java.nio.file;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import jpor.internal.FileIO;

/** jpor's Path: a normalised Unix path string (no repeated or trailing '/'). */
final class UnixPath implements Path {
    private final String path;
    private String[] names;

    UnixPath(String input) {
        this.path = normalize(input);
    }

    private UnixPath(String normalized, boolean raw) {
        this.path = normalized;
    }

    private static UnixPath raw(String p) {
        return new UnixPath(p, true);
    }

    private static String normalize(String input) {
        int n = input.length();
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    private String[] names() {
        if (names == null) {
            if (path.isEmpty()) {
                names = new String[] { "" };
            } else {
                ArrayList<String> l = new ArrayList<String>();
                int start = 0;
                int n = path.length();
                for (int i = 0; i <= n; i++) {
                    if (i == n || path.charAt(i) == '/') {
                        if (i > start) {
                            l.add(path.substring(start, i));
                        }
                        start = i + 1;
                    }
                }
                names = l.toArray(new String[0]);
            }
        }
        return names;
    }

    private static UnixPath join(boolean absolute, String[] parts, int from, int to) {
        StringBuilder sb = new StringBuilder();
        if (absolute) {
            sb.append('/');
        }
        for (int i = from; i < to; i++) {
            if (i > from) {
                sb.append('/');
            }
            sb.append(parts[i]);
        }
        return raw(sb.toString());
    }

    private static UnixPath check(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        if (!(p instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) p;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? raw("/") : null;
    }

    public Path getFileName() {
        String[] ns = names();
        if (ns.length == 0) {
            return null;
        }
        if (ns.length == 1 && !isAbsolute()) {
            return this;
        }
        return raw(ns[ns.length - 1]);
    }

    public Path getParent() {
        String[] ns = names();
        if (ns.length == 0) {
            return null;
        }
        if (ns.length == 1) {
            return isAbsolute() ? raw("/") : null;
        }
        return raw(path.substring(0, path.lastIndexOf('/')));
    }

    public int getNameCount() {
        return names().length;
    }

    public Path getName(int index) {
        String[] ns = names();
        if (index < 0 || index >= ns.length) {
            throw new IllegalArgumentException();
        }
        return raw(ns[index]);
    }

    public Path subpath(int beginIndex, int endIndex) {
        String[] ns = names();
        if (beginIndex < 0 || beginIndex >= ns.length || endIndex > ns.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        return join(false, ns, beginIndex, endIndex);
    }

    public boolean startsWith(Path other) {
        if (!(other instanceof UnixPath)) {
            if (other == null) {
                throw new NullPointerException();
            }
            return false;
        }
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute() != isAbsolute()) {
            return false;
        }
        String[] a = names();
        String[] b = o.names();
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        if (!(other instanceof UnixPath)) {
            if (other == null) {
                throw new NullPointerException();
            }
            return false;
        }
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute()) {
            return equals(o);
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names();
        String[] b = o.names();
        if (b.length > a.length) {
            return false;
        }
        int d = a.length - b.length;
        for (int i = 0; i < b.length; i++) {
            if (!a[d + i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    public Path normalize() {
        String[] ns = names();
        boolean abs = isAbsolute();
        ArrayList<String> out = new ArrayList<String>();
        boolean changed = false;
        for (String s : ns) {
            if (s.equals(".")) {
                changed = true;
            } else if (s.equals("..")) {
                int k = out.size();
                if (k > 0 && !out.get(k - 1).equals("..")) {
                    out.remove(k - 1);
                    changed = true;
                } else if (abs) {
                    changed = true;
                } else {
                    out.add(s);
                }
            } else {
                out.add(s);
            }
        }
        if (!changed) {
            return this;
        }
        return join(abs, out.toArray(new String[0]), 0, out.size());
    }

    public Path resolve(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o;
        }
        if (o.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return o;
        }
        return raw(path.equals("/") ? "/" + o.path : path + "/" + o.path);
    }

    public Path relativize(Path other) {
        UnixPath o = check(other);
        if (o.equals(this)) {
            return raw("");
        }
        if (isAbsolute() != o.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (path.isEmpty()) {
            return o;
        }
        // "." and ".." are resolved first; a ".." left in this path beyond the common part
        // cannot be undone
        UnixPath na = (UnixPath) normalize();
        UnixPath nb = (UnixPath) o.normalize();
        String[] a = na.path.isEmpty() ? new String[0] : na.names();
        String[] b = nb.path.isEmpty() ? new String[0] : nb.names();
        int i = 0;
        while (i < a.length && i < b.length && a[i].equals(b[i])) {
            i++;
        }
        for (int k = i; k < a.length; k++) {
            if (a[k].equals("..")) {
                throw new IllegalArgumentException("Unable to compute relative  path from " + this + " to " + o);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int k = i; k < a.length; k++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int k = i; k < b.length; k++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(b[k]);
        }
        return raw(sb.toString());
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String cwd = System.getProperty("user.dir");
        if (path.isEmpty()) {
            return raw(cwd);
        }
        return raw(cwd.equals("/") ? "/" + path : cwd + "/" + path);
    }

    public Path toRealPath(LinkOption... options) throws IOException {
        String abs = toAbsolutePath().toString();
        String r = FileIO.realpath(abs);
        if (r == null) {
            int k = FileIO.kind(abs);
            throw Files.translate(k < 0 ? k : -FileIO.ENOENT, path, null);
        }
        return raw(r);
    }

    public int compareTo(Path other) {
        byte[] a = path.getBytes(StandardCharsets.UTF_8);
        byte[] b = ((UnixPath) other).path.getBytes(StandardCharsets.UTF_8);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c1 = a[i] & 0xff;
            int c2 = b[i] & 0xff;
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return a.length - b.length;
    }

    @Override
    public boolean equals(Object ob) {
        return ob instanceof UnixPath && compareTo((UnixPath) ob) == 0;
    }

    @Override
    public int hashCode() {
        int h = 0;
        byte[] a = path.getBytes(StandardCharsets.UTF_8);
        for (byte b : a) {
            h = 31 * h + (b & 0xff);
        }
        return h;
    }

    @Override
    public String toString() {
        return path;
    }
}
