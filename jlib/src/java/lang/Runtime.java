package java.lang;

/** The interface of the application with the VM it runs in. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    /** Registered shutdown hooks (null when none); static so that runShutdownHooks works
     *  even if the VM calls it before this class is initialized. */
    private static Thread[] hooks;
    private static boolean shuttingDown;

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /**
     * Starts every registered shutdown hook and waits for all of them, once, as the JDK does
     * when the program exits. Called by exit(); the VM may also call it (static, ()V) when
     * the program ends without System.exit.
     */
    static void runShutdownHooks() {
        Thread[] h;
        synchronized (Runtime.class) {
            if (shuttingDown) {
                return;
            }
            shuttingDown = true;
            h = hooks;
            hooks = null;
        }
        if (h == null) {
            jpor.internal.FileIO.runDeleteOnExit();
            return;
        }
        for (int i = 0; i < h.length; i++) {
            h[i].start();
        }
        for (int i = 0; i < h.length; i++) {
            while (true) {
                try {
                    h[i].join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting, like the JDK
                }
            }
        }
        jpor.internal.FileIO.runDeleteOnExit();
    }

    public void exit(int status) {
        runShutdownHooks();
        halt0(status);
    }

    public void halt(int status) {
        halt0(status);
    }

    private native void halt0(int status);

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (Runtime.class) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            Thread[] old = hooks == null ? new Thread[0] : hooks;
            for (int i = 0; i < old.length; i++) {
                if (old[i] == hook) {
                    throw new IllegalArgumentException("Hook previously registered");
                }
            }
            Thread[] n = new Thread[old.length + 1];
            System.arraycopy(old, 0, n, 0, old.length);
            n[old.length] = hook;
            hooks = n;
        }
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (Runtime.class) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            Thread[] old = hooks;
            if (old == null) {
                return false;
            }
            for (int i = 0; i < old.length; i++) {
                if (old[i] == hook) {
                    Thread[] n = new Thread[old.length - 1];
                    System.arraycopy(old, 0, n, 0, i);
                    System.arraycopy(old, i + 1, n, i, old.length - i - 1);
                    hooks = n.length == 0 ? null : n;
                    return true;
                }
            }
            return false;
        }
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void runFinalization() {
    }

    private static Version version;

    /** The version of this runtime: java.runtime.version, as java 17 on Debian gives it. */
    public static Version version() {
        if (version == null) {
            version = Version.parse(System.getProperty("java.runtime.version"));
        }
        return version;
    }

    /** A version string of JEP 322: $VNUM(-$PRE)?(\+$BUILD)?(-$OPT)?. */
    public static final class Version implements Comparable<Version> {
        private final java.util.List<Integer> version;
        private final java.util.Optional<String> pre;
        private final java.util.Optional<Integer> build;
        private final java.util.Optional<String> optional;

        private Version(java.util.List<Integer> version, String pre, Integer build, String optional) {
            this.version = version;
            this.pre = java.util.Optional.ofNullable(pre);
            this.build = java.util.Optional.ofNullable(build);
            this.optional = java.util.Optional.ofNullable(optional);
        }

        private static final java.util.regex.Pattern FORM = java.util.regex.Pattern.compile(
            "([1-9][0-9]*(?:(?:\\.0)*\\.[1-9][0-9]*)*)(?:-([a-zA-Z0-9]+))?"
            + "(?:(\\+)(0|[1-9][0-9]*)?)?(?:-([-a-zA-Z0-9.]+))?");

        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            java.util.regex.Matcher m = FORM.matcher(s);
            if (!m.matches()) {
                throw new IllegalArgumentException("Invalid version string: '" + s + "'");
            }
            java.util.List<Integer> list = new java.util.ArrayList<>();
            for (String n : m.group(1).split("\\.")) {
                list.add(Integer.parseInt(n));
            }
            String pre = m.group(2);
            String plus = m.group(3);
            String build = m.group(4);
            String opt = m.group(5);
            if (plus != null && build == null && opt == null) {
                throw new IllegalArgumentException("'+' found with neither build or optional components: '" + s + "'");
            }
            if (plus == null && build == null && opt != null && pre == null) {
                throw new IllegalArgumentException("optional component must be preceded by a pre-release component or '+': '" + s + "'");
            }
            return new Version(java.util.Collections.unmodifiableList(list), pre,
                build == null ? null : Integer.valueOf(build), opt);
        }

        private int at(int i) {
            return version.size() > i ? version.get(i) : 0;
        }

        public int feature() { return at(0); }
        public int interim() { return at(1); }
        public int update() { return at(2); }
        public int patch() { return at(3); }
        @Deprecated public int major() { return feature(); }
        @Deprecated public int minor() { return interim(); }
        @Deprecated public int security() { return update(); }
        public java.util.List<Integer> version() { return version; }
        public java.util.Optional<String> pre() { return pre; }
        public java.util.Optional<Integer> build() { return build; }
        public java.util.Optional<String> optional() { return optional; }

        @Override
        public int compareTo(Version o) {
            int c = compareToIgnoreOptional(o);
            if (c != 0) {
                return c;
            }
            if (optional.isPresent() != o.optional.isPresent()) {
                return optional.isPresent() ? 1 : -1;
            }
            return optional.isPresent() ? optional.get().compareTo(o.optional.get()) : 0;
        }

        public int compareToIgnoreOptional(Version o) {
            // as the JDK: the difference of the first differing numbers, else of the lengths
            int n = Math.min(version.size(), o.version.size());
            for (int i = 0; i < n; i++) {
                if (at(i) != o.at(i)) {
                    return at(i) - o.at(i);
                }
            }
            if (version.size() != o.version.size()) {
                return version.size() - o.version.size();
            }
            if (pre.isPresent() != o.pre.isPresent()) {
                return pre.isPresent() ? -1 : 1; // a pre-release comes before the release
            }
            if (pre.isPresent()) {
                String a = pre.get(), b = o.pre.get();
                boolean an = a.matches("[0-9]+"), bn = b.matches("[0-9]+");
                int c = an && bn ? Long.compare(Long.parseLong(a), Long.parseLong(b))
                    : an ? -1 : bn ? 1 : a.compareTo(b);
                if (c != 0) {
                    return c;
                }
            }
            if (build.isPresent() != o.build.isPresent()) {
                return build.isPresent() ? 1 : -1;
            }
            return build.isPresent() ? build.get().compareTo(o.build.get()) : 0;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < version.size(); i++) {
                sb.append(i == 0 ? "" : ".").append(version.get(i));
            }
            if (pre.isPresent()) {
                sb.append('-').append(pre.get());
            }
            if (build.isPresent()) {
                sb.append('+').append(build.get());
                if (optional.isPresent()) {
                    sb.append('-').append(optional.get());
                }
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Version && compareTo((Version) o) == 0;
        }

        @Override
        public int hashCode() {
            return toString().hashCode();
        }
    }
}
