package java.lang.annotation;

/** How long annotations are retained. */
public enum RetentionPolicy {
    SOURCE,
    CLASS,
    RUNTIME
}
