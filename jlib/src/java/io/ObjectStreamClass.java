package java.io;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

import jpor.internal.Reflection;

/**
 * The serialization descriptor of a class: its name, serialVersionUID, flags and serializable
 * fields, and (for a local class) the methods and constructor serialization uses. Written from
 * the Java Object Serialization Specification (chapters 2-4 and 6). Members are found through
 * jpor.internal.Reflection (slots of the class file's fields and methods).
 *
 * A descriptor is either local (made by {@link #lookup} for a class of this VM) or read from a
 * stream; a stream descriptor is bound to the local descriptor of the class of the same name.
 */
public class ObjectStreamClass implements Serializable {
    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private static final long serialVersionUID = -6120832682080437368L;
    private static final ObjectStreamField[] serialPersistentFields = NO_FIELDS;

    /** Local descriptors, by class (also of classes that are not serializable). */
    private static final HashMap<Class<?>, ObjectStreamClass> CACHE = new HashMap<Class<?>, ObjectStreamClass>();

    Class<?> cl;
    String name;
    Long suid;
    boolean isEnum;
    boolean isRecord;
    boolean serializable;
    boolean externalizable;
    boolean hasWriteObjectData;
    boolean hasBlockExternalData;
    ObjectStreamField[] fields;
    int primDataSize;
    int numObjFields;
    ObjectStreamClass superDesc;
    ObjectStreamClass localDesc;
    ClassNotFoundException resolveEx;

    /** Exceptions to throw when (de)serializing: the class name and the reason, or null. */
    String deserializeEx;
    String serializeEx;
    String defaultSerializeEx;

    /** Slots (jpor.internal.Reflection) of the methods serialization calls, -1 when absent. */
    int writeObjectSlot = -1;
    int readObjectSlot = -1;
    int readObjectNoDataSlot = -1;
    Class<?> writeReplaceClass;
    int writeReplaceSlot = -1;
    Class<?> readResolveClass;
    int readResolveSlot = -1;
    /** The constructor deserialization runs: of the first non-serializable superclass, or the public no-arg one of an Externalizable class. */
    Class<?> consClass;
    int consSlot = -1;
    /** Records: the canonical constructor's slot and the components' names in order. */
    int canonicalSlot = -1;
    String[] recordNames;
    Class<?>[] recordTypes;

    private ClassDataSlot[] dataLayout;

    /** A descriptor to be filled from a stream. */
    ObjectStreamClass() {
    }

    /** The descriptor of a serializable class, or null. */
    public static ObjectStreamClass lookup(Class<?> cl) {
        return lookup(cl, false);
    }

