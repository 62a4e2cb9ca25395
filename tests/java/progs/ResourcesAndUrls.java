// release: 17
import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;
import java.util.zip.*;

public class ResourcesAndUrls {
    static class Inner {
    }

    static String tail(Object url) {
        String s = String.valueOf(url);
        int i = s.lastIndexOf("/classes/");
        return i < 0 ? s : s.substring(0, s.indexOf(':') + 1) + "..." + s.substring(i);
    }

    static void show(String spec) {
        try {
            URL u = new URL(spec);
            System.out.println(spec + " -> " + u + " | protocol=" + u.getProtocol() + " host=" + u.getHost() + " port=" + u.getPort()
                    + " default=" + u.getDefaultPort() + " authority=" + u.getAuthority() + " user=" + u.getUserInfo() + " path=" + u.getPath()
                    + " query=" + u.getQuery() + " file=" + u.getFile() + " ref=" + u.getRef());
        } catch (MalformedURLException e) {
            System.out.println(spec + " -> MalformedURLException: " + e.getMessage());
        }
    }

    static void rel(String base, String spec) throws MalformedURLException {
        System.out.println(base + " + " + spec + " -> " + new URL(new URL(base), spec));
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ResourcesAndUrls.class.getClassLoader();
        System.out.println((String.class.getClassLoader() == null) + " " + (int[].class.getClassLoader() == null) + " " + (int.class.getClassLoader() == null)
                + " " + (app != null) + " " + (app == ClassLoader.getSystemClassLoader()) + " " + (Inner[].class.getClassLoader() == app)
                + " " + (Thread.currentThread().getContextClassLoader() == app));
        System.out.println(app.getName() + " " + app.getParent().getName() + " " + app.getParent().getParent() + " " + (ClassLoader.getPlatformClassLoader() == app.getParent()));
        System.out.println(app.loadClass("java.util.ArrayList").getName() + " " + Class.forName("ResourcesAndUrls$Inner", false, app).getSimpleName());
        try {
            app.loadClass("no.such.Thing");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        InputStream in = ResourcesAndUrls.class.getResourceAsStream("ResourcesAndUrls.class");
        DataInputStream din = new DataInputStream(in);
        System.out.println(Integer.toHexString(din.readInt()) + " " + (din.readUnsignedShort() >= 0));
        din.close();
        byte[] own = readAll(ClassLoader.getSystemResourceAsStream("ResourcesAndUrls$Inner.class"));
        byte[] again = readAll(ResourcesAndUrls.class.getResourceAsStream("/ResourcesAndUrls$Inner.class"));
        System.out.println(Arrays.equals(own, again) + " " + (own.length > 100));
        System.out.println(tail(ResourcesAndUrls.class.getResource("ResourcesAndUrls.class")) + " " + tail(app.getResource("ResourcesAndUrls$Inner.class")));
        System.out.println(ResourcesAndUrls.class.getResource("missing.txt") + " " + ResourcesAndUrls.class.getResourceAsStream("missing.txt") + " " + app.getResource("/ResourcesAndUrls.class")
                + " " + String.class.getResourceAsStream("/ResourcesAndUrls.class"));
        URL classUrl = ResourcesAndUrls.class.getResource("ResourcesAndUrls.class");
        File classFile = new File(classUrl.toURI());
        System.out.println(classFile.getName() + " " + classFile.isFile() + " " + Paths.get(classUrl.toURI()).getFileName() + " " + (readAll(classUrl.openStream()).length == classFile.length()));
        System.out.println(Collections.list(app.getResources("ResourcesAndUrls.class")).size() + " " + Collections.list(app.getResources("nothing")).size());

        File dir = Files.createTempDirectory("resjar").toFile();
        File jar = new File(dir, "data.jar");
        try (ZipOutputStream zo = new ZipOutputStream(new FileOutputStream(jar))) {
            zo.putNextEntry(new ZipEntry("conf/app.properties"));
            zo.write("greeting=hello from a jar\n".getBytes("UTF-8"));
            zo.closeEntry();
        }
        URL inJar = new URL("jar:" + jar.toURI() + "!/conf/app.properties");
        Properties p = new Properties();
        try (InputStream pin = inJar.openStream()) {
            p.load(pin);
        }
        System.out.println(p.getProperty("greeting") + " " + inJar.getProtocol() + " " + inJar.getPath().endsWith("data.jar!/conf/app.properties"));
        try {
            new URL("jar:" + jar.toURI() + "!/nope").openStream();
        } catch (FileNotFoundException e) {
            System.out.println("FNFE " + e.getMessage().startsWith("JAR entry nope not found in"));
        }
        File plain = new File(dir, "a b.txt");
        try (Writer w = new FileWriter(plain)) {
            w.write("spaced");
        }
        URI fu = plain.toURI();
        System.out.println(fu.toString().startsWith("file:/") + " " + fu.toString().endsWith("/a%20b.txt") + " " + new File(fu).equals(plain.getAbsoluteFile())
                + " " + new String(readAll(fu.toURL().openStream()), "UTF-8") + " " + plain.toPath().toUri().toString().startsWith("file:///")
                + " " + Paths.get(plain.toPath().toUri()).equals(plain.toPath().toAbsolutePath()) + " " + dir.toURI().toString().endsWith("/")
                + " " + Path.of(fu).getFileName());
        plain.delete();
        jar.delete();
        dir.delete();
        String[] bad = {"http://host/x#f", "ftp://h/p?q", "file://auth/p", "mailto:x@y"};
        for (String b : bad) {
            try {
                System.out.println(new File(new URI(b)));
            } catch (IllegalArgumentException e) {
                System.out.println(b + " File: " + e.getMessage());
            }
            try {
                System.out.println(Paths.get(new URI(b)));
            } catch (IllegalArgumentException | FileSystemNotFoundException e) {
                System.out.println(b + " Paths: " + e.getClass().getSimpleName() + " " + e.getMessage());
            }
        }

        show("https://user:pw@Example.com:8443/a/b/c.html?x=1&y=2#sec");
        show("http://example.com");
        show("http://example.com/");
        show("http://example.com:80/index.html?");
        show("file:/tmp/data.txt");
        show("file:///tmp/data.txt");
        show("file:relative.txt");
        show("ftp://ftp.gnu.org/pub");
        show("mailto:someone@example.com?subject=hi");
        show("jar:file:/x/app.jar!/META-INF/MANIFEST.MF");
        show("HTTP://UPPER.example/Path");
        show("  http://trimmed/  ");
        show("http://[::1]:8080/v6");
        show("www.example.com");
        show("foo://bar");
        show("http://host:notaport/");
        show("http://host/a/./b/../c");
        show("url:http://prefixed/x");
        rel("http://a/b/c/d;p?q", "g");
        rel("http://a/b/c/d;p?q", "./g");
        rel("http://a/b/c/d;p?q", "g/");
        rel("http://a/b/c/d;p?q", "/g");
        rel("http://a/b/c/d;p?q", "//g");
        rel("http://a/b/c/d;p?q", "?y");
        rel("http://a/b/c/d;p?q", "#s");
        rel("http://a/b/c/d;p?q", "../g");
        rel("http://a/b/c/d;p?q", "../../g");
        rel("http://a/b/c/d;p?q", "https://other/z");
        rel("http://a/b/c/d;p?q", "http:g");
        System.out.println(new URL("http", "h", 81, "/p?q#r") + " " + new URL("http", "h", "/only") + " " + new URL("https://x/a#one").sameFile(new URL("https://x/a#two"))
                + " " + new URL("http://x/a").equals(new URL("http://x/a")) + " " + new URL("http://x/a?b=c").toURI().getQuery());
        try {
            new URL("http", "h", -5, "/");
        } catch (MalformedURLException e) {
            System.out.println(e.getMessage());
        }
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[512];
        int n;
        while ((n = in.read(buf)) > 0)
            bo.write(buf, 0, n);
        in.close();
        return bo.toByteArray();
    }
}
