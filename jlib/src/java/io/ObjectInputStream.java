package java.io;

import java.lang.reflect.Array;

/**
 * Reads primitive data and graphs of objects written by ObjectOutputStream (the stream format
 * of the Java Object Serialization Specification, chapter 6). Objects of serializable classes
 * are created without running their constructors (the no-arg constructor of the first
 * non-serializable superclass runs), then their fields are restored class by class from the
 * topmost serializable superclass down, through readObject methods where classes have them.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private static final int MAX_BLOCK_SIZE = 1024;
    private static final int NULL_HANDLE = -1;
    /** Stands for unshared objects in the handle table. */
    private static final Object unsharedMarker = new Object();

    private final BlockIn bin;
    private final HandleTable handles = new HandleTable();
    /** The handle of the object being read (references read from it depend on it). */
    private int passHandle = NULL_HANDLE;
    /** Set at the end of field data written without a writeObject method: no end marker follows. */
    private boolean defaultDataEnd;

    private final boolean enableOverride;
    private boolean enableResolve;
    private int depth;
    private boolean closed;

    /** The object and class whose readObject method is running, or null. */
    private Object curObj;
    private ObjectStreamClass curDesc;
    private boolean curFieldsRead;

    /** Registered validations (registerValidation), highest priority first. */
    private Callback callbacks;

    private static final class Callback {
        final ObjectInputValidation obj;
        final int priority;
        Callback next;

        Callback(ObjectInputValidation obj, int priority, Callback next) {
            this.obj = obj;
            this.priority = priority;
            this.next = next;
        }
    }

    public ObjectInputStream(InputStream in) throws IOException {
        bin = new BlockIn(in);
        enableOverride = false;
        readStreamHeader();
        bin.setBlockDataMode(true);
    }

    /** For subclasses that reimplement ObjectInputStream (readObjectOverride). */
    protected ObjectInputStream() throws IOException {
        bin = null;
        enableOverride = true;
    }

    // ---- objects ----

    public final Object readObject() throws IOException, ClassNotFoundException {
        if (enableOverride) {
            return readObjectOverride();
        }
        return readTop(false);
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readTop(true);
    }

    private Object readTop(boolean unshared) throws IOException, ClassNotFoundException {
        int outerHandle = passHandle;
        try {
            Object obj = readObject0(unshared);
            handles.markDependency(outerHandle, passHandle);
            ClassNotFoundException ex = handles.lookupException(passHandle);
            if (ex != null) {
                throw ex;
            }
            if (depth == 0) {
                doCallbacks();
            }
            return obj;
        } finally {
            passHandle = outerHandle;
            if (closed && depth == 0) {
                clear();
            }
        }
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curDesc == null) {
            throw new NotActiveException("not in call to readObject");
        }
        Object obj = curObj;
        ObjectStreamClass desc = curDesc;
        bin.setBlockDataMode(false);
        FieldValues values = new FieldValues(desc, true);
        if (obj != null) {
            values.defaultCheckFieldValues(obj);
            values.defaultSetFieldValues(obj);
        }
        bin.setBlockDataMode(true);
        if (!desc.hasWriteObjectData()) {
            defaultDataEnd = true;
        }
        ClassNotFoundException ex = handles.lookupException(passHandle);
        if (ex != null) {
            throw ex;
        }
    }

    public ObjectInputStream.GetField readFields() throws IOException, ClassNotFoundException {
        if (curDesc == null) {
            throw new NotActiveException("not in call to readObject");
        }
        if (curFieldsRead) {
            throw new NotActiveException("not in readObject invocation or fields already read");
        }
        curFieldsRead = true;
        ObjectStreamClass desc = curDesc;
        bin.setBlockDataMode(false);
        FieldValues vals = new FieldValues(desc, false);
        bin.setBlockDataMode(true);
        if (!desc.hasWriteObjectData()) {
            defaultDataEnd = true;
        }
        return vals;
    }

    public void registerValidation(ObjectInputValidation obj, int prio) throws NotActiveException,
            InvalidObjectException {
        if (depth == 0) {
            throw new NotActiveException("stream inactive");
        }
        if (obj == null) {
            throw new InvalidObjectException("null callback");
        }
        Callback prev = null, cur = callbacks;
        while (cur != null && prio < cur.priority) {
            prev = cur;
            cur = cur.next;
        }
        if (prev != null) {
            prev.next = new Callback(obj, prio, cur);
        } else {
            callbacks = new Callback(obj, prio, callbacks);
        }
    }

    private void doCallbacks() throws InvalidObjectException {
        try {
            while (callbacks != null) {
                Callback c = callbacks;
                callbacks = c.next;
                c.obj.validateObject();
            }
        } catch (InvalidObjectException ex) {
            callbacks = null;
            throw ex;
        }
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException ex) {
            Class<?> cl = primitiveClass(name);
            if (cl != null) {
                return cl;
            }
            cl = ObjectStreamClass.streamClass(name); // java.util.CollSer, java.time.Ser
            if (cl != null) {
                return cl;
            }
            throw ex;
        }
    }

    private static Class<?> primitiveClass(String name) {
        if (name.equals("boolean")) {
            return Boolean.TYPE;
        } else if (name.equals("byte")) {
            return Byte.TYPE;
        } else if (name.equals("char")) {
            return Character.TYPE;
        } else if (name.equals("short")) {
            return Short.TYPE;
        } else if (name.equals("int")) {
            return Integer.TYPE;
        } else if (name.equals("long")) {
            return Long.TYPE;
        } else if (name.equals("float")) {
            return Float.TYPE;
        } else if (name.equals("double")) {
            return Double.TYPE;
        } else if (name.equals("void")) {
            return Void.TYPE;
        }
        return null;
    }

    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        throw new ClassNotFoundException("dynamic proxies are not supported");
    }

    protected Object resolveObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableResolveObject(boolean enable) throws SecurityException {
        if (enable == enableResolve) {
            return enable;
        }
        enableResolve = enable;
        return !enableResolve;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        short s0 = bin.readShort();
        short s1 = bin.readShort();
        if (s0 != STREAM_MAGIC || s1 != STREAM_VERSION) {
            throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", s0, s1));
        }
    }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = new ObjectStreamClass();
        desc.readNonProxy(this);
        return desc;
    }

    private void clear() {
        handles.clear();
        callbacks = null;
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0) {
            throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        }
        clear();
    }

    private Object readObject0(boolean unshared) throws IOException {
        boolean oldMode = bin.getBlockDataMode();
        if (oldMode) {
            int remain = bin.currentBlockRemaining();
            if (remain > 0) {
                throw new OptionalDataException(remain);
            } else if (defaultDataEnd) {
                throw new OptionalDataException(true);
            }
            bin.setBlockDataMode(false);
        }
        byte tc;
        while ((tc = bin.peekByte()) == TC_RESET) {
            bin.readByte();
            handleReset();
        }
        depth++;
        try {
            switch (tc) {
            case TC_NULL:
                return readNull();
            case TC_REFERENCE:
                return readHandle(unshared);
            case TC_CLASS:
                return readClass(unshared);
            case TC_CLASSDESC:
            case TC_PROXYCLASSDESC:
                return readClassDesc(unshared);
            case TC_STRING:
            case TC_LONGSTRING:
                return checkResolve(readString(unshared));
            case TC_ARRAY:
                return checkResolve(readArray(unshared));
            case TC_ENUM:
                return checkResolve(readEnum(unshared));
            case TC_OBJECT:
                return checkResolve(readOrdinaryObject(unshared));
            case TC_EXCEPTION:
                IOException ex = readFatalException();
                throw new WriteAbortedException("writing aborted", ex);
            case TC_BLOCKDATA:
            case TC_BLOCKDATALONG:
                if (oldMode) {
                    bin.setBlockDataMode(true);
                    bin.peek(); // reads the header
                    throw new OptionalDataException(bin.currentBlockRemaining());
                } else {
                    throw new StreamCorruptedException("unexpected block data");
                }
            case TC_ENDBLOCKDATA:
                if (oldMode) {
                    throw new OptionalDataException(true);
                } else {
                    throw new StreamCorruptedException("unexpected end of block data");
                }
            default:
                throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
            }
        } finally {
            depth--;
            bin.setBlockDataMode(oldMode);
        }
    }

    private Object checkResolve(Object obj) throws IOException {
        if (!enableResolve || handles.lookupException(passHandle) != null) {
            return obj;
        }
        Object rep = resolveObject(obj);
        if (rep != obj) {
            handles.setObject(passHandle, rep);
        }
        return rep;
    }

    /** A field's type string (TC_STRING or a reference to one). */
    String readTypeString() throws IOException {
        int oldHandle = passHandle;
        try {
            byte tc = bin.peekByte();
            switch (tc) {
            case TC_NULL:
                return (String) readNull();
            case TC_REFERENCE:
                return (String) readHandle(false);
            case TC_STRING:
            case TC_LONGSTRING:
                return readString(false);
            default:
                throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
            }
        } finally {
            passHandle = oldHandle;
        }
    }

    private Object readNull() throws IOException {
        if (bin.readByte() != TC_NULL) {
            throw new InternalError();
        }
        passHandle = NULL_HANDLE;
        return null;
    }

    private Object readHandle(boolean unshared) throws IOException {
        if (bin.readByte() != TC_REFERENCE) {
            throw new InternalError();
        }
        passHandle = bin.readInt() - baseWireHandle;
        if (passHandle < 0 || passHandle >= handles.size()) {
            throw new StreamCorruptedException(String.format("invalid handle value: %08X", passHandle + baseWireHandle));
        }
        if (unshared) {
            throw new InvalidObjectException("cannot read back reference as unshared");
        }
        Object rep = handles.lookupObject(passHandle);
        if (rep == unsharedMarker) {
            throw new InvalidObjectException("cannot read back reference to unshared object");
        }
        return rep;
    }

    private Class<?> readClass(boolean unshared) throws IOException {
        if (bin.readByte() != TC_CLASS) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        passHandle = handles.assign(unshared ? unsharedMarker : cl);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(passHandle, resolveEx);
        }
        return cl;
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException {
        byte tc = bin.peekByte();
        switch (tc) {
        case TC_NULL:
            return (ObjectStreamClass) readNull();
        case TC_REFERENCE:
            Object d = readHandle(unshared);
            if (!(d instanceof ObjectStreamClass)) {
                throw new StreamCorruptedException("invalid class descriptor reference");
            }
            return (ObjectStreamClass) d;
        case TC_CLASSDESC:
            return readNonProxyDesc(unshared);
        case TC_PROXYCLASSDESC:
            throw new InvalidClassException("dynamic proxy classes are not supported");
        default:
            throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        }
    }

    private ObjectStreamClass readNonProxyDesc(boolean unshared) throws IOException {
        if (bin.readByte() != TC_CLASSDESC) {
            throw new InternalError();
        }
        ObjectStreamClass desc = new ObjectStreamClass();
        int descHandle = handles.assign(unshared ? unsharedMarker : desc);
        passHandle = NULL_HANDLE;
        ObjectStreamClass readDesc;
        try {
            readDesc = readClassDescriptor();
        } catch (ClassNotFoundException ex) {
            InvalidClassException ice = new InvalidClassException("failed to read class descriptor");
            ice.initCause(ex);
            throw ice;
        }
        Class<?> cl = null;
        ClassNotFoundException resolveEx = null;
        bin.setBlockDataMode(true);
        try {
            if ((cl = resolveClass(readDesc)) == null) {
                resolveEx = new ClassNotFoundException("null class");
            }
        } catch (ClassNotFoundException ex) {
            resolveEx = ex;
        }
        skipCustomData();
        depth++;
        try {
            desc.initNonProxy(readDesc, cl, resolveEx, readClassDesc(false));
        } finally {
            depth--;
        }
        passHandle = descHandle;
        return desc;
    }

    private String readString(boolean unshared) throws IOException {
        String str;
        byte tc = bin.readByte();
        switch (tc) {
        case TC_STRING:
            str = bin.readUTF();
            break;
        case TC_LONGSTRING:
            str = bin.readLongUTF();
            break;
        default:
            throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        }
        passHandle = handles.assign(unshared ? unsharedMarker : str);
        return str;
    }

    private Object readArray(boolean unshared) throws IOException {
        if (bin.readByte() != TC_ARRAY) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        int len = bin.readInt();
        if (len < 0) {
            throw new StreamCorruptedException("Array length is negative");
        }
        Object array = null;
        Class<?> cl, ccl = null;
        if ((cl = desc.forClass()) != null) {
            ccl = cl.getComponentType();
            array = Array.newInstance(ccl, len);
        }
        int arrayHandle = handles.assign(unshared ? unsharedMarker : array);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(arrayHandle, resolveEx);
        }
        if (ccl == null) {
            for (int i = 0; i < len; i++) {
                readObject0(false);
            }
        } else if (ccl.isPrimitive()) {
            if (ccl == Integer.TYPE) {
                int[] a = (int[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = bin.readInt();
                }
            } else if (ccl == Byte.TYPE) {
                bin.readFully((byte[]) array, 0, len);
            } else if (ccl == Long.TYPE) {
                long[] a = (long[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = bin.readLong();
                }
            } else if (ccl == Float.TYPE) {
                float[] a = (float[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = Float.intBitsToFloat(bin.readInt());
                }
            } else if (ccl == Double.TYPE) {
                double[] a = (double[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = Double.longBitsToDouble(bin.readLong());
                }
            } else if (ccl == Short.TYPE) {
                short[] a = (short[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = bin.readShort();
                }
            } else if (ccl == Character.TYPE) {
                char[] a = (char[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = (char) bin.readShort();
                }
            } else if (ccl == Boolean.TYPE) {
                boolean[] a = (boolean[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = bin.readByte() != 0;
                }
            } else {
                throw new InternalError();
            }
        } else {
            Object[] oa = (Object[]) array;
            for (int i = 0; i < len; i++) {
                oa[i] = readObject0(false);
                handles.markDependency(arrayHandle, passHandle);
            }
        }
        passHandle = arrayHandle;
        return array;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Enum<?> readEnum(boolean unshared) throws IOException {
        if (bin.readByte() != TC_ENUM) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        if (!desc.isEnum()) {
            throw new InvalidClassException("non-enum class: " + desc);
        }
        int enumHandle = handles.assign(unshared ? unsharedMarker : null);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(enumHandle, resolveEx);
        }
        String name = readString(false);
        Enum<?> result = null;
        Class<?> cl = desc.forClass();
        if (cl != null) {
            try {
                result = Enum.valueOf((Class) cl, name);
            } catch (IllegalArgumentException ex) {
                InvalidObjectException ioe = new InvalidObjectException("enum constant " + name + " does not exist in " + cl);
                ioe.initCause(ex);
                throw ioe;
            }
            if (!unshared) {
                handles.setObject(enumHandle, result);
            }
        }
        passHandle = enumHandle;
        return result;
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException {
        if (bin.readByte() != TC_OBJECT) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        desc.checkDeserialize();
        Class<?> cl = desc.forClass();
        if (cl == String.class || cl == Class.class || cl == ObjectStreamClass.class) {
            throw new InvalidClassException("invalid class descriptor");
        }
        Object obj = desc.isInstantiable() ? desc.newInstance() : null;
        passHandle = handles.assign(unshared ? unsharedMarker : obj);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(passHandle, resolveEx);
        }
        if (desc.isRecord()) {
            obj = readRecord(desc);
            if (!unshared) {
                handles.setObject(passHandle, obj);
            }
        } else if (desc.isExternalizable()) {
            readExternalData((Externalizable) obj, desc);
        } else {
            readSerialData(obj, desc);
        }
        if (obj != null && handles.lookupException(passHandle) == null && desc.hasReadResolveMethod()) {
            Object rep = desc.invokeReadResolve(obj);
            if (unshared && rep != null && rep.getClass().isArray()) {
                rep = cloneArray(rep);
            }
            if (rep != obj) {
                handles.setObject(passHandle, obj = rep);
            }
        }
        return obj;
    }

    private static Object cloneArray(Object array) {
        int n = Array.getLength(array);
        Object r = Array.newInstance(array.getClass().getComponentType(), n);
        System.arraycopy(array, 0, r, 0, n);
        return r;
    }

    private Object readRecord(ObjectStreamClass desc) throws IOException {
        ObjectStreamClass.ClassDataSlot[] slots = desc.getClassDataLayout();
        for (int i = 0; i < slots.length - 1; i++) {
            if (slots[i].hasData) {
                new FieldValues(slots[i].desc, true);
            }
        }
        FieldValues values = new FieldValues(desc, true);
        if (handles.lookupException(passHandle) != null || desc.forClass() == null) {
            return null;
        }
        return desc.newRecord(values.primValues == null ? new byte[0] : values.primValues,
                values.objValues == null ? new Object[0] : values.objValues);
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc) throws IOException {
        Object oldObj = curObj;
        ObjectStreamClass oldDesc = curDesc;
        boolean oldRead = curFieldsRead;
        curObj = null;
        curDesc = null;
        try {
            boolean blocked = desc.hasBlockExternalData();
            if (blocked) {
                bin.setBlockDataMode(true);
            }
            if (obj != null) {
                try {
                    obj.readExternal(this);
                } catch (ClassNotFoundException ex) {
                    handles.markException(passHandle, ex);
                }
            }
            if (blocked) {
                skipCustomData();
            }
        } finally {
            curObj = oldObj;
            curDesc = oldDesc;
            curFieldsRead = oldRead;
        }
    }

    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamClass.ClassDataSlot[] slots = desc.getClassDataLayout();
        boolean special = false;
        for (int i = 0; i < slots.length; i++) {
            if (slots[i].desc.hasReadObjectMethod() || slots[i].desc.hasReadObjectNoDataMethod()) {
                special = true;
            }
        }
        // without readObject methods, all the field values are set once every class's are read
        FieldValues[] slotValues = special ? null : new FieldValues[slots.length];
        for (int i = 0; i < slots.length; i++) {
            ObjectStreamClass slotDesc = slots[i].desc;
            if (slots[i].hasData) {
                if (obj == null || handles.lookupException(passHandle) != null) {
                    new FieldValues(slotDesc, true); // read and dropped
                } else if (slotDesc.hasReadObjectMethod()) {
                    Object oldObj = curObj;
                    ObjectStreamClass oldDesc = curDesc;
                    boolean oldRead = curFieldsRead;
                    try {
                        curObj = obj;
                        curDesc = slotDesc;
                        curFieldsRead = false;
                        bin.setBlockDataMode(true);
                        slotDesc.invokeReadObject(obj, this);
                    } catch (ClassNotFoundException ex) {
                        handles.markException(passHandle, ex);
                    } finally {
                        curObj = oldObj;
                        curDesc = oldDesc;
                        curFieldsRead = oldRead;
                    }
                    defaultDataEnd = false;
                } else {
                    FieldValues values = new FieldValues(slotDesc, true);
                    if (slotValues != null) {
                        slotValues[i] = values;
                    } else {
                        values.defaultCheckFieldValues(obj);
                        values.defaultSetFieldValues(obj);
                    }
                }
                if (slotDesc.hasWriteObjectData()) {
                    skipCustomData();
                } else {
                    bin.setBlockDataMode(false);
                }
            } else {
                if (obj != null && slotDesc.hasReadObjectNoDataMethod() && handles.lookupException(passHandle) == null) {
                    slotDesc.invokeReadObjectNoData(obj);
                }
            }
        }
        if (obj != null && slotValues != null) {
            for (int i = 0; i < slots.length; i++) {
                if (slotValues[i] != null) {
                    slotValues[i].defaultCheckFieldValues(obj);
                }
            }
            for (int i = 0; i < slots.length; i++) {
                if (slotValues[i] != null) {
                    slotValues[i].defaultSetFieldValues(obj);
                }
            }
        }
    }

    /** Skips block data and objects up to the end-of-block-data marker (optional data nobody read). */
    private void skipCustomData() throws IOException {
        int oldHandle = passHandle;
        while (true) {
            if (bin.getBlockDataMode()) {
                bin.skipBlockData();
                bin.setBlockDataMode(false);
            }
            switch (bin.peekByte()) {
            case TC_BLOCKDATA:
            case TC_BLOCKDATALONG:
                bin.setBlockDataMode(true);
                break;
            case TC_ENDBLOCKDATA:
                bin.readByte();
                passHandle = oldHandle;
                return;
            default:
                readObject0(false);
                break;
            }
        }
    }

    private IOException readFatalException() throws IOException {
        if (bin.readByte() != TC_EXCEPTION) {
            throw new InternalError();
        }
        clear();
        Object ex = readObject0(false);
        clear();
        if (!(ex instanceof IOException)) {
            throw new StreamCorruptedException("exception in stream is not an IOException");
        }
        return (IOException) ex;
    }

    // ---- the values of one class's fields ----

    private final class FieldValues extends GetField {
        final ObjectStreamClass desc;
        final byte[] primValues;
        final Object[] objValues;
        final int[] objHandles;

        FieldValues(ObjectStreamClass desc, boolean recordDependencies) throws IOException {
            this.desc = desc;
            int primDataSize = desc.getPrimDataSize();
            primValues = primDataSize > 0 ? new byte[primDataSize] : null;
            if (primDataSize > 0) {
                bin.readFully(primValues, 0, primDataSize);
            }
            int numObjFields = desc.getNumObjFields();
            objValues = numObjFields > 0 ? new Object[numObjFields] : null;
            objHandles = numObjFields > 0 ? new int[numObjFields] : null;
            if (numObjFields > 0) {
                int objHandle = passHandle;
                ObjectStreamField[] fields = desc.getFields(false);
                int numPrimFields = fields.length - numObjFields;
                for (int i = 0; i < numObjFields; i++) {
                    ObjectStreamField f = fields[numPrimFields + i];
                    objValues[i] = readObject0(f.isUnshared());
                    objHandles[i] = passHandle;
                    if (recordDependencies && f.fieldSlot >= 0) {
                        handles.markDependency(objHandle, passHandle);
                    }
                }
                passHandle = objHandle;
            }
        }

        void defaultCheckFieldValues(Object obj) {
            if (objValues != null) {
                desc.checkObjFieldValueTypes(obj, objValues);
            }
        }

        void defaultSetFieldValues(Object obj) {
            if (primValues != null) {
                desc.setPrimFieldValues(obj, primValues);
            }
            if (objValues != null) {
                desc.setObjFieldValues(obj, objValues);
            }
        }

        @Override
        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        @Override
        public boolean defaulted(String name) {
            return offset(name, null) < 0;
        }

        private int offset(String name, Class<?> type) {
            ObjectStreamField field = desc.getField(name, type);
            if (field != null) {
                return field.getOffset();
            } else if (desc.getLocalDesc() != null && desc.getLocalDesc().getField(name, type) != null) {
                return -1;
            } else {
                throw new IllegalArgumentException("no such field " + name + " with type " + type);
            }
        }

        @Override
        public boolean get(String name, boolean val) {
            int off = offset(name, Boolean.TYPE);
            return off >= 0 ? primValues[off] != 0 : val;
        }

        @Override
        public byte get(String name, byte val) {
            int off = offset(name, Byte.TYPE);
            return off >= 0 ? primValues[off] : val;
        }

        @Override
        public char get(String name, char val) {
            int off = offset(name, Character.TYPE);
            return off >= 0 ? (char) ObjectStreamClass.getShort(primValues, off) : val;
        }

        @Override
        public short get(String name, short val) {
            int off = offset(name, Short.TYPE);
            return off >= 0 ? ObjectStreamClass.getShort(primValues, off) : val;
        }

        @Override
        public int get(String name, int val) {
            int off = offset(name, Integer.TYPE);
            return off >= 0 ? ObjectStreamClass.getInt(primValues, off) : val;
        }

        @Override
        public float get(String name, float val) {
            int off = offset(name, Float.TYPE);
            return off >= 0 ? Float.intBitsToFloat(ObjectStreamClass.getInt(primValues, off)) : val;
        }

        @Override
        public long get(String name, long val) {
            int off = offset(name, Long.TYPE);
            return off >= 0 ? ObjectStreamClass.getLong(primValues, off) : val;
        }

        @Override
        public double get(String name, double val) {
            int off = offset(name, Double.TYPE);
            return off >= 0 ? Double.longBitsToDouble(ObjectStreamClass.getLong(primValues, off)) : val;
        }

        @Override
        public Object get(String name, Object val) {
            int off = offset(name, Object.class);
            if (off >= 0) {
                int objHandle = objHandles[off];
                handles.markDependency(passHandle, objHandle);
                return handles.lookupException(objHandle) == null ? objValues[off] : null;
            }
            return val;
        }
    }

    /** The values of the serializable fields read for the class whose readObject method is running. */
    public abstract static class GetField {
        public GetField() {
        }

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    // ---- primitive data ----

    @Override
    public int read() throws IOException {
        return bin.read();
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        int endoff = off + len;
        if (off < 0 || len < 0 || endoff > buf.length || endoff < 0) {
            throw new IndexOutOfBoundsException();
        }
        return bin.read(buf, off, len);
    }

    @Override
    public int available() throws IOException {
        return bin.available();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (depth == 0) {
            clear();
        }
        bin.close();
    }

    @Override
    public boolean readBoolean() throws IOException {
        return bin.readBoolean();
    }

    @Override
    public byte readByte() throws IOException {
        return bin.readByte();
    }

    @Override
    public int readUnsignedByte() throws IOException {
        return bin.readByte() & 0xFF;
    }

    @Override
    public char readChar() throws IOException {
        return (char) bin.readShort();
    }

    @Override
    public short readShort() throws IOException {
        return bin.readShort();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        return bin.readShort() & 0xFFFF;
    }

    @Override
    public int readInt() throws IOException {
        return bin.readInt();
    }

    @Override
    public long readLong() throws IOException {
        return bin.readLong();
    }

    @Override
    public float readFloat() throws IOException {
        return Float.intBitsToFloat(bin.readInt());
    }

    @Override
    public double readDouble() throws IOException {
        return Double.longBitsToDouble(bin.readLong());
    }

    @Override
    public void readFully(byte[] buf) throws IOException {
        bin.readFully(buf, 0, buf.length);
    }

    @Override
    public void readFully(byte[] buf, int off, int len) throws IOException {
        int endoff = off + len;
        if (off < 0 || len < 0 || endoff > buf.length || endoff < 0) {
            throw new IndexOutOfBoundsException();
        }
        bin.readFully(buf, off, len);
    }

    @Override
    public int skipBytes(int len) throws IOException {
        int n = 0;
        while (n < len && bin.read() >= 0) {
            n++;
        }
        return n;
    }

    @Deprecated
    @Override
    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        boolean any = false;
        while ((c = bin.read()) >= 0) {
            any = true;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                int d = bin.peek();
                if (d == '\n') {
                    bin.read();
                }
                break;
            }
            sb.append((char) c);
        }
        return any ? sb.toString() : null;
    }

    @Override
    public String readUTF() throws IOException {
        return bin.readUTF();
    }

    // ---- the block-data layer over the underlying stream ----

    private final class BlockIn {
        private final InputStream in;
        private int peekb = -1;
        private boolean blkmode;
        private final byte[] buf = new byte[MAX_BLOCK_SIZE];
        private final byte[] hbuf = new byte[5];
        /** Read position in buf, end of valid data in buf (-1: end of block data), bytes of the block not yet in buf. */
        private int pos;
        private int end;
        private int unread;

        BlockIn(InputStream in) {
            this.in = in;
        }

        // the underlying stream, with one byte of look-ahead

        private int inPeek() throws IOException {
            return peekb >= 0 ? peekb : (peekb = in.read());
        }

        private int inRead() throws IOException {
            if (peekb >= 0) {
                int v = peekb;
                peekb = -1;
                return v;
            }
            return in.read();
        }

        private int inRead(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            } else if (peekb < 0) {
                return in.read(b, off, len);
            } else {
                b[off++] = (byte) peekb;
                len--;
                peekb = -1;
                int n = in.read(b, off, len);
                return n >= 0 ? n + 1 : 1;
            }
        }

        private void inReadFully(byte[] b, int off, int len) throws IOException {
            int n = 0;
            while (n < len) {
                int count = inRead(b, off + n, len - n);
                if (count < 0) {
                    throw new EOFException();
                }
                n += count;
            }
        }

        private int inAvailable() throws IOException {
            return in.available() + (peekb >= 0 ? 1 : 0);
        }

        boolean getBlockDataMode() {
            return blkmode;
        }

        boolean setBlockDataMode(boolean newmode) throws IOException {
            if (blkmode == newmode) {
                return blkmode;
            }
            if (newmode) {
                pos = 0;
                end = 0;
                unread = 0;
            } else if (pos < end) {
                throw new IllegalStateException("unread block data");
            }
            blkmode = newmode;
            return !blkmode;
        }

        void skipBlockData() throws IOException {
            if (!blkmode) {
                throw new IllegalStateException("not in block data mode");
            }
            while (end >= 0) {
                refill();
            }
        }

        /** The length of the next block's data, -1 at the end of block data (and 0 when blocking, never here). */
        private int readBlockHeader() throws IOException {
            if (defaultDataEnd) {
                return -1;
            }
            try {
                while (true) {
                    int tc = inPeek();
                    switch (tc) {
                    case TC_BLOCKDATA:
                        inReadFully(hbuf, 0, 2);
                        return hbuf[1] & 0xFF;
                    case TC_BLOCKDATALONG:
                        inReadFully(hbuf, 0, 5);
                        int len = ObjectStreamClass.getInt(hbuf, 1);
                        if (len < 0) {
                            throw new StreamCorruptedException("illegal block data header length: " + len);
                        }
                        return len;
                    case TC_RESET:
                        inRead();
                        handleReset();
                        break;
                    default:
                        if (tc >= 0 && (tc < TC_BASE || tc > TC_MAX)) {
                            throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
                        }
                        return -1;
                    }
                }
            } catch (EOFException ex) {
                throw new StreamCorruptedException("unexpected EOF while reading block data header");
            }
        }

        private void refill() throws IOException {
            try {
                do {
                    pos = 0;
                    if (unread > 0) {
                        int n = inRead(buf, 0, Math.min(unread, MAX_BLOCK_SIZE));
                        if (n >= 0) {
                            end = n;
                            unread -= n;
                        } else {
                            throw new StreamCorruptedException("unexpected EOF in middle of data block");
                        }
                    } else {
                        int n = readBlockHeader();
                        if (n >= 0) {
                            end = 0;
                            unread = n;
                        } else {
                            end = -1;
                            unread = 0;
                        }
                    }
                } while (pos == end);
            } catch (IOException ex) {
                pos = 0;
                end = -1;
                unread = 0;
                throw ex;
            }
        }

        int currentBlockRemaining() {
            if (blkmode) {
                return end >= 0 ? (end - pos) + unread : 0;
            }
            throw new IllegalStateException();
        }

        int peek() throws IOException {
            if (blkmode) {
                if (pos == end) {
                    refill();
                }
                return end >= 0 ? (buf[pos] & 0xFF) : -1;
            }
            return inPeek();
        }

        byte peekByte() throws IOException {
            int val = peek();
            if (val < 0) {
                throw new EOFException();
            }
            return (byte) val;
        }

        int read() throws IOException {
            if (blkmode) {
                if (pos == end) {
                    refill();
                }
                return end >= 0 ? (buf[pos++] & 0xFF) : -1;
            }
            return inRead();
        }

        int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            } else if (blkmode) {
                if (pos == end) {
                    refill();
                }
                if (end < 0) {
                    return -1;
                }
                int nread = Math.min(len, end - pos);
                System.arraycopy(buf, pos, b, off, nread);
                pos += nread;
                return nread;
            }
            return inRead(b, off, len);
        }

        void readFully(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                int n = read(b, off, len);
                if (n < 0) {
                    throw new EOFException();
                }
                off += n;
                len -= n;
            }
        }

        int available() throws IOException {
            if (blkmode) {
                if (pos == end && unread == 0) {
                    int n;
                    if (inAvailable() == 0) {
                        return 0;
                    }
                    while ((n = readBlockHeader()) == 0) {
                        if (inAvailable() == 0) {
                            return 0;
                        }
                    }
                    if (n < 0) {
                        pos = 0;
                        end = -1;
                    } else {
                        pos = 0;
                        end = 0;
                        unread = n;
                    }
                }
                int unreadAvail = unread > 0 ? Math.min(inAvailable(), unread) : 0;
                return end >= 0 ? (end - pos) + unreadAvail : 0;
            }
            return inAvailable();
        }

        void close() throws IOException {
            if (blkmode) {
                pos = 0;
                end = -1;
                unread = 0;
            }
            in.close();
        }

        private int readByteOrEOF() throws IOException {
            int v = read();
            if (v < 0) {
                throw new EOFException();
            }
            return v;
        }

        boolean readBoolean() throws IOException {
            return readByteOrEOF() != 0;
        }

        byte readByte() throws IOException {
            return (byte) readByteOrEOF();
        }

        short readShort() throws IOException {
            int a = readByteOrEOF();
            int b = readByteOrEOF();
            return (short) ((a << 8) | b);
        }

        int readInt() throws IOException {
            int a = readByteOrEOF();
            int b = readByteOrEOF();
            int c = readByteOrEOF();
            int d = readByteOrEOF();
            return (a << 24) | (b << 16) | (c << 8) | d;
        }

        long readLong() throws IOException {
            return ((long) readInt() << 32) | (readInt() & 0xFFFFFFFFL);
        }

        String readUTF() throws IOException {
            return readUTFBody(readShort() & 0xFFFF);
        }

        String readLongUTF() throws IOException {
            return readUTFBody(readLong());
        }

        private String readUTFBody(long utflen) throws IOException {
            StringBuilder sb = new StringBuilder();
            while (utflen > 0) {
                int b1 = readByteOrEOF();
                utflen--;
                switch (b1 >> 4) {
                case 0:
                case 1:
                case 2:
                case 3:
                case 4:
                case 5:
                case 6:
                case 7:
                    sb.append((char) b1);
                    break;
                case 12:
                case 13: {
                    if (utflen < 1) {
                        throw new UTFDataFormatException();
                    }
                    int b2 = readByteOrEOF();
                    utflen--;
                    if ((b2 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException();
                    }
                    sb.append((char) (((b1 & 0x1F) << 6) | (b2 & 0x3F)));
                    break;
                }
                case 14: {
                    if (utflen < 2) {
                        throw new UTFDataFormatException();
                    }
                    int b2 = readByteOrEOF();
                    int b3 = readByteOrEOF();
                    utflen -= 2;
                    if ((b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException();
                    }
                    sb.append((char) (((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F)));
                    break;
                }
                default:
                    throw new UTFDataFormatException();
                }
            }
            return sb.toString();
        }
    }

    // ---- handles ----

    /** Objects read, by handle, with the ClassNotFoundException that spoils each (if any). */
    private static final class HandleTable {
        private Object[] entries = new Object[16];
        private ClassNotFoundException[] exceptions = new ClassNotFoundException[16];
        private int size;

        int assign(Object obj) {
            if (size == entries.length) {
                Object[] e = new Object[size * 2];
                System.arraycopy(entries, 0, e, 0, size);
                entries = e;
                ClassNotFoundException[] x = new ClassNotFoundException[size * 2];
                System.arraycopy(exceptions, 0, x, 0, size);
                exceptions = x;
            }
            entries[size] = obj;
            exceptions[size] = null;
            return size++;
        }

        void setObject(int handle, Object obj) {
            if (handle != NULL_HANDLE && exceptions[handle] == null) {
                entries[handle] = obj;
            }
        }

        Object lookupObject(int handle) {
            return handle != NULL_HANDLE && exceptions[handle] == null ? entries[handle] : null;
        }

        void markException(int handle, ClassNotFoundException ex) {
            if (handle != NULL_HANDLE && exceptions[handle] == null) {
                exceptions[handle] = ex;
                entries[handle] = null;
            }
        }

        void markDependency(int dependent, int target) {
            if (dependent == NULL_HANDLE || target == NULL_HANDLE) {
                return;
            }
            ClassNotFoundException ex = exceptions[target];
            if (ex != null) {
                markException(dependent, ex);
            }
        }

        ClassNotFoundException lookupException(int handle) {
            return handle != NULL_HANDLE ? exceptions[handle] : null;
        }

        void clear() {
            for (int i = 0; i < size; i++) {
                entries[i] = null;
                exceptions[i] = null;
            }
            size = 0;
        }

        int size() {
            return size;
        }
    }
}
