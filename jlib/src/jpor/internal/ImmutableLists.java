package jpor.internal;

import java.util.List;

/**
 * java.util's immutable lists for code outside the package (Stream.toList(), CollSer): the
 * list that may hold nulls is java.util.ImmutableCollections.ListN, which is not public; it
 * registers its factory here when it is initialized.
 */
public final class ImmutableLists {
    /** Makes a list owning the array, nulls allowed; set by java.util.ImmutableCollections. */
    public interface Maker {
        List<Object> nullsAllowed(Object[] elements);
    }

    private static Maker maker;

    private ImmutableLists() {
    }

    public static void register(Maker m) {
        if (maker == null) maker = m;
    }

    /** An unmodifiable list of the array (which it keeps), nulls allowed, as Stream.toList() returns. */
    public static List<Object> nullsAllowed(Object[] elements) {
        if (maker == null) List.of(); // initializes java.util.ImmutableCollections, which registers
        return maker.nullsAllowed(elements);
    }
}
