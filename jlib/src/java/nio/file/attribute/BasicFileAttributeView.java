package java.nio.file.attribute;

import java.io.IOException;

/** Reads and updates a file's basic attributes. */
public interface BasicFileAttributeView extends FileAttributeView {
    @Override
    String name();

    BasicFileAttributes readAttributes() throws IOException;

    void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime) throws IOException;
}
