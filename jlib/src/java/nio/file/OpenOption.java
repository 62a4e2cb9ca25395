package java.nio.file;

/** How a file is opened or created. */
public interface OpenOption {
}
