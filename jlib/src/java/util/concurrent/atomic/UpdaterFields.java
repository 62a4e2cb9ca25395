package java.util.concurrent.atomic;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/** The checks the field updaters' newUpdater makes of their field, with the
 *  JDK's exceptions: an updater on a field of the wrong type or one that is
 *  not volatile would read and write the slot as something it is not. */
final class UpdaterFields {
    private UpdaterFields() {
    }

    /** The field named name of tclass or a superclass (the one
     *  Unsafe.objectFieldOffset found). */
    static Field find(Class<?> tclass, String name) {
        for (Class<?> c = tclass; c != null; c = c.getSuperclass()) {
            try {
                return c.getDeclaredField(name);
            } catch (NoSuchFieldException e) {
                // on to the superclass
            }
        }
        throw new RuntimeException(new NoSuchFieldException(name));
    }

    /** A primitive field of type want, volatile. */
    static void checkPrimitive(Class<?> tclass, String name, Class<?> want, String wrongType) {
        Field f = find(tclass, name);
        if (f.getType() != want)
            throw new IllegalArgumentException(wrongType);
        checkVolatile(f);
    }

    /** A reference field of exactly type vclass, volatile. */
    static void checkReference(Class<?> tclass, String name, Class<?> vclass) {
        Field f = find(tclass, name);
        if (vclass != f.getType())
            throw new ClassCastException();
        if (vclass.isPrimitive())
            throw new IllegalArgumentException("Must be reference type");
        checkVolatile(f);
    }

    private static void checkVolatile(Field f) {
        if (!Modifier.isVolatile(f.getModifiers()))
            throw new IllegalArgumentException("Must be volatile type");
    }
}
