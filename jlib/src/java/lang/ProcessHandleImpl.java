package java.lang;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import jpor.internal.FileIO;

/**
 * ProcessHandle on Linux's /proc, without natives of its own: the current process's id is where the
 * link /proc/self points, a process is alive while /proc/PID exists, its parent is the fourth field of
 * /proc/PID/stat.  Info gives only the current process's user (the command, arguments, start and CPU
 * times stay empty: jpor is not the java launcher they would name).  Other processes cannot be
 * signalled (no native), so destroy and onExit of them throw UnsupportedOperationException.
 */
final class ProcessHandleImpl implements ProcessHandle {
    private static ProcessHandleImpl current;

    private final long pid;

    private ProcessHandleImpl(long pid) {
        this.pid = pid;
    }

    static synchronized ProcessHandleImpl current() {
        if (current == null) {
            String self = FileIO.realpath("/proc/self");
            long pid = self == null ? -1 : parsePid(self.substring(self.lastIndexOf('/') + 1));
            if (pid <= 0) throw new UnsupportedOperationException("jpor: /proc/self does not give the process id");
            current = new ProcessHandleImpl(pid);
        }
        return current;
    }

    private static long parsePid(String s) {
        if (s.isEmpty() || s.length() > 18) return -1;
        long v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static boolean exists(long pid) {
        return pid > 0 && FileIO.stat("/proc/" + pid, new long[4]) >= 0;
    }

    static Optional<ProcessHandle> of(long pid) {
        if (pid == current().pid) return Optional.<ProcessHandle>of(current);
        return exists(pid) ? Optional.<ProcessHandle>of(new ProcessHandleImpl(pid)) : Optional.<ProcessHandle>empty();
    }

    /** The live processes' ids, in /proc's listing order. */
    private static List<Long> pids() {
        List<Long> out = new ArrayList<Long>();
        String[] names = FileIO.list("/proc");
        if (names == null) return out;
        for (String n : names) {
            long p = parsePid(n);
            if (p > 0) out.add(p);
        }
        return out;
    }

    private static ProcessHandle handle(long pid) {
        return pid == current().pid ? current : new ProcessHandleImpl(pid);
    }

    static Stream<ProcessHandle> all() {
        List<ProcessHandle> out = new ArrayList<ProcessHandle>();
        for (long p : pids()) out.add(handle(p));
        return out.stream();
    }

    /** The parent's id from /proc/PID/stat ("pid (comm) state ppid ..."), or -1. */
    private static long parentOf(long pid) {
        int fd = FileIO.open("/proc/" + pid + "/stat", 1);
        if (fd < 0) return -1;
        byte[] buf = new byte[1024];
        int n;
        try {
            n = FileIO.read(fd, buf, 0, buf.length, 0);
        } finally {
            FileIO.close(fd);
        }
        if (n <= 0) return -1;
        String s = new String(buf, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
        int close = s.lastIndexOf(')');
        if (close < 0) return -1;
        String[] f = s.substring(close + 1).trim().split(" ");
        return f.length > 1 ? parsePid(f[1]) : -1;
    }

    public long pid() {
        return pid;
    }

    public Optional<ProcessHandle> parent() {
        long pp = parentOf(pid);
        return pp > 0 && exists(pp) ? Optional.<ProcessHandle>of(handle(pp)) : Optional.<ProcessHandle>empty();
    }

    public Stream<ProcessHandle> children() {
        List<ProcessHandle> out = new ArrayList<ProcessHandle>();
        for (long p : pids())
            if (parentOf(p) == pid) out.add(handle(p));
        return out.stream();
    }

    public Stream<ProcessHandle> descendants() {
        List<Long> all = pids();
        List<ProcessHandle> out = new ArrayList<ProcessHandle>();
        List<Long> level = new ArrayList<Long>();
        level.add(pid);
        while (!level.isEmpty()) {
            List<Long> next = new ArrayList<Long>();
            for (long p : all)
                if (level.contains(parentOf(p))) {
                    next.add(p);
                    out.add(handle(p));
                }
            level = next;
        }
        return out.stream();
    }

    public ProcessHandle.Info info() {
        String user = this == current ? jpor.internal.Console.hostProperty(1) : null;
        return new Info(user);
    }

    public CompletableFuture<ProcessHandle> onExit() {
        if (this == current) throw new IllegalStateException("onExit for current process not allowed");
        throw new UnsupportedOperationException("jpor: onExit of another process");
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    public boolean destroy() {
        if (this == current) throw new IllegalStateException("destroy of current process not allowed");
        throw new UnsupportedOperationException("jpor: destroying another process");
    }

    public boolean destroyForcibly() {
        return destroy();
    }

    public boolean isAlive() {
        return this == current || exists(pid);
    }

    public int hashCode() {
        return Long.hashCode(pid);
    }

    public boolean equals(Object obj) {
        return obj == this || (obj instanceof ProcessHandleImpl && ((ProcessHandleImpl) obj).pid == pid);
    }

    public int compareTo(ProcessHandle other) {
        return Long.compare(pid, other.pid());
    }

    public String toString() {
        return String.valueOf(pid);
    }

    static final class Info implements ProcessHandle.Info {
        private final String user;

        Info(String user) {
            this.user = user;
        }

        public Optional<String> command() {
            return Optional.empty();
        }

        public Optional<String> commandLine() {
            return Optional.empty();
        }

        public Optional<String[]> arguments() {
            return Optional.empty();
        }

        public Optional<Instant> startInstant() {
            return Optional.empty();
        }

        public Optional<Duration> totalCpuDuration() {
            return Optional.empty();
        }

        public Optional<String> user() {
            return Optional.ofNullable(user);
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            if (user != null) sb.append("user: ").append(user().toString());
            return sb.append(']').toString();
        }
    }
}
