package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;
import jpor.internal.Reflection;

/**
 * A field of a class or interface, and the means to read and write it. Values are boxed and
 * unboxed; the typed getters and setters allow the widening primitive conversions. Messages of
 * the exceptions are the JDK's.
 */
public final class Field extends AccessibleObject implements Member {
    private final Class<?> clazz;
    private final int slot;
    private final String name;
    private final Class<?> type;
    private final int modifiers;

    Field(Class<?> clazz, int slot, String name, Class<?> type, int modifiers) {
        this.clazz = clazz;
        this.slot = slot;
        this.name = name;
        this.type = type;
        this.modifiers = modifiers;
    }

    @Override
    public Class<?> getDeclaringClass() {
        return clazz;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public int getModifiers() {
        return modifiers;
    }

    public boolean isEnumConstant() {
        return (modifiers & 0x4000) != 0;
    }

    @Override
    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public Class<?> getType() {
        return type;
    }

    @Override
    Annotation[] readAnnotations() {
        return Annotations.declared(clazz, Reflection.A_FIELD, slot);
    }

    /** The field's type from its Signature attribute, else getType(). */
    public Type getGenericType() {
        Type t = jpor.internal.Generics.ofField(clazz, Reflection.A_FIELD, slot);
        return t == null ? type : t;
    }

    /** As toString, with the generic type. */
    public String toGenericString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + getGenericType().getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Field)) {
            return false;
        }
        Field f = (Field) obj;
        return clazz == f.clazz && name.equals(f.name) && type == f.type;
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    @Override
    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + type.getTypeName() + " " + clazz.getTypeName() + "."
                + name;
    }

    // ---- checks ----

    private boolean isStatic() {
        return Modifier.isStatic(modifiers);
    }

    private void checkAccess(Object obj) throws IllegalAccessException {
        if (override) {
            return;
        }
        Class<?> caller = Reflection.callerClass0();
        Class<?> target = null;
        if (!isStatic()) {
            if (obj == null) {
                throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
            }
            target = obj.getClass();
        }
        Reflection.checkAccess(caller, clazz, target, modifiers);
    }

    private String setPrefix() {
        return "Can not set " + (isStatic() ? "static " : "") + (Modifier.isFinal(modifiers) ? "final " : "")
                + type.getName() + " field " + clazz.getName() + "." + name + " to ";
    }

    /** The receiver must be an instance of the declaring class (instance fields only). */
    private void ensureObj(Object obj) {
        if (isStatic()) {
            return;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"o\" is null");
        }
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException(setPrefix() + obj.getClass().getName());
        }
    }

    /** Final fields are read-only, except instance fields of non-record classes made accessible. */
    private boolean readOnly() {
        return Modifier.isFinal(modifiers) && (isStatic() || !override || clazz.isRecord());
    }

    /** The value for a typed getter to kind k, after the checks. */
    private Object getAs(Object obj, char k, String kname) throws IllegalAccessException {
        checkAccess(obj);
        if (!Reflection.widens(Reflection.kind(type), k)) {
            throw new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + clazz.getName() + "."
                    + name + "\" with illegal data type conversion to " + kname);
        }
        ensureObj(obj);
        return Reflection.convert(Reflection.get0(clazz, slot, obj), k);
    }

    /** A typed setter: box holds the value, desc describes it ("(int)3"). */
    private void setAs(Object obj, Object box, String desc) throws IllegalAccessException {
        checkAccess(obj);
        Object v = Reflection.convert(box, Reflection.kind(type));
        if (v == null) {
            throw new IllegalArgumentException(setPrefix() + desc);
        }
        ensureObj(obj);
        if (readOnly()) {
            throw new IllegalAccessException(setPrefix() + desc);
        }
        Reflection.set0(clazz, slot, obj, v);
    }

    // ---- get ----

    /** The field's value in obj (ignored for a static field), boxed if primitive. */
    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        checkAccess(obj);
        ensureObj(obj);
        return Reflection.get0(clazz, slot, obj);
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Boolean) getAs(obj, 'Z', "boolean")).booleanValue();
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Byte) getAs(obj, 'B', "byte")).byteValue();
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Character) getAs(obj, 'C', "char")).charValue();
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Short) getAs(obj, 'S', "short")).shortValue();
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Integer) getAs(obj, 'I', "int")).intValue();
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Long) getAs(obj, 'J', "long")).longValue();
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Float) getAs(obj, 'F', "float")).floatValue();
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Double) getAs(obj, 'D', "double")).doubleValue();
    }

    // ---- set ----

    /**
     * Sets the field in obj (ignored for a static field) to value, unboxed and widened for a
     * primitive field.
     */
    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        checkAccess(obj);
        ensureObj(obj);
        String desc = value == null ? "null value" : value.getClass().getName();
        if (readOnly()) {
            throw new IllegalAccessException(setPrefix() + desc);
        }
        char k = Reflection.kind(type);
        Object v = value;
        if (k == 'L') {
            if (value != null && !type.isInstance(value)) {
                throw new IllegalArgumentException(setPrefix() + desc);
            }
        } else if (value == null || (v = Reflection.convert(value, k)) == null) {
            throw new IllegalArgumentException(setPrefix() + desc);
        }
        Reflection.set0(clazz, slot, obj, v);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Boolean.valueOf(z), "(boolean)" + z);
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Byte.valueOf(b), "(byte)" + b);
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Character.valueOf(c), "(char)" + c);
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Short.valueOf(s), "(short)" + s);
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Integer.valueOf(i), "(int)" + i);
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Long.valueOf(l), "(long)" + l);
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Float.valueOf(f), "(float)" + f);
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, Double.valueOf(d), "(double)" + d);
    }
}
