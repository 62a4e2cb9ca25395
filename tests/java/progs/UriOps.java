import java.net.*;
import java.util.*;
/** java.net.URI: the multi-argument constructors (quoting, IPv6 hosts, errors), resolve (RFC 2396 appendix C and more), relativize,
 *  normalize, equals/compareTo/hashCode, decoding, parseServerAuthority, URISyntaxException. */
public class UriOps {
  static void show(String label, URI u) {
    out(label + " -> " + u + " | s=" + u.getScheme() + " a=" + u.getRawAuthority() + " ui=" + u.getRawUserInfo() + " h=" + u.getHost() + " p=" + u.getPort() + " path=" + u.getRawPath() + " q=" + u.getRawQuery() + " f=" + u.getRawFragment() + " ssp=" + u.getRawSchemeSpecificPart() + " dssp=" + u.getSchemeSpecificPart() + " hash=" + u.hashCode() + " ascii=" + u.toASCIIString());
  }
  static void out(Object o) {
    String s = String.valueOf(o);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 32 || c > 126) sb.append(String.format("\\u%04x", (int) c)); else sb.append(c);
    }
    System.out.println(sb);
  }
  interface Make { URI make() throws Exception; }
  static void tryMake(String label, Make m) {
    try { show(label, m.make()); } catch (Exception e) { out(label + " !! " + e.getClass().getName() + ": " + e.getMessage() + (e instanceof URISyntaxException ? " idx=" + ((URISyntaxException) e).getIndex() : "")); }
  }
  public static void main(String[] args) throws Exception {
    String[][] seven = {
      {"http", null, "example.com", "80", "/a b/c", "q=1 2&x=%", "frag ment"},
      {"http", "us er:pw", "h", "-1", "/p", null, null},
      {"http", null, "::1", "8080", "/", null, null},
      {"http", null, "[::1]", "-1", "/x", null, null},
      {"http", null, "a b", "-1", "/", null, null},
      {"http", null, "h", "-1", "rel", null, null},
      {null, null, "h", "-1", "rel", null, null},
      {null, null, null, "-1", "a:b", null, null},
      {null, null, null, "-1", "rel/\u00fc/\u00a0x", "\u00f6\u2028", "#"},
      {"ftp", "u@x", "h.com", "21", "", "", ""},
      {"h", null, null, "-1", null, null, null},
      {"file", null, null, "-1", "/tmp/a%b c", null, null},
      {"http", null, "h_1", "-1", "/", null, null},
      {"s", null, "h", "99", null, "q", null},
      {null, null, null, "-1", null, null, null},
      {"http", null, "h", "-1", "/a\u0000b\u007f", null, null},
    };
    for (String[] a : seven) {
      tryMake("7" + Arrays.toString(a), () -> new URI(a[0], a[1], a[2], Integer.parseInt(a[3]), a[4], a[5], a[6]));
      tryMake("4" + Arrays.toString(a), () -> new URI(a[0], a[2], a[4], a[6]));
      tryMake("5" + Arrays.toString(a), () -> new URI(a[0], a[2], a[4], a[5], a[6]));
      tryMake("3" + Arrays.toString(a), () -> new URI(a[0], a[4], a[6]));
    }
    String[][] five = {{"http", "u s@h:80", "/p", "q", "f"}, {"http", "h_x:80", "/p", null, null}, {"http", "[::1%eth0]:9", "/", null, null},
      {"http", "[::1]x y", "/", null, null}, {"mailto", null, "a@b", null, null}, {"x", "", "/p", null, null}, {null, "reg;name", "/p", null, null}};
    for (String[] a : five) tryMake("5" + Arrays.toString(a), () -> new URI(a[0], a[1], a[2], a[3], a[4]));
    tryMake("3 opaque", () -> new URI("mailto", "a b@c.com", "x y"));
    tryMake("3 //[", () -> new URI("s", "//[::1]/a b", null));
    tryMake("3 //[abc", () -> new URI("s", "//[abc b", null));
    tryMake("3 null ssp", () -> new URI("s", null, "f"));
    tryMake("3 hier", () -> new URI("http", "//h/a b?c d", "e f"));
    tryMake("create bad", () -> URI.create("a b"));
    // resolve: RFC 2396 appendix C
    URI base = new URI("http://a/b/c/d;p?q");
    String[] refs = {"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g", "//h/../x", "/a//b/../c", "a:b"};
    for (String r : refs) {
      try { show("resolve " + r, base.resolve(r)); } catch (Exception e) { out("resolve " + r + " !! " + e); }
    }
    URI[] bases = {new URI("http://a/b/c/d;p?q#f"), new URI("http://h"), new URI("file:///x/y"), new URI("a/b"), new URI("mailto:x"), new URI("/"), new URI("http://h/a/b/"), new URI("rel"), new URI("http://u@h:8/p/")};
    String[] refs2 = {"#f", "#g", "", "x", "../y", "mailto:z", "//o/p", "?q2", "/abs", "d/e/../f/", "x:y/z"};
    for (URI b : bases) for (String r : refs2) { try { show("res " + b + " + " + r, b.resolve(r)); } catch (Exception e) { out("res " + b + " + " + r + " !! " + e); } }
    // relativize
    String[][] rel = {{"http://a/b/", "http://a/b/c/d"}, {"http://a/b", "http://a/b/c"}, {"http://a/b/", "http://a/x"}, {"http://a/b/c", "http://a/b/c"}, {"HTTP://a/b/", "http://a/b/c?q#f"},
      {"http://a/b/", "http://A/b/c"}, {"http://a/./b/", "http://a/b/../b/c"}, {"a/b/", "a/b/c:d"}, {"mailto:x", "mailto:x/y"}, {"/a/", "/a/b#f"}, {"http://a/b/", "ftp://a/b/c"}, {"", "x/y"}, {"/", "/x"}, {"http://h", "http://h/x"}};
    for (String[] r : rel) show("rel " + r[0] + " -> " + r[1], new URI(r[0]).relativize(new URI(r[1])));
    // normalize
    String[] norms = {"a/b/..", "a/..", ".", "..", "../", "a/.", "./a", "a//b", "/a//b/", "/..", "/../a", "a/../../b", "./a:b/c", "a/../c:d", "x/./../y:z", "//h/a/../b", "http://h/./a/../../b?q#f", "a/b/../..", "a/b/../../", "/a/b/../../..", "a/./b/./", "//h", "//h/", "///a/./b", "/./", "./", "a/../", "../../a/./../b", "/a/%2e%2e/b", "./../a", "a/b/c/./../../g"};
    for (String s : norms) { URI u = new URI(s); URI v = u.normalize(); out("norm " + s + " -> " + v + " same=" + (u == v) + " path=" + v.getRawPath() + " a=" + v.getAuthority() + " h=" + v.getHost()); }
    // equals, compareTo, hashCode
    String[] eq = {"http://h/a", "HTTP://H/a", "http://h/A", "http://h/%2f", "http://h/%2F", "http://h:80/a", "http://h/a#f", "http://h/a#F", "mailto:a", "MAILTO:a", "mailto:A", "http://u@h/a", "http://U@h/a", "//h/a", "/a", "a", "http://a_b/x", "http://A_B/x", "urn:x#%7e", "urn:x#%7E", "http://h/a?q", "http://h/a?", "http://h/a#", "http://h"};
    for (String x : eq) for (String y : eq) { URI a = new URI(x), b = new URI(y); out("cmp " + x + " " + y + " eq=" + a.equals(b) + " c=" + a.compareTo(b) + " h=" + (a.hashCode() == b.hashCode())); }
    List<URI> list = new ArrayList<>(); for (String x : eq) list.add(new URI(x)); Collections.sort(list); out(list);
    // decode
    String[] dec = {"/a%20b", "/%C3%BC", "/%e2%82", "/%FF%FEx", "/%41%42%43", "?x%5B%5D", "#%F0%9F%98%80", "/%c0%af", "/%ED%A0%80", "/%e2%82%ac%e2%82"};
    for (String s : dec) { URI u = new URI(s); out("dec " + s + " path=" + u.getPath() + " q=" + u.getQuery() + " f=" + u.getFragment() + " ssp=" + u.getSchemeSpecificPart()); }
    URI sc = new URI("http://[fe80::1%25eth0]:8/%41");
    out("scope " + sc.getAuthority() + " " + sc.getHost() + " " + sc.getSchemeSpecificPart());
    URI reg = new URI("http://h/p"); URI reg2 = new URI("http://a_b:80/p");
    out("psa same=" + (reg.parseServerAuthority() == reg));
    try { reg2.parseServerAuthority(); } catch (URISyntaxException e) { out("psa2 " + e.getMessage() + " host=" + reg2.getHost() + " a=" + reg2.getAuthority()); }
    URI reg3 = new URI("s://h:8a/p"); out("reg3 " + reg3.getHost() + " " + reg3.getPort());
    URI reg4 = new URI("s://1.2.3.4.5/"); URI r4 = reg4; try { r4 = reg4.parseServerAuthority(); } catch (URISyntaxException e) { out("psa4 " + e.getMessage()); }
    try { new URISyntaxException("in", "r", -2); } catch (IllegalArgumentException e) { out("iae"); }
    try { new URISyntaxException(null, "r"); } catch (NullPointerException e) { out("npe"); }
    URISyntaxException e1 = new URISyntaxException("in", "why"); out(e1.getMessage() + "|" + e1.getIndex() + "|" + e1.getReason() + "|" + e1.getInput() + "|" + e1);
    try { URI.create("http://[::1"); } catch (IllegalArgumentException e) { out(e.getMessage() + " / " + e.getCause().getClass().getName()); }
    out(URI.create("http://h/").equals("http://h/") + " " + URI.create("x").equals(null));
  }
}
