package java.nio.file;

/** How a file is copied or moved. */
public interface CopyOption {
}
