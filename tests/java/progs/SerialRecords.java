// release: 17
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Records (written like classes, read back through the canonical constructor) and the
 * unmodifiable collections of List.of / Set.of / Map.of (serial proxy java.util.CollSer).
 */
public class SerialRecords {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
            if (i % 32 == 31) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    static byte[] serialize(Object o) throws IOException {
        var bos = new ByteArrayOutputStream();
        try (var oos = new ObjectOutputStream(bos)) {
            oos.writeObject(o);
        }
        return bos.toByteArray();
    }

    static Object deserialize(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    record Point(int x, int y) implements Serializable {
        Point {
            System.out.println("canonical constructor Point(" + x + ", " + y + ")");
            if (x < 0) {
                throw new IllegalArgumentException("negative x");
            }
        }

        // ignored for records
        private void writeObject(ObjectOutputStream out) throws IOException {
            throw new AssertionError("not called");
        }
    }

    record Line(Point from, Point to, String label, double weight) implements Serializable {
    }

    record Tagged<T>(T value, List<String> tags) implements Serializable {
    }

    record Versioned(String name) implements Serializable {
        private static final long serialVersionUID = 99L;

        private Object readResolve() {
            return new Versioned(name.toUpperCase());
        }
    }

    record NotSer(int a) {
    }

    public static void main(String[] args) throws Exception {
        byte[] b = serialize(new Point(1, 2));
        System.out.println(hex(b));
        System.out.println(deserialize(b));

        Point shared = new Point(3, 4);
        b = serialize(new Line(shared, shared, "diag", 2.5));
        System.out.println(hex(b));
        Line l = (Line) deserialize(b);
        System.out.println(l + " shared: " + (l.from() == l.to()));

        System.out.println(deserialize(serialize(new Tagged<>(7L, List.of("a", "b")))));
        System.out.println(deserialize(serialize(new Versioned("quiet"))));
        System.out.println("SUIDs: " + ObjectStreamClass.lookup(Point.class).getSerialVersionUID() + " "
                + ObjectStreamClass.lookup(Versioned.class).getSerialVersionUID());

        // a stream whose values the canonical constructor rejects
        b = serialize(new Point(5, 6));
        int at = new String(b, "ISO-8859-1").indexOf("xp") + 2; // end of the descriptor: the int fields follow
        b[at] = (byte) 0x80;
        try {
            deserialize(b);
        } catch (InvalidObjectException e) {
            System.out.println("InvalidObjectException: " + e.getMessage() + " / " + e.getCause());
        }
        try {
            serialize(new NotSer(1));
        } catch (java.io.NotSerializableException e) {
            System.out.println("NotSerializableException: " + e.getMessage());
        }

        Object[] colls = {List.of(), List.of(1), List.of("x", "y"), List.of(1, 2, 3), Set.of(), Set.of("s"), Map.of(),
            Map.of("k", "v")};
        for (Object c : colls) {
            b = serialize(c);
            System.out.println(hex(b));
            Object r = deserialize(b);
            System.out.println("  -> " + r + " equal=" + r.equals(c));
        }
        Set<?> s = (Set<?>) deserialize(serialize(Set.of(1, 2, 3, 4)));
        Map<?, ?> m = (Map<?, ?>) deserialize(serialize(Map.of("a", 1, "b", 2, "c", 3)));
        System.out.println(s.size() + " " + s.contains(3) + " " + m.size() + " " + m.get("b"));
        try {
            ((List<Object>) deserialize(serialize(List.of(1, 2, 3)))).add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("still unmodifiable");
        }
    }
}
