package java.text;

/** A string's collation order made comparable by itself (written for jpor from the Java SE API docs). */
public abstract class CollationKey implements Comparable<CollationKey> {
    private final String source;

    protected CollationKey(String source) {
        if (source == null) throw new NullPointerException();
        this.source = source;
    }

    public abstract int compareTo(CollationKey target);

    public String getSourceString() {
        return source;
    }

    /** jlib's own bytes (java's are its implementation's): equal keys have equal bytes. */
    public abstract byte[] toByteArray();
}
