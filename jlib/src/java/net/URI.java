package java.net;

import java.nio.charset.StandardCharsets;

/**
 * A URI reference as RFC 2396 defines it, with the amendments java.net.URI documents (RFC 2732's
 * IPv6 literals in brackets, an empty authority before a path, query or fragment, and the "other"
 * characters: non-ASCII characters that are neither spaces nor controls, allowed wherever an
 * escaped octet is). Written for jpor from the Java SE API documentation.
 *
 * A parsed URI keeps the text it was parsed from; a URI made by normalize, resolve or relativize
 * builds its text from its components when first asked.
 */
public final class URI implements Comparable<URI>, java.io.Serializable {
    static final long serialVersionUID = -6052424284110960213L;

    // ---- character classes: bits of CLASSES[c] for the ASCII characters ----
    private static final int DIGIT = 1, ALPHA = 2, HEX = 4, DASH = 8, SCHEME = 0x10, URIC = 0x20,
            PATH = 0x40, USERINFO = 0x80, REG = 0x100, SERVER = 0x200, PERCENT = 0x400;
    private static final int ALNUM = DIGIT | ALPHA;
    /** Set in a class that also admits escaped octets ("%" hex hex) and the "other" characters. */
    private static final int ESCAPES = 0x10000;
    private static final int C_URIC = URIC | ESCAPES, C_PATH = PATH | ESCAPES, C_USERINFO = USERINFO | ESCAPES,
            C_REG = REG | ESCAPES, C_SERVER = SERVER | ESCAPES;
    private static final int[] CLASSES = new int[128];

    static {
        String alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        String digit = "0123456789";
        String unreserved = alpha + digit + "-_.!~*'()";
        mark(digit, DIGIT);
        mark(alpha, ALPHA);
        mark(digit + "ABCDEFabcdef", HEX);
        mark("-", DASH);
        mark("%", PERCENT);
        mark(alpha + digit + "+-.", SCHEME);
        mark(unreserved + ";/?:@&=+$,[]", URIC);
        mark(unreserved + ";/:@&=+$,", PATH);
        mark(unreserved + ";:&=+$,", USERINFO);
        mark(unreserved + ";:@&=+$,", REG);
        mark(unreserved + ";:@&=+$,[]", SERVER);
    }

    private static void mark(String chars, int bit) {
        for (int i = 0; i < chars.length(); i++) CLASSES[chars.charAt(i)] |= bit;
    }

    private static boolean in(char c, int cls) {
        return c < 128 && (CLASSES[c] & cls) != 0;
    }

    /** A non-ASCII character that is neither a space nor a control. */
    private static boolean isOther(char c) {
        return c >= 128 && !Character.isSpaceChar(c) && !Character.isISOControl(c);
    }

    // ---- components ----
    private transient String scheme;
    private transient String fragment;
    private transient String authority;
    private transient String userInfo;
    private transient String host;
    private transient int port = -1;
    private transient String path;
    private transient String query;
    private transient volatile String schemeSpecificPart;
    private transient volatile int hash;
    /** The URI's text (the only field of the serial form). */
    private volatile String string;

    private URI() {
    }

