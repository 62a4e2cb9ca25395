package java.io;

/**
 * Writes primitive data and graphs of objects in the stream format of the Java Object
 * Serialization Specification (protocol version 2): the same bytes as the JDK's for the same
 * objects. Primitive data is written in block-data records of at most 1024 bytes; objects,
 * strings, arrays, enum constants, classes and class descriptors get handles (from 0x7e0000) and
 * are written once, later occurrences as TC_REFERENCE.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private static final int MAX_BLOCK_SIZE = 1024;

    /** The underlying stream, through the block-data buffer. */
    private final OutputStream out;
    private final byte[] buf = new byte[MAX_BLOCK_SIZE];
    private int pos;
    private boolean blkmode;

    private final IdentityTable handles = new IdentityTable();
    /** Objects replaced (writeReplace, replaceObject) and their replacements. */
    private final IdentityTable subs = new IdentityTable();

    private final boolean enableOverride;
    private boolean enableReplace;
    private int protocol = PROTOCOL_VERSION_2;
    private int depth;

    /** The object and class whose writeObject method is running, or null. */
    private Object curObj;
    private ObjectStreamClass curDesc;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        this.out = out;
        enableOverride = false;
        writeStreamHeader();
        setBlockDataMode(true);
    }

    /** For subclasses that reimplement ObjectOutputStream (writeObjectOverride). */
    protected ObjectOutputStream() throws IOException {
        out = null;
        enableOverride = true;
    }

    public void useProtocolVersion(int version) throws IOException {
        if (handles.size() != 0) {
            throw new IllegalStateException("stream non-empty");
        }
        switch (version) {
        case PROTOCOL_VERSION_1:
        case PROTOCOL_VERSION_2:
            protocol = version;
            break;
        default:
            throw new IllegalArgumentException("unknown version: " + version);
        }
    }

    int getProtocolVersion() {
        return protocol;
    }

    // ---- objects ----

    public final void writeObject(Object obj) throws IOException {
        if (enableOverride) {
            writeObjectOverride(obj);
            return;
        }
        try {
            writeObject0(obj, false);
        } catch (IOException ex) {
            if (depth == 0) {
                writeFatalException(ex);
            }
            throw ex;
        }
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    public void writeUnshared(Object obj) throws IOException {
        try {
            writeObject0(obj, true);
        } catch (IOException ex) {
            if (depth == 0) {
                writeFatalException(ex);
            }
            throw ex;
        }
    }

    public void defaultWriteObject() throws IOException {
        if (curDesc == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        setBlockDataMode(false);
        defaultWriteFields(curObj, curDesc);
        setBlockDataMode(true);
    }

    public ObjectOutputStream.PutField putFields() throws IOException {
        if (curPut == null) {
            if (curDesc == null) {
                throw new NotActiveException("not in call to writeObject");
            }
            curPut = new PutFieldImpl(curDesc);
        }
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null) {
            throw new NotActiveException("no current PutField object");
        }
        setBlockDataMode(false);
        curPut.writeFields();
        setBlockDataMode(true);
    }

    public void reset() throws IOException {
        if (depth != 0) {
            throw new IOException("stream active");
        }
        setBlockDataMode(false);
        writeRaw(TC_RESET);
        clear();
        setBlockDataMode(true);
    }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void annotateProxyClass(Class<?> cl) throws IOException {
    }

    protected Object replaceObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableReplaceObject(boolean enable) throws SecurityException {
        if (enable == enableReplace) {
            return enable;
        }
        enableReplace = enable;
        return !enableReplace;
    }

    protected void writeStreamHeader() throws IOException {
        writeShortRaw(STREAM_MAGIC);
        writeShortRaw(STREAM_VERSION);
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        desc.writeNonProxy(this);
    }

    protected void drain() throws IOException {
        drainBuffer();
    }

    private void clear() {
        subs.clear();
        handles.clear();
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        boolean oldMode = setBlockDataMode(false);
        depth++;
        try {
            int h;
            if ((obj = subs.lookupReplacement(obj)) == null) {
                writeNull();
                return;
            } else if (!unshared && (h = handles.lookup(obj)) != -1) {
                writeHandle(h);
                return;
            } else if (obj instanceof Class) {
                writeClass((Class<?>) obj, unshared);
                return;
            } else if (obj instanceof ObjectStreamClass) {
                writeClassDesc((ObjectStreamClass) obj, unshared);
                return;
            }

            // writeReplace, then replaceObject
            Object orig = obj;
            Class<?> cl = obj.getClass();
            ObjectStreamClass desc;
            while (true) {
                Class<?> repCl;
                desc = ObjectStreamClass.lookup(cl, true);
                if (!desc.hasWriteReplaceMethod() || (obj = desc.invokeWriteReplace(obj)) == null
                        || (repCl = obj.getClass()) == cl) {
                    break;
                }
                cl = repCl;
            }
            if (enableReplace) {
                Object rep = replaceObject(obj);
                if (rep != obj && rep != null) {
                    cl = rep.getClass();
                    desc = ObjectStreamClass.lookup(cl, true);
                }
                obj = rep;
            }

            if (obj != orig) {
                subs.assign(orig, obj);
                if (obj == null) {
                    writeNull();
                    return;
                } else if (!unshared && (h = handles.lookup(obj)) != -1) {
                    writeHandle(h);
                    return;
                } else if (obj instanceof Class) {
                    writeClass((Class<?>) obj, unshared);
                    return;
                } else if (obj instanceof ObjectStreamClass) {
                    writeClassDesc((ObjectStreamClass) obj, unshared);
                    return;
                }
            }

            if (obj instanceof String) {
                writeString((String) obj, unshared);
            } else if (cl.isArray()) {
                writeArray(obj, desc, unshared);
            } else if (obj instanceof Enum) {
                writeEnum((Enum<?>) obj, desc, unshared);
            } else if (obj instanceof Serializable) {
                writeOrdinaryObject(obj, desc, unshared);
            } else {
                throw new NotSerializableException(cl.getName());
            }
        } finally {
            depth--;
            setBlockDataMode(oldMode);
        }
    }

    private void writeNull() throws IOException {
        writeRaw(TC_NULL);
    }

    private void writeHandle(int handle) throws IOException {
        writeRaw(TC_REFERENCE);
        writeIntRaw(baseWireHandle + handle);
    }

    private void writeClass(Class<?> cl, boolean unshared) throws IOException {
        writeRaw(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookup(cl, true), false);
        handles.assign(unshared ? null : cl);
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        int handle;
        if (desc == null) {
            writeNull();
        } else if (!unshared && (handle = handles.lookup(desc)) != -1) {
            writeHandle(handle);
        } else {
            writeNonProxyDesc(desc, unshared);
        }
    }

    private void writeNonProxyDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        writeRaw(TC_CLASSDESC);
        handles.assign(unshared ? null : desc);
        if (protocol == PROTOCOL_VERSION_1) {
            desc.writeNonProxy(this);
        } else {
            writeClassDescriptor(desc);
        }
        Class<?> cl = desc.forClass();
        setBlockDataMode(true);
        annotateClass(cl);
        setBlockDataMode(false);
        writeRaw(TC_ENDBLOCKDATA);
        writeClassDesc(desc.getSuperDesc(), false);
    }

    /** A field's type string: a handle when the same string was written before. */
    void writeTypeString(String str) throws IOException {
        int handle;
        if (str == null) {
            writeNull();
        } else if ((handle = handles.lookup(str)) != -1) {
            writeHandle(handle);
        } else {
            writeString(str, false);
        }
    }

    private void writeString(String str, boolean unshared) throws IOException {
        handles.assign(unshared ? null : str);
        byte[] utf = modifiedUtf8(str);
        if (utf.length <= 0xFFFF) {
            writeRaw(TC_STRING);
            writeShortRaw(utf.length);
        } else {
            writeRaw(TC_LONGSTRING);
            writeLongRaw(utf.length);
        }
        writeBytesRaw(utf, 0, utf.length);
    }

    private void writeArray(Object array, ObjectStreamClass desc, boolean unshared) throws IOException {
        writeRaw(TC_ARRAY);
        writeClassDesc(desc, false);
        handles.assign(unshared ? null : array);
        Class<?> ccl = desc.forClass().getComponentType();
        if (ccl.isPrimitive()) {
            if (ccl == Integer.TYPE) {
                int[] a = (int[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeIntRaw(a[i]);
                }
            } else if (ccl == Byte.TYPE) {
                byte[] a = (byte[]) array;
                writeIntRaw(a.length);
                writeBytesRaw(a, 0, a.length);
            } else if (ccl == Long.TYPE) {
                long[] a = (long[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeLongRaw(a[i]);
                }
            } else if (ccl == Float.TYPE) {
                float[] a = (float[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeIntRaw(Float.floatToIntBits(a[i]));
                }
            } else if (ccl == Double.TYPE) {
                double[] a = (double[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeLongRaw(Double.doubleToLongBits(a[i]));
                }
            } else if (ccl == Short.TYPE) {
                short[] a = (short[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeShortRaw(a[i]);
                }
            } else if (ccl == Character.TYPE) {
                char[] a = (char[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeShortRaw(a[i]);
                }
            } else if (ccl == Boolean.TYPE) {
                boolean[] a = (boolean[]) array;
                writeIntRaw(a.length);
                for (int i = 0; i < a.length; i++) {
                    writeRaw(a[i] ? 1 : 0);
                }
            } else {
                throw new InternalError();
            }
        } else {
            Object[] objs = (Object[]) array;
            int len = objs.length;
            writeIntRaw(len);
            for (int i = 0; i < len; i++) {
                writeObject0(objs[i], false);
            }
        }
    }

    private void writeEnum(Enum<?> en, ObjectStreamClass desc, boolean unshared) throws IOException {
        writeRaw(TC_ENUM);
        ObjectStreamClass sdesc = desc.getSuperDesc();
        writeClassDesc(sdesc.forClass() == Enum.class ? desc : sdesc, false);
        handles.assign(unshared ? null : en);
        writeString(en.name(), false);
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        desc.checkSerialize();
        writeRaw(TC_OBJECT);
        writeClassDesc(desc, false);
        handles.assign(unshared ? null : obj);
        if (desc.isRecord()) {
            desc.checkDefaultSerialize();
            defaultWriteFields(obj, desc);
        } else if (desc.isExternalizable()) {
            writeExternalData((Externalizable) obj);
        } else {
            writeSerialData(obj, desc);
        }
    }

    private void writeExternalData(Externalizable obj) throws IOException {
        PutFieldImpl oldPut = curPut;
        Object oldObj = curObj;
        ObjectStreamClass oldDesc = curDesc;
        curPut = null;
        curObj = null;
        curDesc = null;
        try {
            if (protocol == PROTOCOL_VERSION_1) {
                obj.writeExternal(this);
            } else {
                setBlockDataMode(true);
                obj.writeExternal(this);
                setBlockDataMode(false);
                writeRaw(TC_ENDBLOCKDATA);
            }
        } finally {
            curObj = oldObj;
            curDesc = oldDesc;
        }
        curPut = oldPut;
    }

    private void writeSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamClass.ClassDataSlot[] slots = desc.getClassDataLayout();
        for (int i = 0; i < slots.length; i++) {
            ObjectStreamClass slotDesc = slots[i].desc;
            if (slotDesc.hasWriteObjectMethod()) {
                PutFieldImpl oldPut = curPut;
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                curPut = null;
                curObj = obj;
                curDesc = slotDesc;
                try {
                    setBlockDataMode(true);
                    slotDesc.invokeWriteObject(obj, this);
                    setBlockDataMode(false);
                    writeRaw(TC_ENDBLOCKDATA);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                }
                curPut = oldPut;
            } else {
                defaultWriteFields(obj, slotDesc);
            }
        }
    }

    private void defaultWriteFields(Object obj, ObjectStreamClass desc) throws IOException {
        Class<?> cl = desc.forClass();
        if (cl != null && obj != null && !cl.isInstance(obj)) {
            throw new ClassCastException();
        }
        desc.checkDefaultSerialize();
        int primDataSize = desc.getPrimDataSize();
        if (primDataSize > 0) {
            byte[] primVals = new byte[primDataSize];
            desc.getPrimFieldValues(obj, primVals);
            writeBytesRaw(primVals, 0, primDataSize);
        }
        ObjectStreamField[] fields = desc.getFields(false);
        Object[] objVals = new Object[desc.getNumObjFields()];
        int numPrimFields = fields.length - objVals.length;
        desc.getObjFieldValues(obj, objVals);
        for (int i = 0; i < objVals.length; i++) {
            writeObject0(objVals[i], fields[numPrimFields + i].isUnshared());
        }
    }

    private void writeFatalException(IOException ex) throws IOException {
        clear();
        boolean oldMode = setBlockDataMode(false);
        try {
            writeRaw(TC_EXCEPTION);
            writeObject0(ex, false);
            clear();
        } finally {
            setBlockDataMode(oldMode);
        }
    }

    // ---- the block-data buffer ----

    /** Sets block-data mode (draining what is buffered); returns the previous mode. */
    private boolean setBlockDataMode(boolean mode) throws IOException {
        if (blkmode == mode) {
            return blkmode;
        }
        drainBuffer();
        blkmode = mode;
        return !blkmode;
    }

    private void drainBuffer() throws IOException {
        if (pos == 0) {
            return;
        }
        if (blkmode) {
            if (pos <= 0xFF) {
                out.write(new byte[] {TC_BLOCKDATA, (byte) pos}, 0, 2);
            } else {
                out.write(new byte[] {TC_BLOCKDATALONG, 0, 0, (byte) (pos >>> 8), (byte) pos}, 0, 5);
            }
        }
        out.write(buf, 0, pos);
        pos = 0;
    }

    private void writeRaw(int b) throws IOException {
        if (pos >= MAX_BLOCK_SIZE) {
            drainBuffer();
        }
        buf[pos++] = (byte) b;
    }

    private void writeShortRaw(int v) throws IOException {
        writeRaw(v >>> 8);
        writeRaw(v);
    }

    private void writeIntRaw(int v) throws IOException {
        writeRaw(v >>> 24);
        writeRaw(v >>> 16);
        writeRaw(v >>> 8);
        writeRaw(v);
    }

    private void writeLongRaw(long v) throws IOException {
        writeIntRaw((int) (v >>> 32));
        writeIntRaw((int) v);
    }

    private void writeBytesRaw(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            if (pos >= MAX_BLOCK_SIZE) {
                drainBuffer();
            }
            int n = Math.min(len, MAX_BLOCK_SIZE - pos);
            System.arraycopy(b, off, buf, pos, n);
            pos += n;
            off += n;
            len -= n;
        }
    }

    /** s in modified UTF-8 (no length prefix). */
    static byte[] modifiedUtf8(String s) {
        int len = s.length();
        int n = 0;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            n += (c >= 0x0001 && c <= 0x007F) ? 1 : (c > 0x07FF ? 3 : 2);
        }
        byte[] b = new byte[n];
        int p = 0;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                b[p++] = (byte) c;
            } else if (c > 0x07FF) {
                b[p++] = (byte) (0xE0 | ((c >> 12) & 0x0F));
                b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            } else {
                b[p++] = (byte) (0xC0 | ((c >> 6) & 0x1F));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return b;
    }

    // ---- primitive data (block data while not inside the writing of an object) ----

    @Override
    public void write(int val) throws IOException {
        writeRaw(val);
    }

    @Override
    public void write(byte[] buf) throws IOException {
        writeBytesRaw(buf, 0, buf.length);
    }

    @Override
    public void write(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        int endoff = off + len;
        if (off < 0 || len < 0 || endoff > buf.length || endoff < 0) {
            throw new IndexOutOfBoundsException();
        }
        writeBytesRaw(buf, off, len);
    }

    @Override
    public void flush() throws IOException {
        drainBuffer();
        out.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
        clear();
        out.close();
    }

    @Override
    public void writeBoolean(boolean val) throws IOException {
        writeRaw(val ? 1 : 0);
    }

    @Override
    public void writeByte(int val) throws IOException {
        writeRaw(val);
    }

    @Override
    public void writeShort(int val) throws IOException {
        writeShortRaw(val);
    }

    @Override
    public void writeChar(int val) throws IOException {
        writeShortRaw(val);
    }

    @Override
    public void writeInt(int val) throws IOException {
        writeIntRaw(val);
    }

    @Override
    public void writeLong(long val) throws IOException {
        writeLongRaw(val);
    }

    @Override
    public void writeFloat(float val) throws IOException {
        writeIntRaw(Float.floatToIntBits(val));
    }

    @Override
    public void writeDouble(double val) throws IOException {
        writeLongRaw(Double.doubleToLongBits(val));
    }

    @Override
    public void writeBytes(String str) throws IOException {
        int len = str.length();
        for (int i = 0; i < len; i++) {
            writeRaw(str.charAt(i));
        }
    }

    @Override
    public void writeChars(String str) throws IOException {
        int len = str.length();
        for (int i = 0; i < len; i++) {
            writeShortRaw(str.charAt(i));
        }
    }

    @Override
    public void writeUTF(String str) throws IOException {
        byte[] utf = modifiedUtf8(str);
        if (utf.length > 0xFFFF) {
            throw new UTFDataFormatException();
        }
        writeShortRaw(utf.length);
        writeBytesRaw(utf, 0, utf.length);
    }

    // ---- PutField ----

    /** The values of the serializable fields of the class whose writeObject method is running. */
    public abstract static class PutField {
        public PutField() {
        }

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    private final class PutFieldImpl extends PutField {
        private final ObjectStreamClass desc;
        private final byte[] primVals;
        private final Object[] objVals;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            primVals = new byte[desc.getPrimDataSize()];
            objVals = new Object[desc.getNumObjFields()];
        }

        private int offset(String name, Class<?> type) {
            ObjectStreamField field = desc.getField(name, type);
            if (field == null) {
                throw new IllegalArgumentException("no such field " + name + " with type " + type);
            }
            return field.getOffset();
        }

        @Override
        public void put(String name, boolean val) {
            primVals[offset(name, Boolean.TYPE)] = (byte) (val ? 1 : 0);
        }

        @Override
        public void put(String name, byte val) {
            primVals[offset(name, Byte.TYPE)] = val;
        }

        @Override
        public void put(String name, char val) {
            ObjectStreamClass.putShort(primVals, offset(name, Character.TYPE), val);
        }

        @Override
        public void put(String name, short val) {
            ObjectStreamClass.putShort(primVals, offset(name, Short.TYPE), val);
        }

        @Override
        public void put(String name, int val) {
            ObjectStreamClass.putInt(primVals, offset(name, Integer.TYPE), val);
        }

        @Override
        public void put(String name, float val) {
            ObjectStreamClass.putInt(primVals, offset(name, Float.TYPE), Float.floatToIntBits(val));
        }

        @Override
        public void put(String name, long val) {
            ObjectStreamClass.putLong(primVals, offset(name, Long.TYPE), val);
        }

        @Override
        public void put(String name, double val) {
            ObjectStreamClass.putLong(primVals, offset(name, Double.TYPE), Double.doubleToLongBits(val));
        }

        @Override
        public void put(String name, Object val) {
            objVals[offset(name, Object.class)] = val;
        }

        @Override
        public void write(ObjectOutput out) throws IOException {
            if (ObjectOutputStream.this != out) {
                throw new IllegalArgumentException("wrong stream");
            }
            out.write(primVals, 0, primVals.length);
            ObjectStreamField[] fields = desc.getFields(false);
            int numPrimFields = fields.length - objVals.length;
            for (int i = 0; i < objVals.length; i++) {
                if (fields[numPrimFields + i].isUnshared()) {
                    throw new IOException("cannot write unshared object");
                }
                out.writeObject(objVals[i]);
            }
        }

        void writeFields() throws IOException {
            writeBytesRaw(primVals, 0, primVals.length);
            ObjectStreamField[] fields = desc.getFields(false);
            int numPrimFields = fields.length - objVals.length;
            for (int i = 0; i < objVals.length; i++) {
                writeObject0(objVals[i], fields[numPrimFields + i].isUnshared());
            }
        }
    }

    // ---- handles ----

    /**
     * Objects by identity, numbered in the order they were assigned (null assigns a number that
     * no lookup finds: an unshared object); optionally with a replacement each.
     */
    static final class IdentityTable {
        private Object[] keys = new Object[32];
        private int[] values = new int[32];
        private Object[] reps = new Object[16];
        private int size;
        private int count;

        int size() {
            return size;
        }

        void clear() {
            keys = new Object[32];
            values = new int[32];
            reps = new Object[16];
            size = 0;
            count = 0;
        }

        private int index(Object obj) {
            int mask = keys.length - 1;
            int i = (System.identityHashCode(obj) * 0x9E3779B9 >>> 7) & mask;
            while (keys[i] != null && keys[i] != obj) {
                i = (i + 1) & mask;
            }
            return i;
        }

        /** The number of obj, or -1. */
        int lookup(Object obj) {
            if (obj == null || count == 0) {
                return -1;
            }
            int i = index(obj);
            return keys[i] == null ? -1 : values[i];
        }

        int assign(Object obj) {
            int n = size++;
            if (obj != null) {
                if ((count + 1) * 2 > keys.length) {
                    grow();
                }
                int i = index(obj);
                keys[i] = obj;
                values[i] = n;
                count++;
            }
            return n;
        }

        private void grow() {
            Object[] oldKeys = keys;
            int[] oldValues = values;
            keys = new Object[oldKeys.length * 2];
            values = new int[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null) {
                    int j = index(oldKeys[i]);
                    keys[j] = oldKeys[i];
                    values[j] = oldValues[i];
                }
            }
        }

        void assign(Object obj, Object rep) {
            int n = assign(obj);
            if (n >= reps.length) {
                Object[] r = new Object[reps.length * 2];
                System.arraycopy(reps, 0, r, 0, reps.length);
                reps = r;
            }
            reps[n] = rep;
        }

        /** The replacement of obj, or obj itself. */
        Object lookupReplacement(Object obj) {
            int n = lookup(obj);
            return n >= 0 ? reps[n] : obj;
        }
    }
}
