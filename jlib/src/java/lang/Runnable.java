package java.lang;

/** A task run by a thread. */
@FunctionalInterface
public interface Runnable {
    void run();
}
