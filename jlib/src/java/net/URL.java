package java.net;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;

/**
 * A URL (written for jpor from the Java SE API documentation): parsed as java's
 * URLStreamHandler does into protocol, authority (user info, host, port), path, query and
 * reference, for the protocols java knows (http, https, ftp, file, jar, mailto, jrt).
 * openStream() reads file: URLs and jar:file:...!/entry URLs (what Class.getResource gives);
 * there is no network.  equals and hashCode compare the text, without resolving host names.
 */
public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private final String protocol;
    private String host;
    private int port = -1;
    private String authority;
    private String userInfo;
    private String path;
    private String query;
    private String ref;

    private static final String[] KNOWN = {"http", "https", "ftp", "file", "jar", "mailto", "jrt"};

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        if (port < -1)
            throw new MalformedURLException("Invalid port number :" + port);
        this.protocol = checkProtocol(protocol.toLowerCase());
        if (host != null && host.indexOf(':') >= 0 && !host.startsWith("["))
            host = "[" + host + "]";
        this.host = host;
        this.port = port;
        this.authority = host == null ? null : (port == -1 ? host : host + ":" + port);
        int h = file.indexOf('#');
        if (h >= 0) {
            ref = file.substring(h + 1);
            file = file.substring(0, h);
        }
        int q = file.lastIndexOf('?');
        if (q >= 0) {
            query = file.substring(q + 1);
            path = file.substring(0, q);
        } else {
            path = file;
        }
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        try {
            int limit = spec.length();
            while (limit > 0 && spec.charAt(limit - 1) <= ' ')
                limit--;
            int start = 0;
            while (start < limit && spec.charAt(start) <= ' ')
                start++;
            if (spec.regionMatches(true, start, "url:", 0, 4))
                start += 4;
            String newProtocol = null;
            boolean isRelative = false;
            if (start < spec.length() && spec.charAt(start) == '#')
                isRelative = true;
            for (int i = start; !isRelative && i < limit; i++) {
                char c = spec.charAt(i);
                if (c == '/')
                    break;
                if (c == ':') {
                    String s = spec.substring(start, i).toLowerCase();
                    if (isValidProtocol(s)) {
                        newProtocol = s;
                        start = i + 1;
                    }
                    break;
                }
            }
            String proto = newProtocol;
            if (context != null && (newProtocol == null || newProtocol.equalsIgnoreCase(context.protocol))) {
                // a relative URL, or the context's protocol repeated
                if (context.path != null && context.path.startsWith("/"))
                    newProtocol = null;
                if (newProtocol == null) {
                    proto = context.protocol;
                    authority = context.authority;
                    userInfo = context.userInfo;
                    host = context.host;
                    port = context.port;
                    path = context.path;
                    isRelative = true;
                }
            }
            if (proto == null)
                throw new MalformedURLException("no protocol: " + original);
            this.protocol = checkProtocol(proto);
            int h = spec.indexOf('#', start);
            if (h >= 0 && h < limit) {
                ref = spec.substring(h + 1, limit);
                limit = h;
            }
            if (isRelative && start == limit) {
                // RFC 2396 5.2.2: the context's query, and its reference unless one is given
                query = context.query;
                if (ref == null)
                    ref = context.ref;
            }
            parse(spec, start, limit, isRelative);
        } catch (MalformedURLException e) {
            throw e;
        } catch (Exception e) {
            MalformedURLException m = new MalformedURLException(e.getMessage());
            m.initCause(e);
            throw m;
        }
    }

    private static boolean isValidProtocol(String p) {
        if (p.length() < 1 || !Character.isLetter(p.charAt(0)))
            return false;
        for (int i = 1; i < p.length(); i++) {
            char c = p.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '+' && c != '-')
                return false;
        }
        return true;
    }

    private static String checkProtocol(String p) throws MalformedURLException {
        for (String k : KNOWN)
            if (k.equals(p))
                return k;
        throw new MalformedURLException("unknown protocol: " + p);
    }

    /** URLStreamHandler.parseURL's rules for spec[start, limit). */
    private void parse(String spec, int start, int limit, boolean relative) throws MalformedURLException {
        if (protocol.equals("jar") || protocol.equals("mailto")) {
            // opaque: everything after the scheme is the path
            String contextPath = path;
            path = spec.substring(start, limit);
            query = null;
            int q = path.lastIndexOf('?');
            if (protocol.equals("mailto") && q >= 0) {
                query = path.substring(q + 1);
                path = path.substring(0, q);
            }
            if (relative && protocol.equals("jar") && !spec.substring(start, limit).contains("!/")) {
                // an entry beside the context's entry
                String base = contextPath;
                int slash = base == null ? -1 : base.lastIndexOf('/');
                path = removeDots((slash >= 0 ? base.substring(0, slash + 1) : "") + spec.substring(start, limit));
            }
            host = host == null ? "" : host;
            return;
        }
        boolean queryOnly = false;
        if (start < limit) {
            int q = spec.indexOf('?', start);
            queryOnly = q == start;
            if (q != -1 && q < limit) {
                query = spec.substring(q + 1, limit);
                limit = q;
                spec = spec.substring(0, q);
            }
        }
        boolean isUNCName = start <= limit - 4 && spec.charAt(start) == '/' && spec.charAt(start + 1) == '/'
                && spec.charAt(start + 2) == '/' && spec.charAt(start + 3) == '/';
        if (!isUNCName && start <= limit - 2 && spec.charAt(start) == '/' && spec.charAt(start + 1) == '/') {
            start += 2;
            int i = spec.indexOf('/', start);
            if (i < 0 || i > limit) {
                i = spec.indexOf('?', start);
                if (i < 0 || i > limit)
                    i = limit;
            }
            String auth = spec.substring(start, i);
            authority = auth;
            String hostPart = auth;
            int at = auth.lastIndexOf('@');
            if (at != -1) {
                userInfo = auth.substring(0, at);
                hostPart = auth.substring(at + 1);
            } else {
                userInfo = null;
            }
            port = -1;
            if (hostPart.startsWith("[")) {
                int close = hostPart.indexOf(']');
                if (close < 0)
                    throw new IllegalArgumentException("Invalid host: " + hostPart);
                String rest = hostPart.substring(close + 1);
                hostPart = hostPart.substring(0, close + 1);
                if (rest.startsWith(":") && rest.length() > 1)
                    port = Integer.parseInt(rest, 1, rest.length(), 10);
                else if (!rest.isEmpty() && !rest.equals(":"))
                    throw new IllegalArgumentException("Invalid authority field: " + auth);
            } else {
                int c = hostPart.indexOf(':');
                if (c >= 0) {
                    if (hostPart.length() > c + 1)
                        port = Integer.parseInt(hostPart, c + 1, hostPart.length(), 10);
                    hostPart = hostPart.substring(0, c);
                }
            }
            host = hostPart;
            if (port < -1)
                throw new IllegalArgumentException("Invalid port number :" + port);
            start = i;
            if (authority != null && !authority.isEmpty())
                path = "";
        }
        if (host == null)
            host = "";
        boolean isRelPath = false;
        if (start < limit) {
            if (spec.charAt(start) == '/') {
                path = spec.substring(start, limit);
            } else if (path != null && !path.isEmpty()) {
                int ind = path.lastIndexOf('/');
                String sep = "";
                isRelPath = true;
                if (ind == -1 && authority != null)
                    sep = "/";
                path = path.substring(0, ind + 1) + sep + spec.substring(start, limit);
            } else {
                path = (authority != null ? "/" : "") + spec.substring(start, limit);
            }
        } else if (queryOnly && path != null) {
            int ind = path.lastIndexOf('/');
            if (ind < 0)
                ind = 0;
            path = path.substring(0, ind) + "/";
        }
        if (path == null)
            path = "";
        if (isRelPath)
            path = removeDots(path);
    }

    private static String removeDots(String path) {
        int i;
        while ((i = path.indexOf("/./")) >= 0)
            path = path.substring(0, i) + path.substring(i + 2);
        i = 0;
        while ((i = path.indexOf("/../", i)) >= 0) {
            if (i > 0) {
                int limit = path.lastIndexOf('/', i - 1);
                if (limit >= 0 && path.indexOf("/../", limit) != 0) {
                    path = path.substring(0, limit) + path.substring(i + 3);
                    i = 0;
                } else {
                    i = i + 3;
                }
            } else {
                i = i + 3;
            }
        }
        while (path.endsWith("/..")) {
            i = path.indexOf("/..");
            int limit = path.lastIndexOf('/', i - 1);
            if (limit >= 0)
                path = path.substring(0, limit + 1);
            else
                break;
        }
        if (path.startsWith("./") && path.length() > 2)
            path = path.substring(2);
        if (path.endsWith("/."))
            path = path.substring(0, path.length() - 1);
        return path;
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        if (protocol.equals("http"))
            return 80;
        if (protocol.equals("https"))
            return 443;
        if (protocol.equals("ftp"))
            return 21;
        return -1;
    }

    public String getAuthority() {
        return authority;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getPath() {
        return path;
    }

    public String getQuery() {
        return query;
    }

    public String getFile() {
        return query == null ? path : path + "?" + query;
    }

    public String getRef() {
        return ref;
    }

    public String toExternalForm() {
        StringBuilder b = new StringBuilder(protocol).append(':');
        if (authority != null && !authority.isEmpty())
            b.append("//").append(authority);
        if (path != null)
            b.append(path);
        if (query != null)
            b.append('?').append(query);
        if (ref != null)
            b.append('#').append(ref);
        return b.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    public URI toURI() throws URISyntaxException {
        URI uri = new URI(toString());
        if (authority != null && authority.isEmpty() && protocol.equals("file") && uri.getAuthority() == null)
            return uri;
        return uri;
    }

    public boolean sameFile(URL other) {
        return other != null && toExternalFormNoRef().equals(other.toExternalFormNoRef());
    }

    private String toExternalFormNoRef() {
        String s = toExternalForm();
        int h = ref == null ? -1 : s.length() - ref.length() - 1;
        return h >= 0 ? s.substring(0, h) : s;
    }

    public boolean equals(Object o) {
        return o instanceof URL && toExternalForm().equals(((URL) o).toExternalForm());
    }

    public int hashCode() {
        return toExternalForm().hashCode();
    }

    public InputStream openStream() throws IOException {
        if (protocol.equals("file")) {
            String p = URLDecoder.decode(path.replace("+", "%2B"), "UTF-8");
            File f = new File(p);
            if (f.isDirectory())
                throw new FileNotFoundException(p + " (Is a directory)");
            return new FileInputStream(f);
        }
        if (protocol.equals("jar")) {
            int sep = path.indexOf("!/");
            if (sep < 0)
                throw new MalformedURLException("no !/ in spec");
            URL jarUrl = new URL(path.substring(0, sep));
            if (!jarUrl.protocol.equals("file"))
                throw new IOException("jpor: jar URLs of " + jarUrl.protocol + " are not supported");
            String entry = path.substring(sep + 2);
            final java.util.zip.ZipFile zf = new java.util.zip.ZipFile(URLDecoder.decode(jarUrl.path.replace("+", "%2B"), "UTF-8"));
            java.util.zip.ZipEntry e = zf.getEntry(entry);
            if (e == null) {
                zf.close();
                throw new FileNotFoundException("JAR entry " + entry + " not found in " + jarUrl.path);
            }
            return new java.io.FilterInputStream(zf.getInputStream(e)) {
                public void close() throws IOException {
                    super.close();
                    zf.close();
                }
            };
        }
        throw new IOException("jpor: no network: cannot open " + this);
    }
}
