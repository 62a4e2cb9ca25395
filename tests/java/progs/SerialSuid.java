import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.List;

/**
 * The default serialVersionUID (Java Object Serialization Specification 4.6) of classes of many
 * shapes, declared ones, the serial fields ObjectStreamClass reports, and descriptors in hex.
 */
public class SerialSuid implements Serializable {
    int instanceField;
    static int staticField = 5;

    public static class Empty implements Serializable {
    }

    static class WithInterfaces implements Serializable, Comparable<WithInterfaces>, Cloneable, Runnable {
        public int compareTo(WithInterfaces o) {
            return 0;
        }

        public void run() {
        }
    }

    static final class Modifiers implements Serializable {
        private int p;
        protected long q;
        public static final String K = "k";
        transient volatile int tv;
        private static int ps;
        private transient int pt;
        static transient int st;
        char[] chars;

        Modifiers() {
        }

        public Modifiers(int x) {
        }

        private Modifiers(String s) {
        }

        protected Modifiers(long l, Object o) {
        }
    }

    abstract static class Methods implements Serializable {
        abstract void abs();

        synchronized void sync() {
        }

        native void nat();

        static void stat() {
        }

        final void fin() {
        }

        private void priv() {
        }

        public Object[] arr(String[] a, int[][] b, List<String> c) {
            return null;
        }

        protected double m(long l, double d) {
            return d;
        }

        void m(int i) {
        }
    }

    static class WithStaticInit implements Serializable {
        static {
            System.out.println("WithStaticInit initialised");
        }

        int x = 1;
    }

    static class ConstantOnly implements Serializable {
        static final int CONST = 3;
        static final String NAME = "n";
    }

    static class NonConstantStatic implements Serializable {
        static final Object O = new Object();
    }

    class Inner implements Serializable {
        int y;
    }

    static class WithLambda implements Serializable {
        Comparator<String> cmp() {
            return (a, b) -> a.length() - b.length();
        }
    }

    interface Marker extends Serializable {
        void x();
    }

    interface EmptyMarker extends Serializable {
    }

    static class Outer implements Serializable {
        private int secret;

        int peek() {
            return new Object() {
                int z = secret;
            }.z;
        }
    }

    static class Sub extends Empty {
        int l;
    }

    static class Generic<T extends Comparable<T>> implements Serializable {
        T t;

        Generic<T> self() {
            return this;
        }
    }

    enum Kind {
        A, B {
            void f() {
            }
        };

        void f() {
        }
    }

    static class Declared implements Serializable {
        private static final long serialVersionUID = -42L;
        int v;
    }

    static class DeclaredInt implements Serializable {
        static final int serialVersionUID = 77;
    }

    static class NotSerial {
        int a;
    }

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

    public static void main(String[] args) throws IOException {
        Class<?>[] classes = {SerialSuid.class, Empty.class, WithInterfaces.class, Modifiers.class, Methods.class,
            WithStaticInit.class, ConstantOnly.class, NonConstantStatic.class, Inner.class, WithLambda.class,
            Marker.class, EmptyMarker.class, Outer.class, Sub.class, Generic.class, Kind.class, Declared.class,
            DeclaredInt.class, NotSerial.class, Empty[].class, int[].class, int[][].class, Modifiers[][].class,
            byte[].class, boolean[].class, char[].class, long[].class, double[].class, float[].class, short[].class,
            Object[].class, String[].class, Integer[].class, List[].class,
            String.class, Integer.class, Long.class, Double.class, Character.class, Boolean.class, Number.class,
            ArrayList.class, HashMap.class, Date.class, Enum.class, Object.class, Thread.class, Exception.class,
            RuntimeException.class, IllegalArgumentException.class, Throwable.class, IOException.class,
            java.math.BigInteger.class, java.math.BigDecimal.class, StackTraceElement[].class};
        for (Class<?> c : classes) {
            ObjectStreamClass d = ObjectStreamClass.lookup(c);
            ObjectStreamClass any = ObjectStreamClass.lookupAny(c);
            System.out.println(c.getName() + ": "
                    + (d == null ? "not serializable" : d.getSerialVersionUID() + " " + Arrays.toString(d.getFields()))
                    + " / any " + any.getSerialVersionUID() + " " + any.getName() + " " + (any.forClass() == c));
        }
        ObjectStreamClass d = ObjectStreamClass.lookup(Modifiers.class);
        System.out.println(d);
        for (ObjectStreamField f : d.getFields()) {
            System.out.println("  " + f.getName() + " " + f.getType().getName() + " " + f.getTypeCode() + " "
                    + f.getTypeString() + " " + f.isPrimitive() + " " + f.isUnshared() + " " + f.getOffset());
        }
        System.out.println(d.getField("q") + " " + d.getField("nope"));

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(new Modifiers());
        oos.writeObject(new Sub());
        oos.writeObject(new Declared());
        oos.writeObject(new SerialSuid().new Inner());
        oos.writeObject(new Empty[] {new Empty()});
        oos.writeObject(Empty.class);
        oos.writeObject(Kind.B);
        oos.close();
        System.out.println(hex(bos.toByteArray()));
    }
}
