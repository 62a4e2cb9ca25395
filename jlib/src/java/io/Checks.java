package java.io;

/** Bounds checks with the JDK's messages. */
final class Checks {
    private Checks() {
    }

    /** As Objects.checkFromIndexSize: "Range [off, off + len) out of bounds for length n". */
    static void checkFromIndexSize(int fromIndex, int size, int length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + fromIndex + " + " + size
                    + ") out of bounds for length " + length);
        }
    }

    /** As Objects.checkFromToIndex: "Range [from, to) out of bounds for length n". */
    static void checkFromToIndex(int fromIndex, int toIndex, int length) {
        if (fromIndex < 0 || fromIndex > toIndex || toIndex > length) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + toIndex
                    + ") out of bounds for length " + length);
        }
    }

    /** The older check of some classes: a plain IndexOutOfBoundsException without message. */
    static void checkOffLen(int off, int len, int length) {
        if ((off | len | (off + len) | (length - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
    }
}
