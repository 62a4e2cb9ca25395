package java.lang.invoke;

import java.lang.reflect.Modifier;
import jpor.internal.Reflection;

/**
 * Lookups, method handles and VarHandles.  jpor: a lookup checks no access
 * but java.base's closed packages; findSpecial of a method that is not
 * private is not supported.
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

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type == void.class)
            throw new IllegalArgumentException("void type");
        Object v = Conversions.convert(value, Object.class, type);
        return new MethodHandle.Simple(MethodType.methodType(type), v, false);
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class)
            throw new IllegalArgumentException("void type");
        return new MethodHandle.Simple(MethodType.methodType(type, type), null, true);
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) throws IllegalArgumentException {
        return arrayElement(arrayClass, false);
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) throws IllegalArgumentException {
        return arrayElement(arrayClass, true);
    }

    private static MethodHandle arrayElement(Class<?> arrayClass, boolean setter) {
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array: " + arrayClass);
        Class<?> e = arrayClass.getComponentType();
        MethodType t = setter ? MethodType.methodType(void.class, arrayClass, int.class, e)
                : MethodType.methodType(e, arrayClass, int.class);
        return new MethodHandle.ArrayElement(t, setter);
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

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return method(refc, name, type, false, "invokeVirtual");
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return method(refc, name, type, true, "invokeStatic");
        }

        /* jpor: only a private method, which no override can hide. */
        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            if (specialCaller != lookupClass)
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller
                        + ", from " + lookupClass + " (" + module() + ")");
            int[] found = new int[1];
            Class<?> decl = resolveMethod(refc, name, type.descriptor, found);
            if (decl == null)
                throw new NoSuchMethodException("no such method: " + refc.getName() + "." + name + type
                        + "/invokeSpecial");
            int flags = Reflection.flags0(decl, true, found[0]);
            if ((flags & Modifier.STATIC) != 0)
                throw new IllegalAccessException("no such method: " + refc.getName() + "." + name + type
                        + "/invokeSpecial");
            if ((flags & Modifier.PRIVATE) == 0)
                throw new UnsupportedOperationException("jpor: findSpecial of a method that is not private");
            return new MethodHandle.Direct(type.insertParameterTypes(0, specialCaller), decl, found[0], true);
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            int slot = type.returnType() == void.class ? declared(refc, "<init>", type.descriptor) : -1;
            if (slot < 0)
                throw new NoSuchMethodException("no such constructor: " + refc.getName() + ".<init>" + type
                        + "/newInvokeSpecial");
            return new MethodHandle.Direct(type.changeReturnType(refc), refc, slot, false);
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return accessor(refc, name, type, false, false);
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return accessor(refc, name, type, false, true);
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return accessor(refc, name, type, true, false);
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return accessor(refc, name, type, true, true);
        }

        public MethodHandle unreflect(java.lang.reflect.Method m) throws IllegalAccessException {
            MethodType t = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            Class<?> decl = m.getDeclaringClass();
            int slot = declared(decl, m.getName(), t.descriptor);
            if ((m.getModifiers() & Modifier.STATIC) != 0)
                return new MethodHandle.Direct(t, decl, slot, false);
            return new MethodHandle.Direct(t.insertParameterTypes(0, decl), decl, slot, true);
        }

        public MethodHandle unreflectConstructor(java.lang.reflect.Constructor<?> c) throws IllegalAccessException {
            Class<?> decl = c.getDeclaringClass();
            MethodType t = MethodType.methodType(void.class, c.getParameterTypes());
            return new MethodHandle.Direct(t.changeReturnType(decl), decl, declared(decl, "<init>", t.descriptor),
                    false);
        }

        public MethodHandle unreflectGetter(java.lang.reflect.Field f) throws IllegalAccessException {
            return unreflectField(f, false);
        }

        public MethodHandle unreflectSetter(java.lang.reflect.Field f) throws IllegalAccessException {
            return unreflectField(f, true);
        }

        private MethodHandle unreflectField(java.lang.reflect.Field f, boolean setter) throws IllegalAccessException {
            try {
                boolean isStatic = (f.getModifiers() & Modifier.STATIC) != 0;
                return accessor(f.getDeclaringClass(), f.getName(), f.getType(), isStatic, setter);
            } catch (NoSuchFieldException e) {
                throw new InternalError(e);
            }
        }

        private MethodHandle method(Class<?> refc, String name, MethodType type, boolean wantStatic, String kind)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc == null || name == null || type == null)
                throw new NullPointerException();
            int[] found = new int[1];
            Class<?> decl = name.startsWith("<") ? null : resolveMethod(refc, name, type.descriptor, found);
            String what = refc.getName() + "." + name + type + "/" + kind;
            if (decl == null)
                throw new NoSuchMethodException("no such method: " + what);
            boolean isStatic = (Reflection.flags0(decl, true, found[0]) & Modifier.STATIC) != 0;
            if (isStatic != wantStatic)
                throw new IllegalAccessException("no such method: " + what);
            if (isStatic)
                return new MethodHandle.Direct(type, decl, found[0], false);
            return new MethodHandle.Direct(type.insertParameterTypes(0, refc), decl, found[0], true);
        }

        private MethodHandle accessor(Class<?> refc, String name, Class<?> type, boolean wantStatic, boolean setter)
                throws NoSuchFieldException, IllegalAccessException {
            if (refc == null || name == null || type == null)
                throw new NullPointerException();
            int[] found = new int[1];
            Class<?> decl = resolve(refc, name, type, found);
            String op = (setter ? "put" : "get") + (wantStatic ? "Static" : "Field");
            String what = refc.getName() + "." + name + "/" + type.getName() + "/";
            if (decl == null)
                throw new NoSuchFieldException("no such field: " + what + op);
            int flags = Reflection.flags0(decl, false, found[0]);
            boolean isStatic = (flags & Modifier.STATIC) != 0;
            if (isStatic != wantStatic)
                throw new IllegalAccessException("expected a " + (wantStatic ? "static" : "non-static") + " field: "
                        + what + (setter ? "put" : "get") + (isStatic ? "Static" : "Field") + ", from "
                        + lookupClass + " (" + module() + ")");
            if (setter && (flags & Modifier.FINAL) != 0)
                throw new IllegalAccessException("unexpected set of a final field: " + what + op + ", from " + lookupClass + " ("
                        + module() + ")");
            MethodType t;
            if (setter)
                t = wantStatic ? MethodType.methodType(void.class, type)
                        : MethodType.methodType(void.class, refc, type);
            else
                t = wantStatic ? MethodType.methodType(type) : MethodType.methodType(type, refc);
            return new MethodHandle.FieldAccess(t, decl, found[0], isStatic, setter);
        }

        /* The slot of the method c declares with this name and descriptor, or -1. */
        private static int declared(Class<?> c, String name, String desc) {
            int[] slots = Reflection.members0(c, name.equals("<init>") ? Reflection.CONSTRUCTORS : Reflection.METHODS);
            for (int i = 0; i < slots.length; i++)
                if (Reflection.name0(c, true, slots[i]).equals(name) && Reflection.desc0(c, true, slots[i]).equals(desc))
                    return slots[i];
            return -1;
        }

        /* JVMS 5.4.3.3's method resolution by name and descriptor: the class
         * and its superclasses, then their superinterfaces. */
        private static Class<?> resolveMethod(Class<?> refc, String name, String desc, int[] found) {
            for (Class<?> c = refc; c != null; c = c.getSuperclass()) {
                int slot = declared(c, name, desc);
                if (slot >= 0) {
                    found[0] = slot;
                    return c;
                }
            }
            for (Class<?> c = refc; c != null; c = c.getSuperclass()) {
                Class<?>[] ifaces = c.getInterfaces();
                for (int i = 0; i < ifaces.length; i++) {
                    Class<?> d = resolveMethod(ifaces[i], name, desc, found);
                    if (d != null)
                        return d;
                }
            }
            if (refc.isInterface()) {
                int slot = declared(Object.class, name, desc);
                if (slot >= 0) {
                    found[0] = slot;
                    return Object.class;
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
