import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.NotActiveException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OptionalDataException;
import java.io.Serializable;
import java.io.StreamCorruptedException;
import java.io.WriteAbortedException;

/**
 * What goes wrong in serialization and the exceptions (and messages) the JDK gives: serial
 * version mismatch, classes that are not serializable or have no usable constructor, unknown
 * classes, corrupt streams, the end of the stream, primitive data where an object is expected.
 */
public class SerialErrors {
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

    static int indexOf(byte[] b, String s) throws IOException {
        return new String(b, "ISO-8859-1").indexOf(s);
    }

    static class Versioned implements Serializable {
        private static final long serialVersionUID = 1L;
        int value = 3;
    }

    static class Unversioned implements Serializable {
        int value = 4;
    }

    static class Plain {
        int x = 1;
    }

    static class HasPlain implements Serializable {
        String name = "holder";
        Plain plain = new Plain();
    }

    static class Base {
        int baseValue;

        Base() {
            baseValue = 99;
            System.out.println("Base() runs on read: a non-serializable superclass");
        }

        Base(int v) {
            baseValue = v;
        }
    }

    static class Derived extends Base implements Serializable {
        int own;

        Derived(int own) {
            super(5);
            this.own = own;
            System.out.println("Derived(int) runs only when constructed");
        }
    }

    static class NoDefault {
        final int v;

        NoDefault(int v) {
            this.v = v;
        }
    }

    static class NoCtor extends NoDefault implements Serializable {
        NoCtor() {
            super(1);
        }
    }

    static class PrivateCtorBase {
        private PrivateCtorBase() {
        }

        PrivateCtorBase(String s) {
        }
    }

    static class PrivateCtor extends PrivateCtorBase implements Serializable {
        PrivateCtor() {
            super("x");
        }
    }

    static class Field1 implements Serializable {
        private static final long serialVersionUID = 5L;
        int count = 7;
    }

    static class ThrowsOnWrite implements Serializable {
        private void writeObject(ObjectOutputStream out) throws IOException {
            throw new IOException("refusing to write");
        }
    }

    static class ThrowsOnRead implements Serializable {
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            throw new IllegalStateException("refusing to read");
        }
    }

    public static void main(String[] args) throws Exception {
        // serialVersionUID mismatch: patch the eight bytes after the class name
        byte[] b = serialize(new Versioned());
        int at = indexOf(b, "SerialErrors$Versioned") + "SerialErrors$Versioned".length();
        b[at + 7] = 2;
        try {
            deserialize(b);
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage());
            System.out.println("  classname: " + e.classname);
        }
        b = serialize(new Unversioned());
        at = indexOf(b, "SerialErrors$Unversioned") + "SerialErrors$Unversioned".length();
        b[at] ^= 0x40;
        try {
            deserialize(b);
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage());
        }

        // a field whose type changed
        b = serialize(new Field1());
        at = indexOf(b, "count");
        b[at - 3] = 'J';
        try {
            deserialize(b);
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage());
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        // not serializable
        try {
            serialize(new Plain());
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException: " + e.getMessage());
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject("before");
        try {
            oos.writeObject(new HasPlain());
        } catch (NotSerializableException e) {
            System.out.println("nested: " + e);
        }
        oos.close();
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        System.out.println(in.readObject());
        try {
            in.readObject();
        } catch (WriteAbortedException e) {
            System.out.println("WriteAbortedException: " + e.getMessage());
            System.out.println("  detail: " + e.detail + " cause same: " + (e.getCause() == e.detail));
        }
        try {
            serialize(new ThrowsOnWrite());
        } catch (IOException e) {
            System.out.println("writeObject threw: " + e.getMessage());
        }
        try {
            deserialize(serialize(new ThrowsOnRead()));
        } catch (IllegalStateException e) {
            System.out.println("readObject threw: " + e.getMessage());
        }

        // constructors
        Derived d = (Derived) deserialize(serialize(new Derived(8)));
        System.out.println("Derived own=" + d.own + " baseValue=" + d.baseValue);
        b = serialize(new NoCtor());
        System.out.println("NoCtor written: " + b.length + " bytes");
        try {
            deserialize(b);
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage());
        }
        try {
            deserialize(serialize(new PrivateCtor()));
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage());
        }

        // unknown class
        b = serialize(new Versioned());
        at = indexOf(b, "SerialErrors$Versioned");
        b[at + "SerialErrors$".length()] = 'W';
        try {
            deserialize(b);
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException: " + e.getMessage());
        }

        // end of stream
        in = new ObjectInputStream(new ByteArrayInputStream(serialize("only")));
        System.out.println(in.readObject());
        try {
            in.readObject();
        } catch (EOFException e) {
            System.out.println("EOFException: " + e.getMessage());
        }
        try {
            in.readInt();
        } catch (EOFException e) {
            System.out.println("EOFException on readInt: " + e.getMessage());
        }
        b = serialize(new int[] {1, 2, 3});
        try {
            deserialize(java.util.Arrays.copyOf(b, b.length - 3));
        } catch (EOFException e) {
            System.out.println("truncated: EOFException " + e.getMessage());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[0]));
        } catch (EOFException e) {
            System.out.println("empty stream: EOFException " + e.getMessage());
        }

        // primitive data where an object is expected, and the other way round
        bos = new ByteArrayOutputStream();
        oos = new ObjectOutputStream(bos);
        oos.writeInt(42);
        oos.writeShort(7);
        oos.writeObject("after");
        oos.writeBoolean(true);
        oos.close();
        in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        try {
            in.readObject();
        } catch (OptionalDataException e) {
            System.out.println("OptionalDataException length=" + e.length + " eof=" + e.eof + " message=" + e.getMessage());
        }
        System.out.println(in.readInt() + " " + in.readShort());
        try {
            in.readInt();
        } catch (EOFException e) {
            System.out.println("readInt before an object: EOFException");
        }
        System.out.println(in.readObject() + " " + in.readBoolean());

        // corrupt streams
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xca, (byte) 0xfe, 0, 5}));
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException: " + e.getMessage());
        }
        try {
            deserialize(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5, 0x6a});
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException: " + e.getMessage());
        }
        try {
            deserialize(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5, 0x71, 0, 0x7e, 0, 9});
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException: " + e.getMessage());
        }
        try {
            deserialize(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5, 0x78});
        } catch (OptionalDataException e) {
            System.out.println("end of block data at the top: OptionalDataException eof=" + e.eof);
        }
        try {
            deserialize(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5, 0x73, 0x78});
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException: " + e.getMessage());
        }

        // calls outside writeObject / readObject
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).defaultWriteObject();
        } catch (NotActiveException e) {
            System.out.println("NotActiveException: " + e.getMessage());
        }
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).putFields();
        } catch (NotActiveException e) {
            System.out.println("NotActiveException: " + e.getMessage());
        }
        in = new ObjectInputStream(new ByteArrayInputStream(serialize("z")));
        try {
            in.defaultReadObject();
        } catch (NotActiveException e) {
            System.out.println("NotActiveException: " + e.getMessage());
        }
        try {
            in.readFields();
        } catch (NotActiveException e) {
            System.out.println("NotActiveException: " + e.getMessage());
        }
        try {
            in.registerValidation(() -> { }, 0);
        } catch (NotActiveException e) {
            System.out.println("NotActiveException: " + e.getMessage());
        }
        oos = new ObjectOutputStream(new ByteArrayOutputStream());
        oos.writeObject("x");
        try {
            oos.useProtocolVersion(1);
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        System.out.println("done");
    }
}
