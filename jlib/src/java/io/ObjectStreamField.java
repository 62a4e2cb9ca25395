package java.io;

/**
 * A serializable field of a serializable class: its name, its type (a primitive class, or for
 * object fields the field's class; Object for fields read from a stream), whether it is written
 * unshared, and its place in the class's serial data.
 */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    /** The field descriptor ("I", "Ljava/lang/String;"), interned: equal type strings are one object in a stream. */
    private final String signature;
    private final Class<?> type;
    private final boolean unshared;
    /** Offset in the primitive data (primitive fields) or index among the object fields. */
    private int offset;

    /** The local field this one is bound to (jpor.internal.Reflection slot), or null / -1. */
    Class<?> fieldClass;
    int fieldSlot = -1;
    /** The local field's own type (for the assignment checks of object fields). */
    Class<?> fieldType;

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        this.signature = signatureOf(type).intern();
    }

    /** A field named in a stream: object fields have type Object. */
    ObjectStreamField(String name, String signature, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.signature = signature.intern();
        this.unshared = unshared;
        this.type = typeOf(signature.charAt(0));
    }

    /** A field bound to a declared field of a local class. */
    ObjectStreamField(String name, String signature, Class<?> type, boolean unshared, Class<?> fieldClass,
            int fieldSlot, Class<?> fieldType) {
        this.name = name;
        this.signature = signature.intern();
        this.type = type;
        this.unshared = unshared;
        this.fieldClass = fieldClass;
        this.fieldSlot = fieldSlot;
        this.fieldType = fieldType;
    }

    static Class<?> typeOf(char code) {
        switch (code) {
        case 'Z':
            return Boolean.TYPE;
        case 'B':
            return Byte.TYPE;
        case 'C':
            return Character.TYPE;
        case 'S':
            return Short.TYPE;
        case 'I':
            return Integer.TYPE;
        case 'J':
            return Long.TYPE;
        case 'F':
            return Float.TYPE;
        case 'D':
            return Double.TYPE;
        case 'L':
        case '[':
            return Object.class;
        default:
            throw new IllegalArgumentException("illegal signature");
        }
    }

    /** The field descriptor of a class: "I", "[J", "Ljava/lang/String;". */
    static String signatureOf(Class<?> c) {
        StringBuilder sb = new StringBuilder();
        while (c.isArray()) {
            sb.append('[');
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            sb.append(primitiveCode(c));
        } else {
            sb.append('L').append(c.getName().replace('.', '/')).append(';');
        }
        return sb.toString();
    }

    static char primitiveCode(Class<?> c) {
        if (c == Integer.TYPE) {
            return 'I';
        } else if (c == Byte.TYPE) {
            return 'B';
        } else if (c == Long.TYPE) {
            return 'J';
        } else if (c == Float.TYPE) {
            return 'F';
        } else if (c == Double.TYPE) {
            return 'D';
        } else if (c == Short.TYPE) {
            return 'S';
        } else if (c == Character.TYPE) {
            return 'C';
        } else if (c == Boolean.TYPE) {
            return 'Z';
        } else if (c == Void.TYPE) {
            return 'V';
        }
        throw new InternalError();
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public char getTypeCode() {
        return signature.charAt(0);
    }

    public String getTypeString() {
        return isPrimitive() ? null : signature;
    }

    public int getOffset() {
        return offset;
    }

    protected void setOffset(int offset) {
        this.offset = offset;
    }

    public boolean isPrimitive() {
        char tcode = signature.charAt(0);
        return tcode != 'L' && tcode != '[';
    }

    public boolean isUnshared() {
        return unshared;
    }

    /** Primitive fields first, then by name. */
    @Override
    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean isPrim = isPrimitive();
        if (isPrim != other.isPrimitive()) {
            return isPrim ? -1 : 1;
        }
        return name.compareTo(other.name);
    }

    @Override
    public String toString() {
        return signature + ' ' + name;
    }

    String getSignature() {
        return signature;
    }

    void setOffsetInternal(int offset) {
        this.offset = offset;
    }
}
