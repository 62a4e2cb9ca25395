package java.util.logging;

/** Decides whether a record is logged, beyond the levels. */
public interface Filter {
    boolean isLoggable(LogRecord record);
}
