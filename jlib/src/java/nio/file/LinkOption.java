package java.nio.file;

/** How symbolic links are handled. */
public enum LinkOption implements OpenOption, CopyOption {
    NOFOLLOW_LINKS
}
