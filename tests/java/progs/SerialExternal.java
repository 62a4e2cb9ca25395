import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamConstants;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.Arrays;

/**
 * Externalizable classes, writeReplace/readResolve (singletons, serialization proxies, the
 * inheritance rules) and the replaceObject/resolveObject hooks of stream subclasses.
 */
public class SerialExternal {
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
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(o);
        oos.close();
        return bos.toByteArray();
    }

    static Object deserialize(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    public static class Point3 implements Externalizable {
        int x, y, z;
        String tag;

        public Point3() {
            System.out.println("Point3() called");
        }

        Point3(int x, int y, int z, String tag) {
            this.x = x;
            this.y = y;
            this.z = z;
            this.tag = tag;
        }

        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(x);
            out.writeShort(y);
            out.writeByte(z);
            out.writeObject(tag);
            out.writeUTF("done");
        }

        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            x = in.readInt();
            y = in.readShort();
            z = in.readByte();
            tag = (String) in.readObject();
            System.out.println("readExternal: " + in.readUTF());
        }

        public String toString() {
            return "(" + x + "," + y + "," + z + "," + tag + ")";
        }
    }

    /** Externalizable without a public no-arg constructor: reading fails. */
    public static class NoPublicCtor implements Externalizable {
        NoPublicCtor() {
        }

        public void writeExternal(ObjectOutput out) {
        }

        public void readExternal(ObjectInput in) {
        }
    }

    static final class Singleton implements Serializable {
        static final Singleton INSTANCE = new Singleton();
        int hits;

        private Singleton() {
        }

        private Object readResolve() {
            return INSTANCE;
        }
    }

    /** The serialization proxy pattern. */
    static final class Range implements Serializable {
        final int lo, hi;

        Range(int lo, int hi) {
            if (lo > hi) {
                throw new IllegalArgumentException(lo + " > " + hi);
            }
            this.lo = lo;
            this.hi = hi;
        }

        private Object writeReplace() {
            return new Proxy(this);
        }

        public String toString() {
            return "[" + lo + ".." + hi + "]";
        }

        private static final class Proxy implements Serializable {
            private static final long serialVersionUID = 1L;
            private final int lo, hi;

            Proxy(Range r) {
                lo = r.lo;
                hi = r.hi;
            }

            private Object readResolve() {
                System.out.println("Proxy.readResolve");
                return new Range(lo, hi);
            }
        }
    }

    static class Parent implements Serializable {
        protected Object readResolve() {
            System.out.println("readResolve of " + getClass().getSimpleName());
            return this;
        }

        private Object writeReplace() {
            System.out.println("writeReplace of " + getClass().getSimpleName());
            return this;
        }
    }

    static class Child extends Parent {
    }

    static class PackageResolve implements Serializable {
        Object readResolve() {
            return "resolved " + getClass().getSimpleName();
        }
    }

    static class PackageResolveChild extends PackageResolve {
    }

    static class Upper extends ObjectOutputStream {
        Upper(OutputStream out) throws IOException {
            super(out);
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            if (obj instanceof Integer) {
                return "int:" + obj;
            }
            return obj;
        }

        @Override
        protected void annotateClass(Class<?> cl) throws IOException {
            writeUTF("note for " + cl.getSimpleName());
        }
    }

    static class Lower extends ObjectInputStream {
        Lower(InputStream in) throws IOException {
            super(in);
            enableResolveObject(true);
        }

        @Override
        protected Object resolveObject(Object obj) {
            return obj instanceof String ? ((String) obj).toUpperCase() : obj;
        }

        @Override
        protected Class<?> resolveClass(java.io.ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            System.out.println("resolveClass " + desc.getName() + " note: " + readUTF());
            return super.resolveClass(desc);
        }
    }

    static class Holder implements Serializable {
        Object a = 1;
        Object b = "b";
        Object c = new Point3(1, 2, 3, "p");
    }

    public static void main(String[] args) throws Exception {
        byte[] b = serialize(new Point3(7, -2, 300, "seven"));
        System.out.println(hex(b));
        System.out.println(deserialize(b));

        b = serialize(new Point3[] {new Point3(1, 1, 1, null), null});
        System.out.println(hex(b));
        System.out.println(Arrays.toString((Object[]) deserialize(b)));

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream v1 = new ObjectOutputStream(bos);
        v1.useProtocolVersion(ObjectStreamConstants.PROTOCOL_VERSION_1);
        v1.writeObject(new Point3(4, 5, 6, "v1"));
        v1.close();
        System.out.println("protocol 1: " + hex(bos.toByteArray()));
        System.out.println(deserialize(bos.toByteArray()));

        try {
            deserialize(serialize(new NoPublicCtor()));
        } catch (java.io.InvalidClassException e) {
            System.out.println(e.getMessage());
        }

        Singleton.INSTANCE.hits = 3;
        b = serialize(Singleton.INSTANCE);
        System.out.println(hex(b));
        Object s = deserialize(b);
        System.out.println("same singleton: " + (s == Singleton.INSTANCE) + " hits " + ((Singleton) s).hits);

        b = serialize(new Range(2, 9));
        System.out.println(hex(b));
        System.out.println(deserialize(b));

        deserialize(serialize(new Child()));
        deserialize(serialize(new Parent()));
        System.out.println(deserialize(serialize(new PackageResolveChild())));

        bos = new ByteArrayOutputStream();
        Upper up = new Upper(bos);
        up.writeObject(new Object[] {1, "x", 2, new Holder()});
        up.close();
        System.out.println(hex(bos.toByteArray()));
        Object[] r = (Object[]) new Lower(new ByteArrayInputStream(bos.toByteArray())).readObject();
        Holder h = (Holder) r[3];
        System.out.println(r[0] + " " + r[1] + " " + r[2] + " " + h.a + " " + h.b + " " + h.c);
    }
}
