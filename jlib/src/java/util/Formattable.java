package java.util;

/**
 * The Formattable interface must be implemented by any class that needs to
 * perform custom formatting using the {@code s} conversion of {@link Formatter}.
 */
public interface Formattable {
    void formatTo(Formatter formatter, int flags, int width, int precision);
}
