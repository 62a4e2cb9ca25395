package java.lang;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Class loaders as a program sees them (written for jpor from the Java SE API documentation).
 * jpor has one loader of its own: jlib's classes report the bootstrap loader (null), the
 * program's classes the application loader, whose parent is the platform loader.  Classes are
 * found by name (Class.forName); a loader cannot define classes from bytes.  Resources are
 * looked up on the class path (java.class.path: directories and jars), as java's application
 * loader does.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader(String name, ClassLoader parent) {
        if (name != null && name.isEmpty())
            throw new IllegalArgumentException("name must be non-empty or null");
        this.name = name;
        this.parent = parent;
    }

    public String getName() {
        return name;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (parent != null && parent != this) {
            try {
                return parent.loadClass(name, resolve);
            } catch (ClassNotFoundException e) {
                // fall through to findClass
            }
        } else if (this instanceof Builtin) {
            return Class.loadClass(name);
        }
        return findClass(name);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected Class<?> findClass(String moduleName, String name) {
        return null;
    }

    protected final Class<?> findLoadedClass(String name) {
        return null;
    }

    public URL getResource(String name) {
        if (name == null)
            throw new NullPointerException();
        URL url = parent != null && parent != this ? parent.getResource(name) : null;
        if (url == null)
            url = findResource(name);
        return url;
    }

    public Enumeration<URL> getResources(String name) throws IOException {
        if (name == null)
            throw new NullPointerException();
        List<URL> all = new ArrayList<URL>();
        if (parent != null && parent != this)
            all.addAll(Collections.list(parent.getResources(name)));
        all.addAll(Collections.list(findResources(name)));
        return Collections.enumeration(all);
    }

    protected URL findResource(String name) {
        return null;
    }

    protected Enumeration<URL> findResources(String name) throws IOException {
        return Collections.enumeration(Collections.<URL>emptyList());
    }

    public InputStream getResourceAsStream(String name) {
        if (name == null)
            throw new NullPointerException();
        URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (IOException e) {
            return null;
        }
    }

    public static URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static Enumeration<URL> getSystemResources(String name) throws IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    public static ClassLoader getSystemClassLoader() {
        return Builtin.APP;
    }

    public static ClassLoader getPlatformClassLoader() {
        return Builtin.PLATFORM;
    }

    public final boolean isRegisteredAsParallelCapable() {
        return false;
    }

    protected static boolean registerAsParallelCapable() {
        return true;
    }

    public void setDefaultAssertionStatus(boolean enabled) {
    }

    public void setClassAssertionStatus(String className, boolean enabled) {
    }

    public void setPackageAssertionStatus(String packageName, boolean enabled) {
    }

    public void clearAssertionStatus() {
    }

    /** The platform and application loaders. */
    static final class Builtin extends ClassLoader {
        static final Builtin PLATFORM = new Builtin("platform", null);
        static final Builtin APP = new Builtin("app", PLATFORM);

        private Builtin(String name, ClassLoader parent) {
            super(name, parent);
        }

        public String toString() {
            return (this == APP ? "jdk.internal.loader.ClassLoaders$AppClassLoader@"
                    : "jdk.internal.loader.ClassLoaders$PlatformClassLoader@")
                    + Integer.toHexString(hashCode());
        }

        protected Class<?> findClass(String name) throws ClassNotFoundException {
            return Class.loadClass(name);
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return Class.loadClass(name);
        }

        protected URL findResource(String name) {
            if (this != APP)
                return null;
            List<URL> l = find(name, true);
            return l.isEmpty() ? null : l.get(0);
        }

        protected Enumeration<URL> findResources(String name) {
            return Collections.enumeration(this == APP ? find(name, false) : Collections.<URL>emptyList());
        }

        private static List<URL> find(String name, boolean first) {
            List<URL> found = new ArrayList<URL>();
            if (name.startsWith("/"))
                return found;
            String cp = System.getProperty("java.class.path");
            if (cp == null || cp.isEmpty())
                cp = ".";
            for (String entry : cp.split(File.pathSeparator, -1)) {
                if (entry.isEmpty())
                    entry = ".";
                File f = new File(entry);
                try {
                    if (f.isDirectory()) {
                        File r = new File(f, name);
                        if (r.exists() && !name.isEmpty() && (r.isFile() || name.endsWith("/") || r.isDirectory()))
                            found.add(fileUrl(r));
                    } else if (f.isFile()) {
                        java.util.zip.ZipFile z = new java.util.zip.ZipFile(f);
                        try {
                            if (z.getEntry(name) != null)
                                found.add(new URL("jar:" + fileUrl(f) + "!/" + name));
                        } finally {
                            z.close();
                        }
                    }
                } catch (IOException e) {
                    // an unreadable entry holds nothing
                }
                if (first && !found.isEmpty())
                    break;
            }
            return found;
        }

        private static URL fileUrl(File f) throws MalformedURLException {
            try {
                f = f.getCanonicalFile();
            } catch (IOException e) {
                f = f.getAbsoluteFile();
            }
            return new URL(f.toURI().toString());
        }
    }
}
