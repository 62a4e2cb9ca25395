package java.lang.invoke;

/*
 * asType's conversions on boxed values (MethodHandle.asType's javadoc): a
 * primitive travels as its box, a void result as null.  canConvert decides
 * from the types alone (else WrongMethodTypeException); convert applies the
 * conversion to a value, throwing ClassCastException or NullPointerException
 * where the value does not fit.
 */
final class Conversions {
    private Conversions() {
    }

    private static final Class<?>[] PRIMS = {boolean.class, byte.class, short.class, char.class, int.class,
            long.class, float.class, double.class};
    private static final Class<?>[] BOXES = {Boolean.class, Byte.class, Short.class, Character.class,
            Integer.class, Long.class, Float.class, Double.class};

    static Class<?> wrapper(Class<?> prim) {
        for (int i = 0; i < PRIMS.length; i++)
            if (PRIMS[i] == prim)
                return BOXES[i];
        return prim == void.class ? Void.class : prim;
    }

    /* The primitive a wrapper class boxes, or null. */
    static Class<?> primitive(Class<?> box) {
        for (int i = 0; i < BOXES.length; i++)
            if (BOXES[i] == box)
                return PRIMS[i];
        return null;
    }

    /* JLS 5.1.2's widening primitive conversions, or the identity. */
    static boolean widens(Class<?> from, Class<?> to) {
        if (from == to)
            return true;
        if (from == boolean.class || to == boolean.class || to == char.class || to == byte.class)
            return false;
        if (from == byte.class)
            return true;
        if (to == short.class)
            return false;
        if (from == short.class || from == char.class)
            return true;
        if (to == int.class)
            return false;
        if (from == int.class)
            return true;
        if (to == long.class)
            return false;
        return from == long.class || to == double.class;
    }

    static boolean canConvert(Class<?> from, Class<?> to) {
        if (from == to || to == void.class || from == void.class)
            return true; /* void: a dropped result, or a null or zero one */
        if (from.isPrimitive())
            return to.isPrimitive() ? widens(from, to) : to.isAssignableFrom(wrapper(from));
        if (!to.isPrimitive())
            return true; /* a cast */
        Class<?> p = primitive(from);
        if (p != null)
            return widens(p, to);
        return from.isAssignableFrom(wrapper(to)) || from.isAssignableFrom(Number.class);
    }

    /* v, a value of type from, as a value of type to (canConvert holds). */
    static Object convert(Object v, Class<?> from, Class<?> to) {
        if (to == void.class)
            return null;
        if (from == void.class)
            return to.isPrimitive() ? zero(to) : null;
        if (!to.isPrimitive()) {
            if (v != null && !to.isInstance(v))
                throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + to.getName());
            return v;
        }
        if (v == null)
            throw new NullPointerException();
        Class<?> p = primitive(v.getClass());
        if (p == null) { /* java casts to the box's class first: the VM's message */
            Object box = to == boolean.class ? (Boolean) v : to == char.class ? (Object) (Character) v : (Number) v;
        }
        if (!widens(p, to))
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + wrapper(to).getName());
        return widen(v, to);
    }

    /* The box of type to holding the value of box v, whose primitive widens to to. */
    private static Object widen(Object v, Class<?> to) {
        if (v instanceof Boolean || v.getClass() == wrapper(to))
            return v;
        if (v instanceof Character)
            v = Integer.valueOf(((Character) v).charValue());
        Number n = (Number) v;
        if (to == short.class)
            return Short.valueOf(n.shortValue());
        if (to == int.class)
            return Integer.valueOf(n.intValue());
        if (to == long.class)
            return Long.valueOf(n.longValue());
        if (to == float.class)
            return Float.valueOf(n.floatValue());
        return Double.valueOf(n.doubleValue());
    }

    static Object zero(Class<?> prim) {
        if (prim == boolean.class)
            return Boolean.FALSE;
        if (prim == char.class)
            return Character.valueOf((char) 0);
        if (prim == byte.class)
            return Byte.valueOf((byte) 0);
        return widen(Integer.valueOf(0), prim);
    }
}
