package jpor.internal;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The serial form of the unmodifiable collections of List.of, Set.of and Map.of (their
 * writeReplace returns one): written under the JDK's class name {@code java.util.CollSer}
 * (java.io.ObjectStreamClass and ObjectInputStream map the name), with the JDK's serialVersionUID
 * and data: a tag (1 list, 2 set, 3 map, 4 list allowing nulls) as its field, then the number of
 * elements and the elements (keys and values alternating for a map). Read back, it resolves to
 * the collection of List.of / Set.of / Map.of.
 */
public final class CollSer implements Serializable {
    private static final long serialVersionUID = 6309168927139932177L;

    /** The name of this class in streams. */
    public static final String STREAM_NAME = "java.util.CollSer";

    public static final int IMM_LIST = 1;
    public static final int IMM_SET = 2;
    public static final int IMM_MAP = 3;
    public static final int IMM_LIST_NULLS = 4;

    private final int tag;
    private transient Object[] array;

    public CollSer(int tag, Object... array) {
        this.tag = tag;
        this.array = array;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeInt(array.length);
        for (int i = 0; i < array.length; i++) {
            out.writeObject(array[i]);
        }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        int len = in.readInt();
        if (len < 0) {
            throw new InvalidObjectException("negative length " + len);
        }
        Object[] a = new Object[len];
        for (int i = 0; i < len; i++) {
            a[i] = in.readObject();
        }
        array = a;
    }

    @SuppressWarnings("unchecked")
    private Object readResolve() throws ObjectStreamException {
        try {
            if (array == null) {
                throw new InvalidObjectException("null array");
            }
            switch (tag & 0xff) { // the high 24 bits are ignored
            case IMM_LIST:
                return List.of(array);
            case IMM_LIST_NULLS:
                return ImmutableLists.nullsAllowed(array.clone());
            case IMM_SET:
                return Set.of(array);
            case IMM_MAP:
                if ((array.length & 1) != 0) {
                    throw new InvalidObjectException("odd length " + array.length);
                }
                Map.Entry<Object, Object>[] entries = new Map.Entry[array.length / 2];
                for (int i = 0; i < entries.length; i++) {
                    entries[i] = Map.entry(array[2 * i], array[2 * i + 1]);
                }
                return Map.ofEntries(entries);
            default:
                throw new InvalidObjectException(String.format("invalid flags 0x%x", tag));
            }
        } catch (NullPointerException | IllegalArgumentException ex) {
            InvalidObjectException ioe = new InvalidObjectException("invalid object");
            ioe.initCause(ex);
            throw ioe;
        }
    }
}
