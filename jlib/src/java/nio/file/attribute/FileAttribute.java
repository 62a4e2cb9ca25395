package java.nio.file.attribute;

/** An attribute to set when a file or directory is created. */
public interface FileAttribute<T> {
    String name();

    T value();
}