    /** The descriptor of any class, serializable or not. */
    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return lookup(cl, true);
    }

    static ObjectStreamClass lookup(Class<?> cl, boolean all) {
        if (!(all || Serializable.class.isAssignableFrom(cl))) {
            return null;
        }
        synchronized (CACHE) {
            ObjectStreamClass d = CACHE.get(cl);
            if (d == null) {
                d = new ObjectStreamClass(cl);
            }
            return d;
        }
    }

    private ObjectStreamClass(Class<?> cl) {
        CACHE.put(cl, this); // before the superclass's, against cycles through static initialisers
        this.cl = cl;
        name = streamName(cl);
        isEnum = Enum.class.isAssignableFrom(cl);
        isRecord = cl.isRecord();
        serializable = Serializable.class.isAssignableFrom(cl);
        externalizable = Externalizable.class.isAssignableFrom(cl);
        Class<?> superCl = cl.getSuperclass();
        superDesc = superCl != null ? lookup(superCl, false) : null;
        localDesc = this;
        if (serializable) {
            initSerializable();
        } else {
            suid = Long.valueOf(0L);
            fields = NO_FIELDS;
        }
        try {
            computeFieldOffsets();
        } catch (InvalidClassException e) {
            serializeEx = deserializeEx = e.getMessage();
            fields = NO_FIELDS;
        }
        if (deserializeEx == null) {
            if (isEnum) {
                deserializeEx = "enum type";
            } else if (consClass == null && !isRecord) {
                deserializeEx = "no valid constructor";
            }
        }
        if (isRecord && canonicalSlot < 0) {
            deserializeEx = "record canonical constructor not found";
        } else {
            for (int i = 0; i < fields.length; i++) {
                if (fields[i].fieldSlot < 0) {
                    defaultSerializeEx = "unmatched serializable field(s) declared";
                }
            }
        }
    }

    private void initSerializable() {
        if (isEnum) {
            suid = Long.valueOf(0L);
            fields = NO_FIELDS;
            return;
        }
        if (cl.isArray()) {
            fields = NO_FIELDS;
            return;
        }
        suid = declaredSUID(cl);
        try {
            fields = serialFields(cl);
        } catch (InvalidClassException e) {
            serializeEx = deserializeEx = e.getMessage();
            fields = NO_FIELDS;
        }
        if (isRecord) {
            findCanonicalConstructor();
        } else if (externalizable) {
            int slot = declaredConstructor(cl);
            if (slot >= 0 && (Reflection.flags0(cl, true, slot) & Modifier.PUBLIC) != 0) {
                consClass = cl;
                consSlot = slot;
            }
        } else {
            findSerializableConstructor();
            writeObjectSlot = privateMethod(cl, "writeObject", "(Ljava/io/ObjectOutputStream;)V");
            readObjectSlot = privateMethod(cl, "readObject", "(Ljava/io/ObjectInputStream;)V");
            readObjectNoDataSlot = privateMethod(cl, "readObjectNoData", "()V");
            hasWriteObjectData = writeObjectSlot >= 0;
        }
        Object[] m = inheritableMethod(cl, "writeReplace");
        if (m != null) {
            writeReplaceClass = (Class<?>) m[0];
            writeReplaceSlot = ((Integer) m[1]).intValue();
        }
        m = inheritableMethod(cl, "readResolve");
        if (m != null) {
            readResolveClass = (Class<?>) m[0];
            readResolveSlot = ((Integer) m[1]).intValue();
        }
    }

    /**
     * The name of a class in streams: its own, but for jlib's stand-ins for JDK classes that
     * jlib has no class of that name for (the serial proxies java.util.CollSer and java.time.Ser).
     */
    static String streamName(Class<?> cl) {
        if (cl == jpor.internal.CollSer.class) {
            return jpor.internal.CollSer.STREAM_NAME;
        } else if (cl == jpor.internal.TimeSer.class) {
            return jpor.internal.TimeSer.STREAM_NAME;
        }
        return cl.getName();
    }

    /** The local class that stands for the class a stream names, or null. */
    static Class<?> streamClass(String name) {
        if (name.equals(jpor.internal.CollSer.STREAM_NAME)) {
            return jpor.internal.CollSer.class;
        } else if (name.equals(jpor.internal.TimeSer.STREAM_NAME)) {
            return jpor.internal.TimeSer.class;
        }
        return null;
    }

    // ---- public API ----

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            if (isRecord) {
                return 0L;
            }
            suid = Long.valueOf(computeDefaultSUID(cl));
        }
        return suid.longValue();
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return getFields(true);
    }

    public ObjectStreamField getField(String name) {
        return getField(name, null);
    }

    @Override
    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    // ---- package-private API for the streams ----

    ObjectStreamField[] getFields(boolean copy) {
        return copy ? fields.clone() : fields;
    }

    /** The field with this name whose type is assignable to type (null: any; Object: any object field). */
    ObjectStreamField getField(String name, Class<?> type) {
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (f.getName().equals(name)) {
                if (type == null || (type == Object.class && !f.isPrimitive())) {
                    return f;
                }
                Class<?> ftype = f.getType();
                if (ftype != null && type.isAssignableFrom(ftype)) {
                    return f;
                }
            }
        }
        return null;
    }

    ObjectStreamClass getSuperDesc() {
        return superDesc;
    }

    ObjectStreamClass getLocalDesc() {
        return localDesc;
    }

    ClassNotFoundException getResolveException() {
        return resolveEx;
    }

    boolean isEnum() {
        return isEnum;
    }

    boolean isRecord() {
        return isRecord;
    }

    boolean isExternalizable() {
        return externalizable;
    }

    boolean isSerializable() {
        return serializable;
    }

    boolean hasBlockExternalData() {
        return hasBlockExternalData;
    }

    boolean hasWriteObjectData() {
        return hasWriteObjectData;
    }

    boolean isInstantiable() {
        return consClass != null;
    }

    boolean hasWriteObjectMethod() {
        return writeObjectSlot >= 0;
    }

    boolean hasReadObjectMethod() {
        return readObjectSlot >= 0;
    }

    boolean hasReadObjectNoDataMethod() {
        return readObjectNoDataSlot >= 0;
    }

    boolean hasWriteReplaceMethod() {
        return writeReplaceSlot >= 0;
    }

    boolean hasReadResolveMethod() {
        return readResolveSlot >= 0;
    }

    int getPrimDataSize() {
        return primDataSize;
    }

    int getNumObjFields() {
        return numObjFields;
    }

    void checkDeserialize() throws InvalidClassException {
        if (deserializeEx != null) {
            throw new InvalidClassException(name, deserializeEx);
        }
    }

    void checkSerialize() throws InvalidClassException {
        if (serializeEx != null) {
            throw new InvalidClassException(name, serializeEx);
        }
    }

    void checkDefaultSerialize() throws InvalidClassException {
        if (defaultSerializeEx != null) {
            throw new InvalidClassException(name, defaultSerializeEx);
        }
    }

    /** A new instance made as deserialization does (no constructor of a serializable class runs). */
    Object newInstance() throws InvalidClassException {
        if (consClass == null) {
            throw new UnsupportedOperationException();
        }
        try {
            if (externalizable) {
                return Reflection.invoke0(consClass, consSlot, null, new Object[0]);
            }
            Object obj = Reflection.allocate0(cl);
            if (consClass != Object.class) {
                Reflection.construct0(consClass, consSlot, obj);
            }
            return obj;
        } catch (Throwable t) {
            InvalidClassException e = new InvalidClassException(name, "unable to create instance");
            e.initCause(new InvocationTargetException(t));
            throw e;
        }
    }

    void invokeWriteObject(Object obj, ObjectOutputStream out) throws IOException {
        Reflection.invoke0(cl, writeObjectSlot, obj, new Object[] {out});
    }

    void invokeReadObject(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
        Reflection.invoke0(cl, readObjectSlot, obj, new Object[] {in});
    }

    void invokeReadObjectNoData(Object obj) throws IOException {
        Reflection.invoke0(cl, readObjectNoDataSlot, obj, new Object[0]);
    }

    Object invokeWriteReplace(Object obj) throws IOException {
        return Reflection.invoke0(writeReplaceClass, writeReplaceSlot, obj, new Object[0]);
    }

    Object invokeReadResolve(Object obj) throws IOException {
        return Reflection.invoke0(readResolveClass, readResolveSlot, obj, new Object[0]);
    }

    /** A record made by its canonical constructor from the values of its fields in vals. */
    Object newRecord(byte[] primVals, Object[] objVals) throws IOException {
        Object[] args = new Object[recordNames.length];
        for (int i = 0; i < args.length; i++) {
            Class<?> t = recordTypes[i];
            ObjectStreamField f = getField(recordNames[i], null);
            Object v = null;
            if (f != null && f.isPrimitive() == t.isPrimitive()) {
                v = f.isPrimitive() ? primValue(primVals, f.getOffset(), f.getTypeCode()) : objVals[f.getOffset()];
                if (t.isPrimitive() && ObjectStreamField.primitiveCode(t) != f.getTypeCode()) {
                    v = null;
                }
            }
            if (v == null && t.isPrimitive()) {
                v = primValue(new byte[8], 0, ObjectStreamField.primitiveCode(t));
            }
            if (v != null && !t.isPrimitive() && !t.isInstance(v)) {
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                        + name + "." + recordNames[i] + " of type " + t.getName() + " in instance of " + name);
            }
            args[i] = v;
        }
        try {
            return Reflection.invoke0(cl, canonicalSlot, null, args);
        } catch (Throwable t) {
            InvalidObjectException e = new InvalidObjectException(t.getMessage());
            e.initCause(t);
            throw e;
        }
    }

    // ---- field values ----

    /** The values of the primitive fields of obj into buf (big-endian, at the fields' offsets). */
    void getPrimFieldValues(Object obj, byte[] buf) {
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (!f.isPrimitive()) {
                break;
            }
            if (f.fieldSlot < 0) {
                continue;
            }
            putPrim(buf, f.getOffset(), f.getTypeCode(), Reflection.get0(f.fieldClass, f.fieldSlot, obj));
        }
    }

    void getObjFieldValues(Object obj, Object[] vals) {
        int n = fields.length - numObjFields;
        for (int i = 0; i < numObjFields; i++) {
            ObjectStreamField f = fields[n + i];
            vals[i] = f.fieldSlot < 0 ? null : Reflection.get0(f.fieldClass, f.fieldSlot, obj);
        }
    }

    void setPrimFieldValues(Object obj, byte[] buf) {
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (!f.isPrimitive()) {
                break;
            }
            if (f.fieldSlot < 0) {
                continue;
            }
            Reflection.set0(f.fieldClass, f.fieldSlot, obj, primValue(buf, f.getOffset(), f.getTypeCode()));
        }
    }

    /** Throws ClassCastException (java's message) when a value does not fit its field. */
    void checkObjFieldValueTypes(Object obj, Object[] vals) {
        int n = fields.length - numObjFields;
        for (int i = 0; i < numObjFields; i++) {
            ObjectStreamField f = fields[n + i];
            Object v = vals[i];
            if (f.fieldSlot >= 0 && v != null && !f.fieldType.isInstance(v)) {
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                        + f.fieldClass.getName() + "." + f.getName() + " of type " + f.fieldType.getName()
                        + " in instance of " + obj.getClass().getName());
            }
        }
    }

    void setObjFieldValues(Object obj, Object[] vals) {
        checkObjFieldValueTypes(obj, vals);
        int n = fields.length - numObjFields;
        for (int i = 0; i < numObjFields; i++) {
            ObjectStreamField f = fields[n + i];
            if (f.fieldSlot >= 0) {
                Reflection.set0(f.fieldClass, f.fieldSlot, obj, vals[i]);
            }
        }
    }

    static void putPrim(byte[] buf, int off, char code, Object v) {
        switch (code) {
        case 'Z':
            buf[off] = (byte) (((Boolean) v).booleanValue() ? 1 : 0);
            break;
        case 'B':
            buf[off] = ((Byte) v).byteValue();
            break;
        case 'C':
            putShort(buf, off, ((Character) v).charValue());
            break;
        case 'S':
            putShort(buf, off, ((Short) v).shortValue());
            break;
        case 'I':
            putInt(buf, off, ((Integer) v).intValue());
            break;
        case 'F':
            putInt(buf, off, Float.floatToIntBits(((Float) v).floatValue()));
            break;
        case 'J':
            putLong(buf, off, ((Long) v).longValue());
            break;
        case 'D':
            putLong(buf, off, Double.doubleToLongBits(((Double) v).doubleValue()));
            break;
        default:
            throw new InternalError();
        }
    }

    static Object primValue(byte[] buf, int off, char code) {
        switch (code) {
        case 'Z':
            return Boolean.valueOf(buf[off] != 0);
        case 'B':
            return Byte.valueOf(buf[off]);
        case 'C':
            return Character.valueOf((char) getShort(buf, off));
        case 'S':
            return Short.valueOf(getShort(buf, off));
        case 'I':
            return Integer.valueOf(getInt(buf, off));
        case 'F':
            return Float.valueOf(Float.intBitsToFloat(getInt(buf, off)));
        case 'J':
            return Long.valueOf(getLong(buf, off));
        case 'D':
            return Double.valueOf(Double.longBitsToDouble(getLong(buf, off)));
        default:
            throw new InternalError();
        }
    }

    static void putShort(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 8);
        b[off + 1] = (byte) v;
    }

    static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }

    static void putLong(byte[] b, int off, long v) {
        putInt(b, off, (int) (v >>> 32));
        putInt(b, off + 4, (int) v);
    }

    static short getShort(byte[] b, int off) {
        return (short) (((b[off] & 0xFF) << 8) | (b[off + 1] & 0xFF));
    }

    static int getInt(byte[] b, int off) {
        return ((b[off] & 0xFF) << 24) | ((b[off + 1] & 0xFF) << 16) | ((b[off + 2] & 0xFF) << 8) | (b[off + 3] & 0xFF);
    }

    static long getLong(byte[] b, int off) {
        return ((long) getInt(b, off) << 32) | (getInt(b, off + 4) & 0xFFFFFFFFL);
    }

    // ---- reading and writing descriptors ----

    void writeNonProxy(ObjectOutputStream out) throws IOException {
        out.writeUTF(name);
        out.writeLong(getSerialVersionUID());
        byte flags = 0;
        if (externalizable) {
            flags |= ObjectStreamConstants.SC_EXTERNALIZABLE;
            if (out.getProtocolVersion() != ObjectStreamConstants.PROTOCOL_VERSION_1) {
                flags |= ObjectStreamConstants.SC_BLOCK_DATA;
            }
        } else if (serializable) {
            flags |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectData) {
            flags |= ObjectStreamConstants.SC_WRITE_METHOD;
        }
        if (isEnum) {
            flags |= ObjectStreamConstants.SC_ENUM;
        }
        out.writeByte(flags);
        out.writeShort(fields.length);
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            out.writeByte(f.getTypeCode());
            out.writeUTF(f.getName());
            if (!f.isPrimitive()) {
                out.writeTypeString(f.getSignature());
            }
        }
    }

    void readNonProxy(ObjectInputStream in) throws IOException, ClassNotFoundException {
        name = in.readUTF();
        suid = Long.valueOf(in.readLong());
        byte flags = in.readByte();
        hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        boolean sflag = (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0;
        if (externalizable && sflag) {
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        }
        serializable = externalizable || sflag;
        isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        if (isEnum && suid.longValue() != 0L) {
            throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + suid);
        }
        int numFields = in.readShort();
        if (isEnum && numFields != 0) {
            throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + numFields);
        }
        fields = numFields > 0 ? new ObjectStreamField[numFields] : NO_FIELDS;
        for (int i = 0; i < numFields; i++) {
            char tcode = (char) in.readByte();
            String fname = in.readUTF();
            String signature = (tcode == 'L' || tcode == '[') ? in.readTypeString() : String.valueOf(tcode);
            try {
                fields[i] = new ObjectStreamField(fname, signature, false);
            } catch (RuntimeException e) {
                InvalidClassException ice = new InvalidClassException(name, "invalid descriptor for field " + fname);
                ice.initCause(e);
                throw ice;
            }
        }
        computeFieldOffsets();
    }

    /** Binds this descriptor, read from a stream (model), to the local class cl (null when not found). */
    void initNonProxy(ObjectStreamClass model, Class<?> cl, ClassNotFoundException resolveEx, ObjectStreamClass superDesc)
            throws InvalidClassException {
        long streamSuid = model.getSerialVersionUID();
        ObjectStreamClass osc = null;
        if (cl != null) {
            osc = lookup(cl, true);
            if (model.isEnum != osc.isEnum) {
                throw new InvalidClassException(model.isEnum ? "cannot bind enum descriptor to a non-enum class"
                        : "cannot bind non-enum descriptor to an enum class");
            }
            if (model.serializable == osc.serializable && !cl.isArray() && !cl.isRecord()
                    && streamSuid != osc.getSerialVersionUID()) {
                throw new InvalidClassException(osc.name, "local class incompatible: stream classdesc serialVersionUID = "
                        + streamSuid + ", local class serialVersionUID = " + osc.getSerialVersionUID());
            }
            if (!classNamesEqual(model.name, osc.name)) {
                throw new InvalidClassException(osc.name, "local class name incompatible with stream class name \""
                        + model.name + "\"");
            }
            if (!model.isEnum) {
                if (model.serializable == osc.serializable && model.externalizable != osc.externalizable) {
                    throw new InvalidClassException(osc.name, "Serializable incompatible with Externalizable");
                }
                if (model.serializable != osc.serializable || model.externalizable != osc.externalizable
                        || !(model.serializable || model.externalizable)) {
                    deserializeEx = "class invalid for deserialization";
                }
            }
        }
        this.cl = cl;
        this.resolveEx = resolveEx;
        this.superDesc = superDesc;
        name = model.name;
        suid = Long.valueOf(streamSuid);
        isEnum = model.isEnum;
        serializable = model.serializable;
        externalizable = model.externalizable;
        hasBlockExternalData = model.hasBlockExternalData;
        hasWriteObjectData = model.hasWriteObjectData;
        fields = model.fields;
        primDataSize = model.primDataSize;
        numObjFields = model.numObjFields;
        if (osc != null) {
            localDesc = osc;
            isRecord = osc.isRecord;
            canonicalSlot = osc.canonicalSlot;
            recordNames = osc.recordNames;
            recordTypes = osc.recordTypes;
            writeObjectSlot = osc.writeObjectSlot;
            readObjectSlot = osc.readObjectSlot;
            readObjectNoDataSlot = osc.readObjectNoDataSlot;
            writeReplaceClass = osc.writeReplaceClass;
            writeReplaceSlot = osc.writeReplaceSlot;
            readResolveClass = osc.readResolveClass;
            readResolveSlot = osc.readResolveSlot;
            if (deserializeEx == null) {
                deserializeEx = osc.deserializeEx;
            }
            consClass = osc.consClass;
            consSlot = osc.consSlot;
        }
        fields = matchFields(fields, localDesc);
    }

    private static boolean classNamesEqual(String a, String b) {
        return a.substring(a.lastIndexOf('.') + 1).equals(b.substring(b.lastIndexOf('.') + 1));
    }

    /** The stream's fields bound to the local class's fields of the same names. */
    private static ObjectStreamField[] matchFields(ObjectStreamField[] fields, ObjectStreamClass localDesc)
            throws InvalidClassException {
        ObjectStreamField[] localFields = localDesc != null ? localDesc.fields : NO_FIELDS;
        ObjectStreamField[] matches = new ObjectStreamField[fields.length];
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            ObjectStreamField m = null;
            for (int j = 0; j < localFields.length; j++) {
                ObjectStreamField lf = localFields[j];
                if (f.getName().equals(lf.getName())) {
                    if ((f.isPrimitive() || lf.isPrimitive()) && f.getTypeCode() != lf.getTypeCode()) {
                        throw new InvalidClassException(localDesc.name, "incompatible types for field " + f.getName());
                    }
                    if (lf.fieldSlot >= 0) {
                        m = new ObjectStreamField(lf.getName(), lf.getSignature(),
                                lf.isPrimitive() ? lf.getType() : Object.class, lf.isUnshared(), lf.fieldClass,
                                lf.fieldSlot, lf.fieldType);
                    } else {
                        m = new ObjectStreamField(lf.getName(), lf.getSignature(), lf.isUnshared());
                    }
                }
            }
            if (m == null) {
                m = new ObjectStreamField(f.getName(), f.getSignature(), false);
            }
            m.setOffsetInternal(f.getOffset());
            matches[i] = m;
        }
        return matches;
    }

    private void computeFieldOffsets() throws InvalidClassException {
        primDataSize = 0;
        numObjFields = 0;
        int firstObjIndex = -1;
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            switch (f.getTypeCode()) {
            case 'Z':
            case 'B':
                f.setOffsetInternal(primDataSize++);
                break;
            case 'C':
            case 'S':
                f.setOffsetInternal(primDataSize);
                primDataSize += 2;
                break;
            case 'I':
            case 'F':
                f.setOffsetInternal(primDataSize);
                primDataSize += 4;
                break;
            case 'J':
            case 'D':
                f.setOffsetInternal(primDataSize);
                primDataSize += 8;
                break;
            case '[':
            case 'L':
                f.setOffsetInternal(numObjFields++);
                if (firstObjIndex == -1) {
                    firstObjIndex = i;
                }
                break;
            default:
                throw new InternalError();
            }
        }
        if (firstObjIndex != -1 && firstObjIndex + numObjFields != fields.length) {
            throw new InvalidClassException(name, "illegal field order");
        }
    }

    // ---- class data layout ----

    /** The serializable classes of an object whose class this descriptor describes, superclass first. */
    static final class ClassDataSlot {
        final ObjectStreamClass desc;
        final boolean hasData;

        ClassDataSlot(ObjectStreamClass desc, boolean hasData) {
            this.desc = desc;
            this.hasData = hasData;
        }
    }

    ClassDataSlot[] getClassDataLayout() throws InvalidClassException {
        if (dataLayout == null) {
            dataLayout = computeClassDataLayout();
        }
        return dataLayout;
    }

    private ClassDataSlot[] computeClassDataLayout() throws InvalidClassException {
        ArrayList<ClassDataSlot> slots = new ArrayList<ClassDataSlot>();
        Class<?> start = cl, end = cl;
        while (end != null && Serializable.class.isAssignableFrom(end)) {
            end = end.getSuperclass();
        }
        HashSet<String> names = new HashSet<String>();
        for (ObjectStreamClass d = this; d != null; d = d.superDesc) {
            if (!names.add(d.name)) {
                throw new InvalidClassException("Circular reference.");
            }
            String searchName = d.cl != null ? d.cl.getName() : d.name;
            Class<?> match = null;
            for (Class<?> c = start; c != end; c = c.getSuperclass()) {
                if (searchName.equals(c.getName())) {
                    match = c;
                    break;
                }
            }
            if (match != null) {
                for (Class<?> c = start; c != match; c = c.getSuperclass()) {
                    slots.add(new ClassDataSlot(lookup(c, true), false));
                }
                start = match.getSuperclass();
            }
            slots.add(new ClassDataSlot(d.variantFor(match), true));
        }
        for (Class<?> c = start; c != end; c = c.getSuperclass()) {
            slots.add(new ClassDataSlot(lookup(c, true), false));
        }
        int n = slots.size();
        ClassDataSlot[] r = new ClassDataSlot[n];
        for (int i = 0; i < n; i++) {
            r[i] = slots.get(n - 1 - i);
        }
        return r;
    }

    /** This descriptor bound to class c (null: to no class) instead of its own. */
    private ObjectStreamClass variantFor(Class<?> c) throws InvalidClassException {
        if (c == cl) {
            return this;
        }
        ObjectStreamClass d = new ObjectStreamClass();
        if (c == null) {
            d.name = name;
            d.suid = suid;
            d.serializable = serializable;
            d.externalizable = externalizable;
            d.isEnum = isEnum;
            d.hasWriteObjectData = hasWriteObjectData;
            d.hasBlockExternalData = hasBlockExternalData;
            d.fields = new ObjectStreamField[fields.length];
            for (int i = 0; i < fields.length; i++) {
                d.fields[i] = new ObjectStreamField(fields[i].getName(), fields[i].getSignature(), false);
                d.fields[i].setOffsetInternal(fields[i].getOffset());
            }
            d.primDataSize = primDataSize;
            d.numObjFields = numObjFields;
            d.resolveEx = resolveEx;
            d.superDesc = superDesc;
            return d;
        }
        d.initNonProxy(this, c, resolveEx, superDesc);
        return d;
    }

    // ---- members of local classes ----

    private static String packageOf(Class<?> c) {
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(0, dot);
    }

    private static boolean packageEquals(Class<?> a, Class<?> b) {
        return packageOf(a).equals(packageOf(b));
    }

    /** The slot of the method name whose descriptor is desc declared by c, -1 if none. */
    private static int declaredMethod(Class<?> c, String name, String params) {
        if (c.isArray() || c.isPrimitive()) {
            return -1;
        }
        int[] slots = Reflection.members0(c, Reflection.METHODS);
        for (int i = 0; i < slots.length; i++) {
            if (Reflection.name0(c, true, slots[i]).equals(name)
                    && Reflection.desc0(c, true, slots[i]).startsWith(params)) {
                return slots[i];
            }
        }
        return -1;
    }

    /** A private instance method of c with exactly this descriptor, -1 if none. */
    private static int privateMethod(Class<?> c, String name, String desc) {
        int slot = declaredMethod(c, name, desc.substring(0, desc.indexOf(')') + 1));
        if (slot < 0 || !Reflection.desc0(c, true, slot).equals(desc)) {
            return -1;
        }
        int mods = Reflection.flags0(c, true, slot);
        return (mods & Modifier.STATIC) == 0 && (mods & Modifier.PRIVATE) != 0 ? slot : -1;
    }

    /**
     * writeReplace / readResolve: {@code Object name()} declared by c or inherited from a
     * superclass where c may access it (spec 2.5 and 3.7); {class, slot} or null.
     */
    private static Object[] inheritableMethod(Class<?> c, String name) {
        int slot = -1;
        Class<?> defCl = c;
        while (defCl != null) {
            slot = declaredMethod(defCl, name, "()");
            if (slot >= 0) {
                break;
            }
            defCl = defCl.getSuperclass();
        }
        if (slot < 0 || !Reflection.desc0(defCl, true, slot).equals("()Ljava/lang/Object;")) {
            return null;
        }
        int mods = Reflection.flags0(defCl, true, slot);
        if ((mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0) {
            return null;
        }
        boolean ok;
        if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0) {
            ok = true;
        } else if ((mods & Modifier.PRIVATE) != 0) {
            ok = c == defCl;
        } else {
            ok = packageEquals(c, defCl);
        }
        return ok ? new Object[] {defCl, Integer.valueOf(slot)} : null;
    }

    /** The slot of c's constructor without parameters, -1 if none. */
    private static int declaredConstructor(Class<?> c) {
        if (c.isArray() || c.isPrimitive() || c.isInterface()) {
            return -1;
        }
        int[] slots = Reflection.members0(c, Reflection.CONSTRUCTORS);
        for (int i = 0; i < slots.length; i++) {
            if (Reflection.desc0(c, true, slots[i]).equals("()V")) {
                return slots[i];
            }
        }
        return -1;
    }

    /** Has the superclass of the serializable class c a constructor c may call? */
    private static boolean superHasAccessibleConstructor(Class<?> c) {
        Class<?> superCl = c.getSuperclass();
        int[] slots = Reflection.members0(superCl, Reflection.CONSTRUCTORS);
        if (packageEquals(c, superCl)) {
            for (int i = 0; i < slots.length; i++) {
                if ((Reflection.flags0(superCl, true, slots[i]) & Modifier.PRIVATE) == 0) {
                    return true;
                }
            }
            return c.getNestHost() == superCl.getNestHost();
        }
        if ((superCl.getModifiers() & (Modifier.PROTECTED | Modifier.PUBLIC)) == 0) {
            return false;
        }
        for (int i = 0; i < slots.length; i++) {
            if ((Reflection.flags0(superCl, true, slots[i]) & (Modifier.PROTECTED | Modifier.PUBLIC)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The no-arg constructor of the first non-serializable superclass, if c may use it. */
    private void findSerializableConstructor() {
        Class<?> initCl = cl;
        while (Serializable.class.isAssignableFrom(initCl)) {
            Class<?> prev = initCl;
            initCl = initCl.getSuperclass();
            if (initCl == null || !superHasAccessibleConstructor(prev)) {
                return;
            }
        }
        int slot = declaredConstructor(initCl);
        if (slot < 0) {
            return;
        }
        int mods = Reflection.flags0(initCl, true, slot);
        if ((mods & Modifier.PRIVATE) != 0
                || ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0 && !packageEquals(cl, initCl))) {
            return;
        }
        consClass = initCl;
        consSlot = slot;
    }

    private void findCanonicalConstructor() {
        String[] names = Reflection.recordComponents0(cl);
        if (names == null) {
            return;
        }
        int[] fslots = Reflection.members0(cl, Reflection.FIELDS);
        StringBuilder desc = new StringBuilder("(");
        Class<?>[] types = new Class<?>[names.length];
        for (int i = 0; i < names.length; i++) {
            for (int j = 0; j < fslots.length; j++) {
                if ((Reflection.flags0(cl, false, fslots[j]) & Modifier.STATIC) == 0
                        && Reflection.name0(cl, false, fslots[j]).equals(names[i])) {
                    desc.append(Reflection.desc0(cl, false, fslots[j]));
                    types[i] = Reflection.fieldType0(cl, fslots[j]);
                }
            }
        }
        desc.append(")V");
        String d = desc.toString();
        int[] slots = Reflection.members0(cl, Reflection.CONSTRUCTORS);
        for (int i = 0; i < slots.length; i++) {
            if (Reflection.desc0(cl, true, slots[i]).equals(d)) {
                canonicalSlot = slots[i];
                recordNames = names;
                recordTypes = types;
            }
        }
    }

    /** The declared serialVersionUID (a static final field, read as a long), or null. */
    private static Long declaredSUID(Class<?> c) {
        int[] slots = Reflection.members0(c, Reflection.FIELDS);
        for (int i = 0; i < slots.length; i++) {
            if (!Reflection.name0(c, false, slots[i]).equals("serialVersionUID")) {
                continue;
            }
            int mods = Reflection.flags0(c, false, slots[i]);
            if ((mods & (Modifier.STATIC | Modifier.FINAL)) != (Modifier.STATIC | Modifier.FINAL)) {
                return null;
            }
            Object v = Reflection.get0(c, slots[i], null);
            Object l = v == null ? null : Reflection.convert(v, 'J');
            return l == null ? null : (Long) l;
        }
        return null;
    }

    /** The serializable fields: serialPersistentFields, or the non-static non-transient fields; sorted. */
    private static ObjectStreamField[] serialFields(Class<?> c) throws InvalidClassException {
        ObjectStreamField[] fields;
        if (c == String.class) {
            fields = NO_FIELDS; // always written as TC_STRING; java.lang.String's fields are the VM's
        } else if (Serializable.class.isAssignableFrom(c) && !Externalizable.class.isAssignableFrom(c) && !c.isInterface()) {
            fields = declaredSerialFields(c);
            if (fields == null) {
                fields = defaultSerialFields(c);
            }
            Arrays.sort(fields);
        } else {
            fields = NO_FIELDS;
        }
        return fields;
    }

    private static ObjectStreamField boundField(Class<?> c, int slot, boolean unshared) {
        Class<?> type = Reflection.fieldType0(c, slot);
        return new ObjectStreamField(Reflection.name0(c, false, slot), Reflection.desc0(c, false, slot), type,
                unshared, c, slot, type);
    }

    private static ObjectStreamField[] declaredSerialFields(Class<?> c) throws InvalidClassException {
        int[] slots = Reflection.members0(c, Reflection.FIELDS);
        ObjectStreamField[] spf = null;
        int mask = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
        for (int i = 0; i < slots.length; i++) {
            if (Reflection.name0(c, false, slots[i]).equals("serialPersistentFields")
                    && (Reflection.flags0(c, false, slots[i]) & mask) == mask
                    && Reflection.desc0(c, false, slots[i]).equals("[Ljava/io/ObjectStreamField;")) {
                spf = (ObjectStreamField[]) Reflection.get0(c, slots[i], null);
            }
        }
        if (spf == null) {
            return null;
        } else if (spf.length == 0) {
            return NO_FIELDS;
        }
        ObjectStreamField[] bound = new ObjectStreamField[spf.length];
        HashSet<String> names = new HashSet<String>();
        for (int i = 0; i < spf.length; i++) {
            String fname = spf[i].getName();
            if (!names.add(fname)) {
                throw new InvalidClassException("multiple serializable fields named " + fname);
            }
            for (int j = 0; j < slots.length; j++) {
                if (Reflection.name0(c, false, slots[j]).equals(fname)
                        && (Reflection.flags0(c, false, slots[j]) & Modifier.STATIC) == 0
                        && Reflection.fieldType0(c, slots[j]) == spf[i].getType()) {
                    bound[i] = boundField(c, slots[j], spf[i].isUnshared());
                }
            }
            if (bound[i] == null) {
                bound[i] = new ObjectStreamField(fname, spf[i].getType(), spf[i].isUnshared());
            }
        }
        return bound;
    }

    private static ObjectStreamField[] defaultSerialFields(Class<?> c) {
        int[] slots = Reflection.members0(c, Reflection.FIELDS);
        List<ObjectStreamField> list = new ArrayList<ObjectStreamField>();
        for (int i = 0; i < slots.length; i++) {
            if ((Reflection.flags0(c, false, slots[i]) & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                list.add(boundField(c, slots[i], false));
            }
        }
        return list.isEmpty() ? NO_FIELDS : list.toArray(new ObjectStreamField[list.size()]);
    }

    // ---- the default serialVersionUID (spec 4.6) ----

    /** One member in the hash: name, modifiers, descriptor. */
    private static final class Member {
        final String name;
        final int mods;
        final String desc;

        Member(String name, int mods, String desc) {
            this.name = name;
            this.mods = mods;
            this.desc = desc;
        }
    }

    private static final Comparator<Member> BY_NAME = new Comparator<Member>() {
        @Override
        public int compare(Member a, Member b) {
            return a.name.compareTo(b.name);
        }
    };

    private static final Comparator<Member> BY_DESC = new Comparator<Member>() {
        @Override
        public int compare(Member a, Member b) {
            return a.desc.compareTo(b.desc);
        }
    };

    private static final Comparator<Member> BY_NAME_DESC = new Comparator<Member>() {
        @Override
        public int compare(Member a, Member b) {
            int c = a.name.compareTo(b.name);
            return c != 0 ? c : a.desc.compareTo(b.desc);
        }
    };

    private static Member[] members(Class<?> c, int kind, int mask) {
        if (c.isArray() || c.isPrimitive()) {
            return new Member[0];
        }
        boolean method = kind != Reflection.FIELDS;
        int[] slots = Reflection.members0(c, kind);
        Member[] r = new Member[slots.length];
        for (int i = 0; i < slots.length; i++) {
            r[i] = new Member(Reflection.name0(c, method, slots[i]), Reflection.flags0(c, method, slots[i]) & mask,
                    Reflection.desc0(c, method, slots[i]));
        }
        return r;
    }

    private static final int CLASS_MASK = Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT;
    private static final int FIELD_MASK = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
            | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT;
    private static final int METHOD_MASK = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
            | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;

    /**
     * The first eight bytes (little-endian) of the SHA-1 of: the class name, its modifiers, its
     * interfaces' names sorted, its fields sorted by name (but private static and private
     * transient ones), the static initializer, the non-private constructors sorted by descriptor
     * and the non-private methods sorted by name and descriptor (descriptors of methods with
     * dots).
     */
    private static long computeDefaultSUID(Class<?> c) {
        if (!Serializable.class.isAssignableFrom(c)) {
            return 0L;
        }
        Hasher h = new Hasher();
        h.writeUTF(c.getName());
        Member[] methods = members(c, Reflection.METHODS, METHOD_MASK);
        int classMods = c.getModifiers() & CLASS_MASK;
        if ((classMods & Modifier.INTERFACE) != 0) {
            classMods = methods.length > 0 ? (classMods | Modifier.ABSTRACT) : (classMods & ~Modifier.ABSTRACT);
        }
        h.writeInt(classMods);
        if (!c.isArray()) {
            Class<?>[] interfaces = c.getInterfaces();
            String[] names = new String[interfaces.length];
            for (int i = 0; i < interfaces.length; i++) {
                names[i] = interfaces[i].getName();
            }
            Arrays.sort(names);
            for (int i = 0; i < names.length; i++) {
                h.writeUTF(names[i]);
            }
        }
        Member[] fields = members(c, Reflection.FIELDS, FIELD_MASK);
        Arrays.sort(fields, BY_NAME);
        for (int i = 0; i < fields.length; i++) {
            Member f = fields[i];
            if ((f.mods & Modifier.PRIVATE) == 0 || (f.mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                h.writeUTF(f.name);
                h.writeInt(f.mods);
                h.writeUTF(f.desc);
            }
        }
        if (!c.isArray() && !c.isPrimitive()) {
            // the JDK finds <clinit> with JNI's GetStaticMethodID, which initialises the class
            try {
                Reflection.ensureInit0(c);
            } catch (Throwable t) {
                // as there: the error is dropped
            }
        }
        if (!c.isArray() && !c.isPrimitive() && Reflection.hasClinit0(c)) {
            h.writeUTF("<clinit>");
            h.writeInt(Modifier.STATIC);
            h.writeUTF("()V");
        }
        Member[] cons = members(c, Reflection.CONSTRUCTORS, METHOD_MASK);
        Arrays.sort(cons, BY_DESC);
        for (int i = 0; i < cons.length; i++) {
            if ((cons[i].mods & Modifier.PRIVATE) == 0) {
                h.writeUTF("<init>");
                h.writeInt(cons[i].mods);
                h.writeUTF(cons[i].desc.replace('/', '.'));
            }
        }
        Arrays.sort(methods, BY_NAME_DESC);
        for (int i = 0; i < methods.length; i++) {
            if ((methods[i].mods & Modifier.PRIVATE) == 0) {
                h.writeUTF(methods[i].name);
                h.writeInt(methods[i].mods);
                h.writeUTF(methods[i].desc.replace('/', '.'));
            }
        }
        byte[] sha = h.sha();
        long hash = 0;
        for (int i = Math.min(sha.length, 8) - 1; i >= 0; i--) {
            hash = (hash << 8) | (sha[i] & 0xFF);
        }
        return hash;
    }

    /** The bytes DataOutputStream would write, into a SHA-1 digest. */
    private static final class Hasher {
        private final MessageDigest md;

        Hasher() {
            try {
                md = MessageDigest.getInstance("SHA");
            } catch (NoSuchAlgorithmException e) {
                throw new SecurityException(e.getMessage());
            }
        }

        void writeInt(int v) {
            md.update((byte) (v >>> 24));
            md.update((byte) (v >>> 16));
            md.update((byte) (v >>> 8));
            md.update((byte) v);
        }

        void writeUTF(String s) {
            byte[] b = ObjectOutputStream.modifiedUtf8(s);
            md.update((byte) (b.length >>> 8));
            md.update((byte) b.length);
            md.update(b);
        }

        byte[] sha() {
            return md.digest();
        }
    }
}
