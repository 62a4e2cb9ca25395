package java.lang;

import java.io.InputStream;
import java.io.PrintStream;

/** Standard streams, properties and a few VM services. */
public final class System {
    private System() {
    }

    public static InputStream in;
    public static PrintStream out;
    public static PrintStream err;

    private static String[] propKeys;
    private static String[] propValues;
    private static int propCount;
    private static boolean userDirSet;
    private static boolean classPathSet;
    private static boolean userSet;

    static {
        in = jpor.internal.Console.stdin();
        out = jpor.internal.Console.stdout();
        err = jpor.internal.Console.stderr();
        String[] init = {
            "file.encoding", "UTF-8",
            "file.separator", "/",
            "java.class.version", "61.0",
            "java.home", "/usr/lib/jvm/java-17-openjdk-amd64",
            "java.io.tmpdir", "/tmp",
            "java.runtime.name", "OpenJDK Runtime Environment",
            "java.runtime.version", "17.0.15+6-Debian-1deb12u1",
            "java.specification.name", "Java Platform API Specification",
            "java.specification.vendor", "Oracle Corporation",
            "java.specification.version", "17",
            "java.vendor", "Debian",
            "java.vendor.url", "https://tracker.debian.org/openjdk-17",
            "java.version", "17.0.15",
            "java.version.date", "2025-04-15",
            "java.vm.name", "OpenJDK 64-Bit Server VM",
            "java.vm.specification.name", "Java Virtual Machine Specification",
            "java.vm.specification.vendor", "Oracle Corporation",
            "java.vm.specification.version", "17",
            "java.vm.vendor", "Debian",
            "java.vm.version", "17.0.15+6-Debian-1deb12u1",
            "line.separator", "\n",
            "native.encoding", "UTF-8",
            "os.arch", "amd64",
            "os.name", "Linux",
            "path.separator", ":",
            "sun.jnu.encoding", "UTF-8",
            "user.language", "en",
        };
        propKeys = new String[init.length];
        propValues = new String[init.length];
        for (int i = 0; i < init.length; i += 2) {
            propKeys[propCount] = init[i];
            propValues[propCount] = init[i + 1];
            propCount++;
        }
        String kv;
        for (int i = 0; (kv = cmdProp0(i)) != null; i++) {
            int eq = kv.indexOf('=');
            if (kv.startsWith("user.dir") && (eq < 0 || eq == 8)) {
                userDirSet = true;
            }
            if (kv.startsWith("java.class.path") && (eq < 0 || eq == 15)) {
                classPathSet = true;
            }
            if (eq < 0) {
                putProperty(kv, "");
            } else {
                putProperty(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
    }

    /** The i-th -Dname=value option of the command line, or null past the end. */
    private static native String cmdProp0(int i);

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    private static java.io.Console cons;

    /** The console of an interactive run (standard input and output terminals), else null. */
    public static synchronized java.io.Console console() {
        if (cons == null && jpor.internal.Console.interactive()) {
            try { // its constructor is not public: only System makes it
                java.lang.reflect.Constructor<java.io.Console> c =
                    java.io.Console.class.getDeclaredConstructor();
                c.setAccessible(true);
                cons = c.newInstance();
            } catch (ReflectiveOperationException e) {
                throw new InternalError(e);
            }
        }
        return cons;
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    // ------------------------------------------------------------------ properties

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static int findProperty(String key) {
        if (!userDirSet && key.equals("user.dir")) {
            userDirSet = true;
            String cwd = jpor.internal.Console.cwd();
            if (cwd != null) {
                putProperty("user.dir", cwd);
            }
        }
        if (!userSet && (key.equals("user.home") || key.equals("user.name") || key.equals("os.version"))) {
            // asked for, as user.dir is: the host's, unless -D gave them
            userSet = true;
            String[] names = {"user.home", "user.name", "os.version"};
            for (int i = 0; i < names.length; i++) {
                String v = jpor.internal.Console.hostProperty(i);
                if (v != null && findSet(names[i]) < 0) {
                    putProperty(names[i], v);
                }
            }
        }
        if (!classPathSet && key.equals("java.class.path")) {
            // asked for, not put at start: a state of the checker does not hold the path
            classPathSet = true;
            putProperty("java.class.path", jpor.internal.Console.classPath());
        }
        return findSet(key);
    }

    /** The index of a property already set, or -1. */
    private static int findSet(String key) {
        for (int i = 0; i < propCount; i++) {
            if (propKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static String putProperty(String key, String value) {
        for (int i = 0; i < propCount; i++) {
            if (propKeys[i].equals(key)) {
                String old = propValues[i];
                propValues[i] = value;
                return old;
            }
        }
        if (propCount == propKeys.length) {
            String[] k = new String[propCount * 2 + 4];
            String[] v = new String[propCount * 2 + 4];
            System.arraycopy(propKeys, 0, k, 0, propCount);
            System.arraycopy(propValues, 0, v, 0, propCount);
            propKeys = k;
            propValues = v;
        }
        propKeys[propCount] = key;
        propValues[propCount] = value;
        propCount++;
        return null;
    }

    public static synchronized String getProperty(String key) {
        checkKey(key);
        int i = findProperty(key);
        return i < 0 ? null : propValues[i];
    }

    /**
     * Every property, those made on demand included.  A copy: java hands out
     * its live table, so a change made through one shows in the other there
     * and not here.
     */
    public static synchronized java.util.Properties getProperties() {
        findProperty("user.dir");
        findProperty("user.home");
        findProperty("java.class.path");
        java.util.Properties p = new java.util.Properties();
        for (int i = 0; i < propCount; i++) {
            p.setProperty(propKeys[i], propValues[i]);
        }
        return p;
    }

    public static String getProperty(String key, String def) {
        String v = getProperty(key);
        return (v == null) ? def : v;
    }

    public static synchronized String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        findProperty(key);
        return putProperty(key, value);
    }

    public static synchronized String clearProperty(String key) {
        checkKey(key);
        int i = findProperty(key);
        if (i < 0) {
            return null;
        }
        String old = propValues[i];
        propCount--;
        propKeys[i] = propKeys[propCount];
        propValues[i] = propValues[propCount];
        propKeys[propCount] = null;
        propValues[propCount] = null;
        return old;
    }

    public static String lineSeparator() {
        return "\n";
    }

    /** The value of the environment variable name, or null. */
    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    private static native String getenv0(String name);

    /** The i-th "NAME=value" entry of the environment, or null past the end. */
    private static native String environ0(int i);

    private static java.util.Map<String, String> environment;

    /** The whole environment, as an unmodifiable map (read once: it does not change). */
    public static synchronized java.util.Map<String, String> getenv() {
        if (environment == null) {
            java.util.Map<String, String> m = new java.util.HashMap<>();
            String kv;
            for (int i = 0; (kv = environ0(i)) != null; i++) {
                int eq = kv.indexOf('=');
                if (eq > 0) {
                    m.putIfAbsent(kv.substring(0, eq), kv.substring(eq + 1));
                }
            }
            environment = java.util.Collections.unmodifiableMap(m);
        }
        return environment;
    }

    // ------------------------------------------------------------------ runtime

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
    }
}
