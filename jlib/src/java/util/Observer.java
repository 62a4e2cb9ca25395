package java.util;

/** Told by an Observable it observes when that changed (deprecated in the JDK since 9, kept for programs that use it). */
@Deprecated
public interface Observer {
    void update(Observable o, Object arg);
}
