// release: 17
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/** java.util.ServiceLoader over META-INF/services files that a class loader of the test serves from a temporary directory. */
public class ServiceLoaderApi {

    public interface Greeter {
        String greet();
    }

    public static class English implements Greeter {
        public String greet() { return "hello"; }
    }

    public static class French implements Greeter {
        static int made;
        public French() { made++; }
        public String greet() { return "bonjour"; }
    }

    public static class NotAGreeter {
    }

    public static class NoDefault implements Greeter {
        public NoDefault(int x) { }
        public String greet() { return "?"; }
    }

    public static class Throws implements Greeter {
        public Throws() { throw new IllegalStateException("boom"); }
        public String greet() { return "!"; }
    }

    public static abstract class Abstract implements Greeter {
    }

    static class Hidden implements Greeter {
        public String greet() { return "hidden"; }
    }

    /** Serves META-INF/services/NAME from its directories, in order. */
    static class Dirs extends ClassLoader {
        final List<File> dirs = new ArrayList<File>();
        Dirs() { super(ServiceLoaderApi.class.getClassLoader()); }
        @Override protected URL findResource(String name) {
            try {
                Enumeration<URL> e = findResources(name);
                return e.hasMoreElements() ? e.nextElement() : null;
            } catch (IOException ex) {
                return null;
            }
        }
        @Override protected Enumeration<URL> findResources(String name) throws IOException {
            List<URL> r = new ArrayList<URL>();
            for (File d : dirs) {
                File f = new File(d, name);
                if (f.isFile()) r.add(f.toURI().toURL());
            }
            return Collections.enumeration(r);
        }
    }

    static File root;

    static File dir(String name, String content) throws IOException {
        File d = new File(root, name);
        File f = new File(d, "META-INF/services/" + Greeter.class.getName());
        f.getParentFile().mkdirs();
        try (OutputStream o = new FileOutputStream(f)) {
            o.write(content.getBytes("UTF-8"));
        }
        return d;
    }

    static String clean(Throwable e) {
        String s = String.valueOf(e);
        return root == null ? s : s.replace(root.toURI().toString(), "ROOT/").replace(root.getPath(), "ROOT");
    }

    static void all(ServiceLoader<Greeter> sl) {
        StringBuilder b = new StringBuilder();
        Iterator<Greeter> it = sl.iterator();
        for (int guard = 0; guard < 20; guard++) {
            try {
                if (!it.hasNext()) break;
                Greeter g = it.next();
                b.append(g.greet()).append(' ');
            } catch (ServiceConfigurationError e) {
                b.append("[").append(clean(e)).append(e.getCause() != null ? " / cause " + e.getCause() : "").append("] ");
            }
        }
        System.out.println(b);
    }

    public static void main(String[] args) throws Exception {
        root = Files.createTempDirectory("svc").toFile();
        Dirs loader = new Dirs();
        loader.dirs.add(dir("one", "# greeters\n  ServiceLoaderApi$English  # the first\n\nServiceLoaderApi$French\nServiceLoaderApi$English\n"));
        loader.dirs.add(dir("two", "ServiceLoaderApi$French\r\n\tServiceLoaderApi$English\r\n"));
        ServiceLoader<Greeter> sl = ServiceLoader.load(Greeter.class, loader);
        System.out.println(sl);
        all(sl);
        all(sl);
        System.out.println("made " + French.made);
        sl.reload();
        all(sl);
        System.out.println("made " + French.made);
        System.out.println(sl.findFirst().map(Greeter::greet).orElse("none"));
        sl.stream().forEach(p -> System.out.println(p.type().getName() + " " + p.get().greet()));
        System.out.println("made " + French.made);
        Iterator<Greeter> it = sl.iterator();
        it.next();
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("remove: " + e);
        }

        String[] bads = {"bad name", "ServiceLoaderApi$NotAGreeter", "no.such.Provider", "ServiceLoaderApi$NoDefault", "ServiceLoaderApi$Throws",
            "ServiceLoaderApi$Abstract", "ServiceLoaderApi$Hidden", "1abc", "a..b", "a.b.", "Caf\u00e9", "a-b", "ServiceLoaderApi$Greeter"};
        int n = 0;
        for (String b : bads) {
            Dirs bad = new Dirs();
            bad.dirs.add(dir("bad" + n++, "ServiceLoaderApi$English\n" + b + "\nServiceLoaderApi$French\n"));
            all(ServiceLoader.load(Greeter.class, bad));
        }
        Dirs empty = new Dirs();
        ServiceLoader<Greeter> none = ServiceLoader.load(Greeter.class, empty);
        all(none);
        System.out.println(none.findFirst().isPresent() + " " + none.stream().count());
        System.out.println(ServiceLoader.load(Runnable.class).findFirst() + " " + ServiceLoader.loadInstalled(Greeter.class).iterator().hasNext());
        try {
            ServiceLoader.load(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        Thread.currentThread().setContextClassLoader(loader);
        all(ServiceLoader.load(Greeter.class));
        delete(root);
    }

    static void delete(File f) {
        File[] in = f.listFiles();
        if (in != null) for (File g : in) delete(g);
        f.delete();
    }
}