    public URI(String str) throws URISyntaxException {
        new Parser(str, this).parse(false);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        String s = compose(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s, this).parse(true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment) throws URISyntaxException {
        String s = compose(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s, this).parse(false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        new Parser(compose(scheme, ssp, null, null, null, -1, null, null, fragment), this).parse(false);
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/')
            throw new URISyntaxException(s, "Relative path in absolute URI");
    }

    /** The text of the multi-argument constructors: each component quoted as its class requires. */
    private static String compose(String scheme, String opaque, String authority, String userInfo, String host, int port,
            String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) sb.append(scheme).append(':');
        if (opaque != null) {
            int close = opaque.indexOf(']');
            if (opaque.startsWith("//[")) {
                // an IPv6 literal is kept as given; without one (no ']' or no ':') java's URI gives no part
                if (close != -1 && opaque.indexOf(':') != -1) {
                    sb.append(opaque, 0, close + 1);
                    quote(sb, opaque.substring(close + 1), C_URIC);
                }
            } else {
                quote(sb, opaque, C_URIC);
            }
        } else {
            if (host != null) {
                sb.append("//");
                if (userInfo != null) {
                    quote(sb, userInfo, C_USERINFO);
                    sb.append('@');
                }
                boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
                if (brackets) sb.append('[');
                sb.append(host);
                if (brackets) sb.append(']');
                if (port != -1) sb.append(':').append(port);
            } else if (authority != null) {
                sb.append("//");
                int close = authority.indexOf(']');
                if (authority.startsWith("[") && close != -1 && authority.indexOf(':') != -1) {
                    sb.append(authority, 0, close + 1);
                    quote(sb, authority.substring(close + 1), C_REG | C_SERVER);
                } else {
                    quote(sb, authority, C_REG | C_SERVER);
                }
            }
            if (path != null) quote(sb, path, C_PATH);
            if (query != null) {
                sb.append('?');
                quote(sb, query, C_URIC);
            }
        }
        if (fragment != null) {
            sb.append('#');
            quote(sb, fragment, C_URIC);
        }
        return sb.toString();
    }

    private static final char[] HEXDIGITS = "0123456789ABCDEF".toCharArray();

    private static void escape(StringBuilder sb, int b) {
        sb.append('%').append(HEXDIGITS[(b >> 4) & 15]).append(HEXDIGITS[b & 15]);
    }

    /** Appends s, escaping the ASCII characters outside cls and, when cls admits escapes, spaces and controls. */
    private static void quote(StringBuilder sb, String s, int cls) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                if (in(c, cls)) sb.append(c);
                else escape(sb, c);
            } else if ((cls & ESCAPES) != 0 && (Character.isSpaceChar(c) || Character.isISOControl(c))) {
                byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                for (int k = 0; k < b.length; k++) escape(sb, b[k] & 0xff);
            } else {
                sb.append(c);
            }
        }
    }

    // ---- the parser ----
    private static final class Parser {
        private final String s;
        private final int n;
        private final URI u;
        private int ipv6Bytes;

        Parser(String s, URI u) {
            this.s = s;
            this.n = s.length();
            this.u = u;
            u.string = s;
        }

        private URISyntaxException error(String reason, int at) {
            return new URISyntaxException(s, reason, at);
        }

        private boolean is(int i, int end, char c) {
            return i < end && s.charAt(i) == c;
        }

        /** The first index in [i, end) holding one of the stop characters, or end. */
        private int until(int i, int end, String stops) {
            for (; i < end; i++)
                if (stops.indexOf(s.charAt(i)) >= 0) return i;
            return end;
        }

        /** The end of the run of characters of class cls from i (a malformed escape throws when cls admits escapes). */
        private int run(int i, int end, int cls) throws URISyntaxException {
            while (i < end) {
                char c = s.charAt(i);
                if (in(c, cls)) {
                    i++;
                } else if ((cls & ESCAPES) != 0 && c == '%') {
                    if (i + 2 < end && in(s.charAt(i + 1), HEX) && in(s.charAt(i + 2), HEX)) i += 3;
                    else throw error("Malformed escape pair", i);
                } else if ((cls & ESCAPES) != 0 && isOther(c)) {
                    i++;
                } else {
                    break;
                }
            }
            return i;
        }

        private void check(int i, int end, int cls, String what) throws URISyntaxException {
            int q = run(i, end, cls);
            if (q < end) throw error("Illegal character in " + what, q);
        }

        void parse(boolean serverAuthority) throws URISyntaxException {
            int colon = -1;
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                if (c == '/' || c == '?' || c == '#') break;
                if (c == ':') {
                    colon = i;
                    break;
                }
            }
            int sspStart = 0, p;
            if (colon >= 0) {
                if (colon == 0) throw error("Expected scheme name", 0);
                if (!in(s.charAt(0), ALPHA)) throw error("Illegal character in scheme name", 0);
                check(1, colon, SCHEME, "scheme name");
                u.scheme = s.substring(0, colon);
                sspStart = colon + 1;
                if (is(sspStart, n, '/')) {
                    p = hierarchical(sspStart, serverAuthority);
                } else {
                    p = until(sspStart, n, "#");
                    if (p == sspStart) throw error("Expected scheme-specific part", sspStart);
                    check(sspStart, p, C_URIC, "opaque part");
                }
            } else {
                p = hierarchical(0, serverAuthority);
            }
            u.schemeSpecificPart = s.substring(sspStart, p);
            if (p < n) { // at '#'
                check(p + 1, n, C_URIC, "fragment");
                u.fragment = s.substring(p + 1);
            }
        }

        private int hierarchical(int start, boolean serverAuthority) throws URISyntaxException {
            int p = start;
            if (is(p, n, '/') && is(p + 1, n, '/')) {
                p += 2;
                int end = until(p, n, "/?#");
                if (end > p) p = authority(p, end, serverAuthority);
                else if (end == n) throw error("Expected authority", p);
            }
            int end = until(p, n, "?#");
            check(p, end, C_PATH, "path");
            u.path = s.substring(p, end);
            p = end;
            if (is(p, n, '?')) {
                p++;
                end = until(p, n, "#");
                check(p, end, C_URIC, "query");
                u.query = s.substring(p, end);
                p = end;
            }
            return p;
        }

        /** The authority in [start, end): server-based when it parses as one, else registry-based. */
        private int authority(int start, int end, boolean serverAuthority) throws URISyntaxException {
            boolean registry = run(start, end, C_REG) == end;
            // every registry character is a server character; a '%' may begin an IPv6 scope id here
            if (run(start, end, C_SERVER | PERCENT) < end) throw error("Illegal character in authority", start);
            try {
                server(start, end);
            } catch (URISyntaxException x) {
                u.userInfo = null;
                u.host = null;
                u.port = -1;
                if (serverAuthority || !registry) throw x;
            }
            u.authority = s.substring(start, end);
            return end;
        }

        private void server(int start, int end) throws URISyntaxException {
            int p = start;
            int at = until(p, end, "@");
            if (at < end) {
                check(p, at, C_USERINFO, "user info");
                u.userInfo = s.substring(p, at);
                p = at + 1;
            }
            if (is(p, end, '[')) {
                int open = p++;
                int close = until(p, end, "]");
                if (close == p || close == end) throw error("Expected closing bracket for IPv6 address", close);
                int pct = until(p, close, "%");
                if (pct == p) pct = close;
                ipv6(p, pct);
                if (pct < close) {
                    if (pct + 1 == close) throw new URISyntaxException(s, "scope id expected");
                    check(pct + 1, close, ALNUM, "scope id");
                }
                u.host = s.substring(open, close + 1);
                p = close + 1;
            } else {
                int q = ipv4(p, end);
                if (q < 0) q = hostname(p, end);
                u.host = s.substring(p, q);
                p = q;
            }
            if (is(p, end, ':')) {
                p++;
                check(p, end, DIGIT, "port number");
                if (p < end) {
                    try {
                        u.port = Integer.parseInt(s.substring(p, end));
                    } catch (NumberFormatException x) {
                        throw error("Malformed port number", p);
                    }
                    p = end;
                }
            }
            if (p < end) throw error("Expected port number", p);
        }

        /** The end of a dotted-quad IPv4 address at p followed by the end or ':', else -1. */
        private int ipv4(int p, int end) throws URISyntaxException {
            int q = dottedQuad(p, end, false);
            if (q < 0 || (q < end && s.charAt(q) != ':')) return -1;
            return q;
        }

        /**
         * Four decimal bytes separated by dots, from p within [p, limit): the end of the fourth byte; when
         * strict the address must fill the range, and a failure throws, else it returns -1.
         */
        private int dottedQuad(int p, int limit, boolean strict) throws URISyntaxException {
            for (int k = 0; k < 4; k++) {
                if (k > 0) {
                    if (!is(p, limit, '.')) return quadFailure(p, strict);
                    p++;
                }
                int q = p;
                while (q < limit && in(s.charAt(q), DIGIT)) q++;
                if (q == p || value(p, q) > 255) return quadFailure(p, strict);
                p = q;
            }
            if (strict && p < limit) return quadFailure(p, strict);
            return p;
        }

        private int value(int p, int q) {
            int v = 0;
            for (int i = p; i < q; i++) {
                v = v * 10 + (s.charAt(i) - '0');
                if (v > 255) return 256;
            }
            return v;
        }

        private int quadFailure(int p, boolean strict) throws URISyntaxException {
            if (strict) throw error("Malformed IPv4 address", p);
            return -1;
        }

        /** A host name of dot-separated labels at start, ending at the end or a ':'. */
        private int hostname(int start, int end) throws URISyntaxException {
            int p = start, last = -1;
            while (p < end) {
                int q = run(p, end, ALNUM);
                if (q == p) break;
                last = p;
                int r = run(q, end, ALNUM | DASH);
                if (r > q && s.charAt(r - 1) == '-') throw error("Illegal character in hostname", r - 1);
                p = r;
                if (!is(p, end, '.')) break;
                p++;
            }
            if (p < end && s.charAt(p) != ':') throw error("Illegal character in hostname", p);
            if (last < 0) throw error("Expected hostname", start);
            // the last label (the top label) begins with a letter, unless it is the only one
            if (last > start && !in(s.charAt(last), ALPHA)) throw error("Illegal character in hostname", last);
            return p;
        }

        /** An IPv6 address filling [start, end). */
        private void ipv6(int start, int end) throws URISyntaxException {
            ipv6Bytes = 0;
            boolean compressed = false;
            int p = start;
            int q = hexGroups(p, end);
            if (q > p) {
                p = q;
                if (is(p, end, ':') && is(p + 1, end, ':')) {
                    compressed = true;
                    p = afterCompression(p + 2, end);
                } else if (is(p, end, ':')) {
                    p = ipv4Part(p + 1, end, "IPv4 address");
                }
            } else if (is(p, end, ':') && is(p + 1, end, ':')) {
                compressed = true;
                p = afterCompression(p + 2, end);
            }
            if (p < end) throw error("Malformed IPv6 address", start);
            if (ipv6Bytes > 16) throw error("IPv6 address too long", start);
            if (!compressed && ipv6Bytes < 16) throw error("IPv6 address too short", start);
            if (compressed && ipv6Bytes == 16) throw error("Malformed IPv6 address", start);
        }

        /**
         * Groups of 1 to 4 hex digits separated by single colons from p, stopping before a "::" or before a
         * group that begins an IPv4 address: the end, or -1 when no group starts at p.
         */
        private int hexGroups(int p, int end) throws URISyntaxException {
            int q = run(p, end, HEX);
            if (q == p || is(q, end, '.')) return -1;
            if (q - p > 4) throw error("IPv6 hexadecimal digit sequence too long", p);
            ipv6Bytes += 2;
            p = q;
            while (is(p, end, ':') && !is(p + 1, end, ':')) {
                int g = p + 1;
                q = run(g, end, HEX);
                if (q == g) throw error("Expected digits for an IPv6 address", g);
                if (is(q, end, '.')) break;
                if (q - g > 4) throw error("IPv6 hexadecimal digit sequence too long", g);
                ipv6Bytes += 2;
                p = q;
            }
            return p;
        }

        /** What follows "::": nothing, hex groups (perhaps ending in an IPv4 address), or an IPv4 address. */
        private int afterCompression(int p, int end) throws URISyntaxException {
            if (p == end) return p;
            int q = hexGroups(p, end);
            if (q > p) {
                if (is(q, end, ':')) return ipv4Part(q + 1, end, "hex digits or IPv4 address");
                return q;
            }
            return ipv4Part(p, end, "hex digits or IPv4 address");
        }

        private int ipv4Part(int p, int end, String expected) throws URISyntaxException {
            int limit = p;
            while (limit < end && (in(s.charAt(limit), DIGIT) || s.charAt(limit) == '.')) limit++;
            if (limit == p || limit < end) throw error("Expected " + expected, p);
            ipv6Bytes += 4;
            return dottedQuad(p, limit, true);
        }
    }

    // ---- decoding and encoding ----
    private static int hexValue(char c) {
        if (c <= '9') return c - '0';
        if (c <= 'F') return c - 'A' + 10;
        return c - 'a' + 10;
    }

    /** Decodes the runs of escaped octets as UTF-8 (malformed input replaced), leaving those inside brackets. */
    private static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) return s;
        int n = s.length();
        StringBuilder sb = new StringBuilder(n);
        byte[] buf = new byte[n / 3];
        boolean inBrackets = false;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '[') inBrackets = true;
            else if (c == ']') inBrackets = false;
            if (c != '%' || inBrackets || i + 2 >= n) {
                sb.append(c);
                i++;
                continue;
            }
            int k = 0;
            while (i + 2 < n && s.charAt(i) == '%') {
                buf[k++] = (byte) ((hexValue(s.charAt(i + 1)) << 4) | hexValue(s.charAt(i + 2)));
                i += 3;
            }
            sb.append(new String(buf, 0, k, StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    // ---- accessors ----
    public URL toURL() throws MalformedURLException {
        if (!isAbsolute())
            throw new IllegalArgumentException("URI is not absolute");
        return new URL(toString());
    }

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        String ssp = schemeSpecificPart;
        if (ssp == null) {
            StringBuilder sb = new StringBuilder();
            appendHierarchicalPart(sb);
            schemeSpecificPart = ssp = sb.toString();
        }
        return ssp;
    }

    public String getSchemeSpecificPart() {
        return decode(getRawSchemeSpecificPart());
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return decode(fragment);
    }

    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) return this;
        new Parser(toString(), this).parse(true);
        return this;
    }

    // ---- text ----
    private void appendHierarchicalPart(StringBuilder sb) {
        if (host != null) {
            sb.append("//");
            if (userInfo != null) sb.append(userInfo).append('@');
            boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
            if (brackets) sb.append('[');
            sb.append(host);
            if (brackets) sb.append(']');
            if (port != -1) sb.append(':').append(port);
        } else if (authority != null) {
            sb.append("//").append(authority);
        }
        if (path != null) sb.append(path);
        if (query != null) sb.append('?').append(query);
    }

    public String toString() {
        String s = string;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            if (scheme != null) sb.append(scheme).append(':');
            if (isOpaque()) sb.append(schemeSpecificPart);
            else appendHierarchicalPart(sb);
            if (fragment != null) sb.append('#').append(fragment);
            string = s = sb.toString();
        }
        return s;
    }

    public String toASCIIString() {
        String s = toString();
        int i = 0, n = s.length();
        while (i < n && s.charAt(i) < 128) i++;
        if (i == n) return s;
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder(b.length + 16);
        for (int k = 0; k < b.length; k++) {
            if (b[k] < 0) escape(sb, b[k] & 0xff);
            else sb.append((char) b[k]);
        }
        return sb.toString();
    }

    // ---- normalize, resolve, relativize ----
    /**
     * Removes the "." segments and each ".." segment with the non-".." segment before it (and the
     * redundant slashes); a relative path whose first segment holds a colon gets a "./" in front.
     */
    private static String normalizePath(String path) {
        int n = path.length();
        if (n == 0) return path;
        boolean absolute = path.charAt(0) == '/';
        java.util.ArrayList<String> segs = new java.util.ArrayList<String>();
        boolean trailingSlash = false;
        int i = absolute ? 1 : 0;
        while (i <= n) {
            int j = path.indexOf('/', i);
            if (j < 0) j = n;
            String seg = path.substring(i, j);
            boolean last = j >= n;
            if (seg.isEmpty()) {
                if (last) trailingSlash = true;
            } else if (seg.equals(".")) {
                trailingSlash = true;
            } else if (seg.equals("..")) {
                int top = segs.size() - 1;
                if (top >= 0 && !segs.get(top).equals("..")) {
                    segs.remove(top);
                    trailingSlash = true;
                } else {
                    segs.add(seg);
                    trailingSlash = last ? false : trailingSlash;
                }
            } else {
                segs.add(seg);
                trailingSlash = false;
            }
            if (!last) trailingSlash = true;
            i = j + 1;
        }
        StringBuilder sb = new StringBuilder(n);
        if (absolute) sb.append('/');
        for (int k = 0; k < segs.size(); k++) {
            if (k > 0) sb.append('/');
            sb.append(segs.get(k));
        }
        if (trailingSlash && !segs.isEmpty()) sb.append('/');
        if (!absolute && !segs.isEmpty() && segs.get(0).indexOf(':') >= 0) sb.insert(0, "./");
        return sb.toString();
    }

    public URI normalize() {
        if (isOpaque() || path.isEmpty()) return this;
        String np = normalizePath(path);
        if (np.equals(path)) return this;
        URI v = copyAuthority(this);
        v.scheme = scheme;
        v.path = np;
        v.query = query;
        v.fragment = fragment;
        return v;
    }

    private static URI copyAuthority(URI from) {
        URI v = new URI();
        v.authority = from.authority;
        v.userInfo = from.userInfo;
        v.host = from.host;
        v.port = from.port;
        return v;
    }

    public URI resolve(URI uri) {
        if (uri.isOpaque() || isOpaque()) return uri;
        // a reference to a fragment of this document
        if (uri.scheme == null && uri.authority == null && uri.path.isEmpty() && uri.fragment != null
                && uri.query == null) {
            if (fragment != null && uri.fragment.equals(fragment)) return this;
            URI v = copyAuthority(this);
            v.scheme = scheme;
            v.path = path;
            v.query = query;
            v.fragment = uri.fragment;
            return v;
        }
        if (uri.scheme != null) return uri;
        URI v;
        if (uri.authority != null) {
            v = copyAuthority(uri);
            v.path = uri.path;
        } else {
            v = copyAuthority(this);
            String up = uri.path;
            if (!up.isEmpty() && up.charAt(0) == '/') {
                v.path = up;
            } else {
                // all but the last segment of this path, then the reference's path
                int slash = path.lastIndexOf('/');
                String merged;
                if (slash >= 0) merged = path.substring(0, slash + 1) + up;
                else if (up.isEmpty()) merged = "";
                else merged = isAbsolute() ? "/" + up : up;
                v.path = normalizePath(merged);
            }
        }
        v.scheme = scheme;
        v.query = uri.query;
        v.fragment = uri.fragment;
        return v;
    }

    public URI resolve(String str) {
        return resolve(create(str));
    }

    public URI relativize(URI uri) {
        if (uri.isOpaque() || isOpaque()) return uri;
        if (!equalIgnoringCase(scheme, uri.scheme) || !equal(authority, uri.authority)) return uri;
        String bp = normalizePath(path), cp = normalizePath(uri.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) bp = bp + "/";
            if (!cp.startsWith(bp)) return uri;
        }
        URI v = new URI();
        v.path = cp.substring(bp.length());
        v.query = uri.query;
        v.fragment = uri.fragment;
        return v;
    }

    // ---- comparison ----
    private static int lower(char c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }

    private static int upper(char c) {
        return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
    }

    /** Equal, the hex digits of escaped octets compared without regard to case. */
    private static boolean equal(String s, String t) {
        if (s == t) return true;
        if (s == null || t == null || s.length() != t.length()) return false;
        if (s.indexOf('%') < 0) return s.equals(t);
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i), d = t.charAt(i);
            if (c != d) return false;
            if (c == '%') {
                for (int k = 0; k < 2 && i + 1 < n; k++) {
                    i++;
                    if (lower(s.charAt(i)) != lower(t.charAt(i))) return false;
                }
            }
        }
        return true;
    }

    private static boolean equalIgnoringCase(String s, String t) {
        if (s == t) return true;
        if (s == null || t == null || s.length() != t.length()) return false;
        for (int i = 0; i < s.length(); i++)
            if (lower(s.charAt(i)) != lower(t.charAt(i))) return false;
        return true;
    }

    public boolean equals(Object ob) {
        if (ob == this) return true;
        if (!(ob instanceof URI)) return false;
        URI that = (URI) ob;
        if (isOpaque() != that.isOpaque()) return false;
        if (!equalIgnoringCase(scheme, that.scheme) || !equal(fragment, that.fragment)) return false;
        if (isOpaque()) return equal(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
        if (!equal(path, that.path) || !equal(query, that.query)) return false;
        if (host != null) {
            return equal(userInfo, that.userInfo) && equalIgnoringCase(host, that.host) && port == that.port;
        }
        return equal(authority, that.authority);
    }

    private static int hashOf(int h, String s) {
        if (s == null) return h;
        if (s.indexOf('%') < 0) return h * 127 + s.hashCode();
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            v = 31 * v + c;
            if (c == '%') {
                for (int k = 0; k < 2 && i + 1 < s.length(); k++) v = 31 * v + upper(s.charAt(++i));
            }
        }
        return h * 127 + v;
    }

    private static int hashIgnoringCase(int h, String s) {
        if (s == null) return h;
        for (int i = 0; i < s.length(); i++) h = 31 * h + lower(s.charAt(i));
        return h;
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = hashIgnoringCase(0, scheme);
            h = hashOf(h, fragment);
            if (isOpaque()) {
                h = hashOf(h, getRawSchemeSpecificPart());
            } else {
                h = hashOf(h, path);
                h = hashOf(h, query);
                if (host != null) {
                    h = hashOf(h, userInfo);
                    h = hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = hashOf(h, authority);
                }
            }
            hash = h;
        }
        return h;
    }

    private static int compare(String s, String t) {
        if (s == t) return 0;
        if (s == null) return -1;
        if (t == null) return 1;
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i), d = t.charAt(i);
            if (c != d) return c - d;
            if (c == '%') { // the hex digits of an escaped octet, without regard to case
                for (int k = 0; k < 2 && i + 1 < n; k++) {
                    i++;
                    int x = lower(s.charAt(i)) - lower(t.charAt(i));
                    if (x != 0) return x;
                }
            }
        }
        return s.length() - t.length();
    }

    private static int compareIgnoringCase(String s, String t) {
        if (s == t) return 0;
        if (s == null) return -1;
        if (t == null) return 1;
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            int c = lower(s.charAt(i)) - lower(t.charAt(i));
            if (c != 0) return c;
        }
        return s.length() - t.length();
    }

    public int compareTo(URI that) {
        int c = compareIgnoringCase(scheme, that.scheme);
        if (c != 0) return c;
        if (isOpaque()) {
            if (!that.isOpaque()) return 1;
            c = compare(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
            return c != 0 ? c : compare(fragment, that.fragment);
        }
        if (that.isOpaque()) return -1;
        if (host != null && that.host != null) {
            if ((c = compare(userInfo, that.userInfo)) != 0) return c;
            if ((c = compareIgnoringCase(host, that.host)) != 0) return c;
            if ((c = port - that.port) != 0) return c;
        } else if ((c = compare(authority, that.authority)) != 0) {
            return c;
        }
        if ((c = compare(path, that.path)) != 0) return c;
        if ((c = compare(query, that.query)) != 0) return c;
        return compare(fragment, that.fragment);
    }

    // ---- serialization: the text only ----
    private void writeObject(java.io.ObjectOutputStream os) throws java.io.IOException {
        toString();
        os.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream is) throws java.io.IOException, ClassNotFoundException {
        port = -1;
        is.defaultReadObject();
        try {
            new Parser(string, this).parse(false);
        } catch (URISyntaxException x) {
            java.io.InvalidObjectException y = new java.io.InvalidObjectException("Invalid URI");
            y.initCause(x);
            throw y;
        }
    }
}
