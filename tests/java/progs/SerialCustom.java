import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * Classes that control their serial form: private writeObject/readObject with extra data,
 * putFields/readFields with serialPersistentFields, validation callbacks, large block data.
 */
public class SerialCustom {
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

    /** Keeps a transient field in the stream itself, with more primitive data and an object. */
    static class Account implements Serializable {
        String owner;
        transient int pin;
        transient List<String> log = new ArrayList<>();

        Account(String owner, int pin) {
            this.owner = owner;
            this.pin = pin;
            log.add("opened");
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(pin ^ 0x5a5a);
            out.writeUTF("v2");
            out.writeBoolean(true);
            out.writeDouble(Math.PI);
            out.writeObject(log);
            out.writeChars("hi");
            out.writeBytes("ok");
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            pin = in.readInt() ^ 0x5a5a;
            String version = in.readUTF();
            boolean flag = in.readBoolean();
            double pi = in.readDouble();
            @SuppressWarnings("unchecked")
            List<String> l = (List<String>) in.readObject();
            log = l;
            char h = in.readChar();
            char i = in.readChar();
            byte o = in.readByte();
            int k = in.readUnsignedByte();
            System.out.println("readObject: " + version + " " + flag + " " + pi + " " + h + i + (char) o + (char) k
                    + " left=" + in.available() + " read()=" + in.read());
        }
    }

    /** Writes data its reader ignores (skipped up to the end marker). */
    static class Chatty implements Serializable {
        int kept = 1;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeObject("ignored object");
            out.writeLong(99L);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
        }
    }

    /** The serial form differs from the fields: serialPersistentFields with PutField / GetField. */
    static class Temperature implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("celsius", double.class),
            new ObjectStreamField("unit", String.class),
            new ObjectStreamField("samples", int[].class),
            new ObjectStreamField("valid", boolean.class),
        };
        transient double kelvin;
        int[] samples = {1, 2, 3};

        Temperature(double kelvin) {
            this.kelvin = kelvin;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField f = out.putFields();
            f.put("celsius", kelvin - 273.15);
            f.put("unit", "C");
            f.put("samples", samples);
            f.put("valid", true);
            out.writeFields();
            out.writeInt(samples.length);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField f = in.readFields();
            kelvin = f.get("celsius", 0.0) + 273.15;
            samples = (int[]) f.get("samples", null);
            System.out.println("GetField: unit=" + f.get("unit", "?") + " valid=" + f.get("valid", false)
                    + " defaulted(celsius)=" + f.defaulted("celsius") + " count=" + in.readInt()
                    + " desc=" + f.getObjectStreamClass().getName());
            try {
                f.get("missing", 0);
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException: " + e.getMessage());
            }
        }
    }

    /** Default serialization of serialPersistentFields bound to real fields. */
    static class Subset implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("b", int.class)};
        int a = 1;
        int b = 2;
    }

    static class Base implements Serializable {
        int base = 10;

        private void writeObject(ObjectOutputStream out) throws IOException {
            System.out.println("Base.writeObject");
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            System.out.println("Base.readObject base=" + base);
        }
    }

    static class Derived extends Base {
        int derived = 20;

        private void writeObject(ObjectOutputStream out) throws IOException {
            System.out.println("Derived.writeObject");
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            System.out.println("Derived.readObject base=" + base + " derived=" + derived);
        }
    }

    static class Checked implements Serializable, ObjectInputValidation {
        final int id;
        final int priority;

        Checked(int id, int priority) {
            this.id = id;
            this.priority = priority;
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.registerValidation(this, priority);
        }

        public void validateObject() throws InvalidObjectException {
            System.out.println("validate " + id + " (priority " + priority + ")");
            if (id < 0) {
                throw new InvalidObjectException("negative id " + id);
            }
        }
    }

    static class Blob implements Serializable {
        transient byte[] data;

        Blob(int n) {
            data = new byte[n];
            for (int i = 0; i < n; i++) {
                data[i] = (byte) (i * 7);
            }
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(data.length);
            out.write(data);
            for (int i = 0; i < 100; i++) {
                out.writeShort(i);
            }
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            data = new byte[in.readInt()];
            in.readFully(data);
            int sum = 0;
            for (int i = 0; i < 100; i++) {
                sum += in.readShort();
            }
            System.out.println("blob " + data.length + " last=" + data[data.length - 1] + " sum=" + sum);
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] b = serialize(new Account("ann", 1234));
        System.out.println(hex(b));
        Account a = (Account) deserialize(b);
        System.out.println(a.owner + " " + a.pin + " " + a.log);

        b = serialize(new Chatty());
        System.out.println(hex(b));
        System.out.println("chatty " + ((Chatty) deserialize(b)).kept);

        b = serialize(new Temperature(300.0));
        System.out.println(hex(b));
        Temperature t = (Temperature) deserialize(b);
        System.out.printf("kelvin %.2f samples %d%n", t.kelvin, t.samples.length);

        b = serialize(new Subset());
        System.out.println(hex(b));
        Subset s = (Subset) deserialize(b);
        System.out.println("subset a=" + s.a + " b=" + s.b);

        b = serialize(new Derived());
        System.out.println(hex(b));
        deserialize(b);

        b = serialize(new Checked[] {new Checked(1, 0), new Checked(2, 5), new Checked(3, 0), new Checked(4, 9)});
        deserialize(b);
        try {
            deserialize(serialize(new Checked[] {new Checked(5, 1), new Checked(-6, 2)}));
        } catch (InvalidObjectException e) {
            System.out.println("InvalidObjectException: " + e.getMessage());
        }

        for (int n : new int[] {10, 1020, 1024, 3000}) {
            b = serialize(new Blob(n));
            System.out.println(n + ": " + b.length + " bytes");
            System.out.println(hex(n == 1024 ? b : java.util.Arrays.copyOfRange(b, 40, 60)));
            deserialize(b);
        }
    }
}
