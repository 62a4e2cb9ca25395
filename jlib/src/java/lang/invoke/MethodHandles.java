package java.lang.invoke;

import java.lang.reflect.Modifier;
import jpor.internal.Reflection;

/**
 * Lookups and VarHandles.  jpor: no method handles yet; a lookup finds
 * VarHandles only, and checks no access but java.base's closed packages.
 */
public class MethodHandles {
    private MethodHandles() {
    }

    /** A lookup for the calling class (Reflection.callerClass0 passes over this class). */
    public static Lookup lookup() {
        return new Lookup(Reflection.callerClass0());
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass == null || caller == null)
            throw new NullPointerException();
        if (targetClass.isPrimitive())
            throw new IllegalArgumentException(targetClass + " is a primitive class");
        if (targetClass.isArray())
            throw new IllegalArgumentException(targetClass + " is an array class");
        String n = targetClass.getName();
        if (n.startsWith("java.") || n.startsWith("jpor.")) {
            String pkg = n.substring(0, n.lastIndexOf('.'));
            throw new IllegalAccessException("module java.base does not open " + pkg + " to " + Lookup.module());
        }
        return new Lookup(targetClass);
    }

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) throws IllegalArgumentException {
        if (arrayClass == null)
            throw new NullPointerException("Cannot invoke \"java.lang.Class.isArray()\" because \"arrayClass\" is null");
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array: " + arrayClass);
        return new VarHandle.Impl(VarHandle.ARRAY, arrayClass, -1, arrayClass.getComponentType(), arrayClass, false);
    }

    public static final class Lookup {
        private final Class<?> lookupClass;

        Lookup(Class<?> lookupClass) {
            this.lookupClass = lookupClass;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public String toString() {
            return lookupClass.getName();
        }

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(recv, name, type, false);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(decl, name, type, true);
        }

        /* JVMS 5.4.3.2's field resolution, by name and type; then, for a
         * static field, the class named is initialised, as java does. */
        private VarHandle field(Class<?> refc, String name, Class<?> type, boolean wantStatic)
                throws NoSuchFieldException, IllegalAccessException {
            if (refc == null || name == null || type == null)
                throw new NullPointerException();
            int[] found = new int[1];
            Class<?> decl = resolve(refc, name, type, found);
            String what = refc.getName() + "." + name + "/" + type.getName() + "/";
            if (decl == null)
                throw new NoSuchFieldException("no such field: " + what + (wantStatic ? "getStatic" : "getField"));
            int flags = Reflection.flags0(decl, false, found[0]);
            boolean isStatic = (flags & Modifier.STATIC) != 0;
            if (isStatic != wantStatic)
                throw new IllegalAccessException("expected a " + (wantStatic ? "static" : "non-static") + " field: "
                        + what + (isStatic ? "getStatic" : "getField") + ", from " + lookupClass + " ("
                        + module() + ")");
            if (isStatic) /* the class named, and so its superclasses -- not an interface
                           * that declares the field (java then reads it uninitialised) */
                Reflection.ensureInit0(refc);
            return new VarHandle.Impl(isStatic ? VarHandle.STATIC : VarHandle.FIELD, decl, found[0], type, refc,
                    (flags & Modifier.FINAL) != 0);
        }

        private static Class<?> resolve(Class<?> c, String name, Class<?> type, int[] found) {
            for (; c != null; c = c.getSuperclass()) {
                int[] slots = Reflection.members0(c, 0);
                for (int i = 0; i < slots.length; i++)
                    if (Reflection.name0(c, false, slots[i]).equals(name)
                            && Reflection.fieldType0(c, slots[i]) == type) {
                        found[0] = slots[i];
                        return c;
                    }
                Class<?>[] ifaces = c.getInterfaces();
                for (int i = 0; i < ifaces.length; i++) {
                    Class<?> d = resolve(ifaces[i], name, type, found);
                    if (d != null)
                        return d;
                }
            }
            return null;
        }

        /* java names the unnamed module by its identity hash */
        static String module() {
            return "unnamed module @" + Integer.toHexString(System.identityHashCode(Lookup.class));
        }
    }
}
