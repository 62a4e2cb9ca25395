package java.lang;

/** Thrown in a thread stopped by Thread.stop. */
public class ThreadDeath extends Error {
    public ThreadDeath() {
        super();
    }
}
