package java.lang;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/** A native process, written for jpor from the Java SE API; see ProcessHandleImpl for what jpor can know. */
public interface ProcessHandle extends Comparable<ProcessHandle> {
    long pid();

    static Optional<ProcessHandle> of(long pid) {
        return ProcessHandleImpl.of(pid);
    }

    static ProcessHandle current() {
        return ProcessHandleImpl.current();
    }

    static Stream<ProcessHandle> allProcesses() {
        return ProcessHandleImpl.all();
    }

    Optional<ProcessHandle> parent();

    Stream<ProcessHandle> children();

    Stream<ProcessHandle> descendants();

    Info info();

    CompletableFuture<ProcessHandle> onExit();

    boolean supportsNormalTermination();

    boolean destroy();

    boolean destroyForcibly();

    boolean isAlive();

    int hashCode();

    boolean equals(Object other);

    int compareTo(ProcessHandle other);

    interface Info {
        Optional<String> command();

        Optional<String> commandLine();

        Optional<String[]> arguments();

        Optional<Instant> startInstant();

        Optional<Duration> totalCpuDuration();

        Optional<String> user();
    }
}
