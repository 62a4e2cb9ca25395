package java.lang.reflect;

/** Static methods to create and access arrays of any type. */
public final class Array {
    private Array() {
    }

    /** A new array with the given component type and length (native: natives/lang.c). */
    public static native Object newInstance(Class<?> componentType, int length)
            throws NegativeArraySizeException;

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions.length == 0) {
            throw new IllegalArgumentException("Empty dimensions array");
        }
        if (dimensions.length > 255) {
            throw new IllegalArgumentException("Dimensions array too large");
        }
        return multi(componentType, dimensions, 0);
    }

    private static Object multi(Class<?> componentType, int[] dims, int d) {
        if (d == dims.length - 1) {
            return newInstance(componentType, dims[d]);
        }
        Class<?> inner = componentType;
        for (int i = d + 1; i < dims.length; i++) {
            inner = newInstance(inner, 0).getClass();
        }
        Object[] a = (Object[]) newInstance(inner, dims[d]);
        for (int i = 0; i < a.length; i++) {
            a[i] = multi(componentType, dims, d + 1);
        }
        return a;
    }

    /** The length of an array (native: natives/lang.c); IllegalArgumentException if not an array. */
    public static native int getLength(Object array) throws IllegalArgumentException;

    private static IllegalArgumentException notArray() {
        return new IllegalArgumentException("Argument is not an array");
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    public static Object get(Object array, int index) {
        if (array instanceof Object[]) {
            return ((Object[]) array)[index];
        }
        if (array instanceof int[]) {
            return Integer.valueOf(((int[]) array)[index]);
        }
        if (array instanceof long[]) {
            return Long.valueOf(((long[]) array)[index]);
        }
        if (array instanceof double[]) {
            return Double.valueOf(((double[]) array)[index]);
        }
        if (array instanceof float[]) {
            return Float.valueOf(((float[]) array)[index]);
        }
        if (array instanceof char[]) {
            return Character.valueOf(((char[]) array)[index]);
        }
        if (array instanceof byte[]) {
            return Byte.valueOf(((byte[]) array)[index]);
        }
        if (array instanceof short[]) {
            return Short.valueOf(((short[]) array)[index]);
        }
        if (array instanceof boolean[]) {
            return Boolean.valueOf(((boolean[]) array)[index]);
        }
        if (array == null) {
            throw new NullPointerException();
        }
        throw notArray();
    }

    public static boolean getBoolean(Object array, int index) {
        if (array instanceof boolean[]) {
            return ((boolean[]) array)[index];
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static byte getByte(Object array, int index) {
        if (array instanceof byte[]) {
            return ((byte[]) array)[index];
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static char getChar(Object array, int index) {
        if (array instanceof char[]) {
            return ((char[]) array)[index];
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static short getShort(Object array, int index) {
        if (array instanceof short[]) {
            return ((short[]) array)[index];
        }
        if (array instanceof byte[]) {
            return ((byte[]) array)[index];
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static int getInt(Object array, int index) {
        if (array instanceof int[]) {
            return ((int[]) array)[index];
        }
        if (array instanceof char[]) {
            return ((char[]) array)[index];
        }
        if (array instanceof short[] || array instanceof byte[]) {
            return getShort(array, index);
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static long getLong(Object array, int index) {
        if (array instanceof long[]) {
            return ((long[]) array)[index];
        }
        if (array instanceof int[] || array instanceof char[] || array instanceof short[]
                || array instanceof byte[]) {
            return getInt(array, index);
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static float getFloat(Object array, int index) {
        if (array instanceof float[]) {
            return ((float[]) array)[index];
        }
        if (array instanceof long[] || array instanceof int[] || array instanceof char[]
                || array instanceof short[] || array instanceof byte[]) {
            return getLong(array, index);
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static double getDouble(Object array, int index) {
        if (array instanceof double[]) {
            return ((double[]) array)[index];
        }
        if (array instanceof float[]) {
            return ((float[]) array)[index];
        }
        if (array instanceof long[] || array instanceof int[] || array instanceof char[]
                || array instanceof short[] || array instanceof byte[]) {
            return getLong(array, index);
        }
        throw array == null ? new NullPointerException() : array.getClass().isArray() ? mismatch() : notArray();
    }

    public static void set(Object array, int index, Object value) {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw mismatch();
            }
            a[index] = value;
            return;
        }
        if (array == null) {
            throw new NullPointerException();
        }
        if (!array.getClass().isArray()) {
            throw notArray();
        }
        if (value instanceof Boolean) {
            setBoolean(array, index, ((Boolean) value).booleanValue());
        } else if (value instanceof Character) {
            setChar(array, index, ((Character) value).charValue());
        } else if (value instanceof Byte) {
            setByte(array, index, ((Byte) value).byteValue());
        } else if (value instanceof Short) {
            setShort(array, index, ((Short) value).shortValue());
        } else if (value instanceof Integer) {
            setInt(array, index, ((Integer) value).intValue());
        } else if (value instanceof Long) {
            setLong(array, index, ((Long) value).longValue());
        } else if (value instanceof Float) {
            setFloat(array, index, ((Float) value).floatValue());
        } else if (value instanceof Double) {
            setDouble(array, index, ((Double) value).doubleValue());
        } else {
            throw mismatch();
        }
    }

    private static RuntimeException setFail(Object array) {
        if (array == null) {
            return new NullPointerException();
        }
        return array.getClass().isArray() ? mismatch() : notArray();
    }

    public static void setBoolean(Object array, int index, boolean z) {
        if (array instanceof boolean[]) {
            ((boolean[]) array)[index] = z;
            return;
        }
        throw setFail(array);
    }

    public static void setByte(Object array, int index, byte b) {
        if (array instanceof byte[]) {
            ((byte[]) array)[index] = b;
            return;
        }
        setShort(array, index, b);
    }

    public static void setChar(Object array, int index, char c) {
        if (array instanceof char[]) {
            ((char[]) array)[index] = c;
            return;
        }
        if (array instanceof int[] || array instanceof long[] || array instanceof float[]
                || array instanceof double[]) {
            setInt(array, index, c);
            return;
        }
        throw setFail(array);
    }

    public static void setShort(Object array, int index, short s) {
        if (array instanceof short[]) {
            ((short[]) array)[index] = s;
            return;
        }
        if (array instanceof int[] || array instanceof long[] || array instanceof float[]
                || array instanceof double[]) {
            setInt(array, index, s);
            return;
        }
        throw setFail(array);
    }

    public static void setInt(Object array, int index, int i) {
        if (array instanceof int[]) {
            ((int[]) array)[index] = i;
            return;
        }
        setLong(array, index, i);
    }

    public static void setLong(Object array, int index, long l) {
        if (array instanceof long[]) {
            ((long[]) array)[index] = l;
            return;
        }
        setFloat(array, index, l);
    }

    public static void setFloat(Object array, int index, float f) {
        if (array instanceof float[]) {
            ((float[]) array)[index] = f;
            return;
        }
        setDouble(array, index, f);
    }

    public static void setDouble(Object array, int index, double d) {
        if (array instanceof double[]) {
            ((double[]) array)[index] = d;
            return;
        }
        throw setFail(array);
    }
}
