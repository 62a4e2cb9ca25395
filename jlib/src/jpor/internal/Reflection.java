package jpor.internal;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * VM support for java.lang.reflect (natives/reflect.c): the members of a class, the calls behind
 * Field.get/set, Method.invoke and Constructor.newInstance, the caller's access rights and the
 * conversions of boxed values. java.lang.Class builds its Field, Method and Constructor objects
 * through the {@link Factory} that java.lang.reflect registers.
 */
public final class Reflection {
    private Reflection() {
    }

    public static final int FIELDS = 0, METHODS = 1, CONSTRUCTORS = 2;

    /** The modifier bits Field.getModifiers and Method.getModifiers report (as the JDK). */
    public static final int FIELD_FLAGS = 0x50df, METHOD_FLAGS = 0x1dff;

    private static final int ENUM = 0x4000;

    /** Indexes of the declared fields, methods or constructors of c (kind), in class-file order. */
    public static native int[] members0(Class<?> c, int kind);

    public static native String name0(Class<?> c, boolean method, int slot);

    public static native int flags0(Class<?> c, boolean method, int slot);

    public static native Class<?> fieldType0(Class<?> c, int slot);

    /** {return type, parameter types...} */
    public static native Class<?>[] methodTypes0(Class<?> c, int slot);

    public static native Class<?>[] exceptionTypes0(Class<?> c, int slot);

    /** The MethodParameters names, or null when the class file has none. */
    public static native String[] paramNames0(Class<?> c, int slot);

    public static native int[] paramFlags0(Class<?> c, int slot);

    public static native String[] recordComponents0(Class<?> c);

    /** The method's Signature attribute (generic types), or null. */
    public static native String signature0(Class<?> c, int slot);

    /** Where annotations0 and genericSignature0 look: the class, a field, a method, ... */
    public static final int A_CLASS = 0, A_FIELD = 1, A_METHOD = 2, A_PARAMS = 3, A_DEFAULT = 4, A_COMPONENT = 5;

    /**
     * The body of the RuntimeVisibleAnnotations attribute of the class, field slot, method slot or
     * record component slot (kind A_CLASS, A_FIELD, A_METHOD, A_COMPONENT), of a method's
     * RuntimeVisibleParameterAnnotations (A_PARAMS) or AnnotationDefault (A_DEFAULT); null without.
     */
    public static native byte[] annotations0(Class<?> c, int kind, int slot);

    /** The tag of constant idx of c's constant pool, 0 when there is none. */
    public static native int constTag0(Class<?> c, int idx);

    /** The text of Utf8 constant idx of c, null when it is not one. */
    public static native String constUtf80(Class<?> c, int idx);

    /** The bits of an Integer, Float (raw int bits), Long or Double (raw long bits) constant. */
    public static native long constBits0(Class<?> c, int idx);

    /** The Signature attribute of the class, a field, a method or a record component (A_*), or null. */
    public static native String genericSignature0(Class<?> c, int kind, int slot);

    /** The class a field descriptor or "V" names, loaded but not initialised; null when missing. */
    public static native Class<?> classFor0(String desc);

    /**
     * The proxy class (natives/proxy.c) in package pkg ("a/b/") with flags (Modifier.PUBLIC or 0)
     * implementing interfaces, whose method i is names[i] with descriptor descs[i] and calls
     * Proxy.dispatch with i; made once for a package and interface list.
     */
    public static native Class<?> defineProxy0(String pkg, int flags, Class<?>[] interfaces, String[] names,
            String[] descs);

    /** Was c made by defineProxy0? */
    public static native boolean isProxy0(Class<?> c);

    /** The class of the innermost frame outside java.lang.reflect, Class and this class. */
    public static native Class<?> callerClass0();

    /** The class file's own access flags. */
    public static native int classFlags0(Class<?> c);

    public static native void ensureInit0(Class<?> c);

    /** Does c declare a static initializer? (the default serialVersionUID hashes it) */
    public static native boolean hasClinit0(Class<?> c);

    /** The descriptor of field or method slot of c, as in the class file ("(ILjava/lang/String;)V"). */
    public static native String desc0(Class<?> c, boolean method, int slot);

    /** A new instance of c (initialising c first) on which no constructor has run. */
    public static native Object allocate0(Class<?> c);

    /**
     * Runs constructor slot of decl, which has no parameters, on obj (an instance of decl or of a
     * subclass made by allocate0): deserialization's call of the first non-serializable
     * superclass's constructor.
     */
    public static native void construct0(Class<?> decl, int slot, Object obj);

    /** Calls method or constructor slot of c; the arguments are boxes of the exact parameter types. */
    public static native Object invoke0(Class<?> c, int slot, Object recv, Object[] args);

    public static native Object get0(Class<?> c, int slot, Object recv);

    public static native void set0(Class<?> c, int slot, Object recv, Object value);

    /** Makes the reflection objects; implemented in java.lang.reflect, which registers it. */
    public abstract static class Factory {
        public abstract Field newField(Class<?> decl, int slot, String name, Class<?> type, int modifiers);

        public abstract Method newMethod(Class<?> decl, int slot, String name, Class<?>[] params, Class<?> ret,
                int modifiers);

        public abstract <T> Constructor<T> newConstructor(Class<T> decl, int slot, Class<?>[] params, int modifiers);

        public abstract RecordComponent newRecordComponent(Class<?> decl, int slot, String name, Class<?> type,
                Method accessor);
    }

    private static Factory factory;

    public static void setFactory(Factory f) {
        factory = f;
    }

    private static Factory factory() {
        if (factory == null) {
            ensureInit0(AccessibleObject.class);
        }
        return factory;
    }

    // ---- members ----

    public static Field[] declaredFields(Class<?> c, boolean publicOnly) {
        int[] slots = members0(c, FIELDS);
        List<Field> r = new ArrayList<Field>(slots.length);
        for (int i = 0; i < slots.length; i++) {
            int mods = flags0(c, false, slots[i]) & FIELD_FLAGS;
            if (publicOnly && !Modifier.isPublic(mods)) {
                continue;
            }
            r.add(factory().newField(c, slots[i], name0(c, false, slots[i]), fieldType0(c, slots[i]), mods));
        }
        return r.toArray(new Field[r.size()]);
    }

    public static Method[] declaredMethods(Class<?> c, boolean publicOnly) {
        int[] slots = members0(c, METHODS);
        List<Method> r = new ArrayList<Method>(slots.length);
        for (int i = 0; i < slots.length; i++) {
            int mods = flags0(c, true, slots[i]) & METHOD_FLAGS;
            if (publicOnly && !Modifier.isPublic(mods)) {
                continue;
            }
            Class<?>[] types = methodTypes0(c, slots[i]);
            r.add(factory().newMethod(c, slots[i], name0(c, true, slots[i]),
                    Arrays.copyOfRange(types, 1, types.length), types[0], mods));
        }
        return r.toArray(new Method[r.size()]);
    }

    @SuppressWarnings("unchecked")
    public static <T> Constructor<T>[] declaredConstructors(Class<T> c, boolean publicOnly) {
        int[] slots = members0(c, CONSTRUCTORS);
        List<Constructor<T>> r = new ArrayList<Constructor<T>>(slots.length);
        for (int i = 0; i < slots.length; i++) {
            int mods = flags0(c, true, slots[i]) & METHOD_FLAGS;
            if (publicOnly && !Modifier.isPublic(mods)) {
                continue;
            }
            Class<?>[] types = methodTypes0(c, slots[i]);
            r.add(factory().newConstructor(c, slots[i], Arrays.copyOfRange(types, 1, types.length), mods));
        }
        return r.toArray((Constructor<T>[]) new Constructor<?>[r.size()]);
    }

    /** Class.getFields: the public fields of c, then of its superinterfaces, then of its superclass. */
    public static Field[] publicFields(Class<?> c) {
        List<Field> r = new ArrayList<Field>();
        addPublicFields(c, r);
        return r.toArray(new Field[r.size()]);
    }

    private static void addPublicFields(Class<?> c, List<Field> r) {
        for (Field f : declaredFields(c, true)) {
            if (!r.contains(f)) {
                r.add(f);
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            addPublicFields(i, r);
        }
        Class<?> s = c.getSuperclass();
        if (s != null) {
            addPublicFields(s, r);
        }
    }

    /** Class.getField: c's own, then its superinterfaces' (depth first), then its superclass's. */
    public static Field publicField(Class<?> c, String name) {
        for (Field f : declaredFields(c, true)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            Field f = publicField(i, name);
            if (f != null) {
                return f;
            }
        }
        Class<?> s = c.getSuperclass();
        return s == null ? null : publicField(s, name);
    }

    /**
     * Class.getMethods: c's public methods and the public methods it inherits (from superclasses,
     * and the instance methods of superinterfaces), without a method for which one of the same
     * signature and return type is more specific (declared in a class rather than an interface,
     * or in a subtype).
     */
    public static Method[] publicMethods(Class<?> c) {
        List<Method> r = new ArrayList<Method>();
        for (Method m : declaredMethods(c, true)) {
            r.add(m);
        }
        List<Method> inherited = new ArrayList<Method>();
        Class<?> s = c.isInterface() ? null : c.getSuperclass();
        if (s != null) {
            inherited.addAll(Arrays.asList(publicMethods(s)));
        }
        for (Class<?> i : c.getInterfaces()) {
            for (Method m : publicMethods(i)) {
                if (!Modifier.isStatic(m.getModifiers())) {
                    inherited.add(m);
                }
            }
        }
        for (Method n : inherited) {
            if (r.contains(n)) {
                continue;
            }
            boolean dropped = false;
            for (int k = 0; k < r.size(); k++) {
                Method m = r.get(k);
                if (!sameSignature(m, n)) {
                    continue;
                }
                if (moreSpecific(m, n)) {
                    dropped = true;
                    break;
                }
                if (moreSpecific(n, m)) {
                    r.remove(k--);
                }
            }
            if (!dropped) {
                r.add(n);
            }
        }
        return r.toArray(new Method[r.size()]);
    }

    private static boolean sameSignature(Method m, Method n) {
        return m.getName().equals(n.getName()) && m.getReturnType() == n.getReturnType()
                && Arrays.equals(m.getParameterTypes(), n.getParameterTypes());
    }

    private static boolean moreSpecific(Method m, Method n) {
        Class<?> a = m.getDeclaringClass(), b = n.getDeclaringClass();
        if (a == b) {
            return false;
        }
        if (!a.isInterface() && b.isInterface()) {
            return true;
        }
        return a.isInterface() == b.isInterface() && b.isAssignableFrom(a);
    }

    /** The one of ms with this name and parameter types whose return type is most specific, or null. */
    public static Method findMethod(Method[] ms, String name, Class<?>[] params) {
        Method best = null;
        for (Method m : ms) {
            if (m.getName().equals(name) && Arrays.equals(m.getParameterTypes(), params)) {
                if (best == null || (best.getReturnType() != m.getReturnType()
                        && best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                    best = m;
                }
            }
        }
        return best;
    }

    /** The message of NoSuchMethodException: {@code Main.foo(int,java.lang.String)}. */
    public static String methodName(Class<?> c, String name, Class<?>[] params) {
        StringBuilder sb = new StringBuilder();
        sb.append(c.getName()).append('.').append(name).append('(');
        for (int i = 0; params != null && i < params.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(params[i] == null ? "null" : params[i].getName());
        }
        return sb.append(')').toString();
    }

    public static RecordComponent[] recordComponents(Class<?> c) {
        String[] names = recordComponents0(c);
        if (names == null) {
            return null;
        }
        RecordComponent[] r = new RecordComponent[names.length];
        Field[] fields = declaredFields(c, false);
        Method[] methods = declaredMethods(c, false);
        for (int i = 0; i < names.length; i++) {
            Class<?> type = null;
            for (Field f : fields) {
                if (f.getName().equals(names[i]) && !Modifier.isStatic(f.getModifiers())) {
                    type = f.getType();
                }
            }
            Method accessor = findMethod(methods, names[i], new Class<?>[0]);
            r[i] = factory().newRecordComponent(c, i, names[i], type, accessor);
        }
        return r;
    }

    // ---- generic signatures (only to name parameter types) ----

    /**
     * The names of the parameter types in method slot's generic Signature, as the JDK's
     * {@code Type.getTypeName} gives them ({@code java.util.Map<java.lang.String, ? extends T>});
     * null when there is no Signature or it does not have count parameters (inner classes'
     * constructors, whose descriptor has the outer instance as well).
     */
    public static String[] genericParameterNames(Class<?> c, int slot, int count) {
        String sig = signature0(c, slot);
        if (sig == null) {
            return null;
        }
        int[] p = {0};
        if (sig.charAt(0) == '<') { // formal type parameters
            int depth = 0;
            do {
                char ch = sig.charAt(p[0]++);
                if (ch == '<') {
                    depth++;
                } else if (ch == '>') {
                    depth--;
                }
            } while (depth > 0);
        }
        p[0]++; // '('
        List<String> r = new ArrayList<String>();
        while (sig.charAt(p[0]) != ')') {
            r.add(typeName(sig, p));
        }
        return r.size() == count ? r.toArray(new String[count]) : null;
    }

    private static String typeName(String s, int[] p) {
        char ch = s.charAt(p[0]++);
        switch (ch) {
        case 'B':
            return "byte";
        case 'C':
            return "char";
        case 'D':
            return "double";
        case 'F':
            return "float";
        case 'I':
            return "int";
        case 'J':
            return "long";
        case 'S':
            return "short";
        case 'Z':
            return "boolean";
        case 'V':
            return "void";
        case '[':
            return typeName(s, p) + "[]";
        case 'T': {
            int e = s.indexOf(';', p[0]);
            String n = s.substring(p[0], e);
            p[0] = e + 1;
            return n;
        }
        default: // 'L'
            return classTypeName(s, p);
        }
    }

    /** {@code Lpkg/Outer<args>.Inner<args>;}: an owner with arguments is followed by $ and the simple name. */
    private static String classTypeName(String s, int[] p) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        while (true) {
            int start = p[0];
            char ch;
            while ((ch = s.charAt(p[0])) != '<' && ch != '.' && ch != ';') {
                p[0]++;
            }
            if (!first) {
                sb.append('$');
            }
            sb.append(s.substring(start, p[0]).replace('/', '.'));
            first = false;
            if (ch == '<') {
                p[0]++;
                sb.append('<');
                boolean firstArg = true;
                while (s.charAt(p[0]) != '>') {
                    if (!firstArg) {
                        sb.append(", ");
                    }
                    firstArg = false;
                    sb.append(typeArgument(s, p));
                }
                p[0]++;
                sb.append('>');
                ch = s.charAt(p[0]);
            }
            p[0]++;
            if (ch == ';') {
                return sb.toString();
            }
        }
    }

    private static String typeArgument(String s, int[] p) {
        char ch = s.charAt(p[0]);
        if (ch == '*') {
            p[0]++;
            return "?";
        }
        if (ch == '+' || ch == '-') {
            p[0]++;
            String bound = typeName(s, p);
            if (ch == '+') {
                return bound.equals("java.lang.Object") ? "?" : "? extends " + bound;
            }
            return "? super " + bound;
        }
        return typeName(s, p);
    }

    // ---- access (JLS 6.6) ----

    private static String packageOf(Class<?> c) {
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(0, dot);
    }

    /** Classes of jlib's packages stand for the JDK's module java.base. */
    public static boolean inJavaBase(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String n = c.getName();
        return !c.isPrimitive() && (n.startsWith("java.") || n.startsWith("jpor.internal."));
    }

    private static boolean isSubclass(Class<?> sub, Class<?> sup) {
        for (Class<?> k = sub; k != null; k = k.getSuperclass()) {
            if (k == sup) {
                return true;
            }
        }
        return false;
    }

    /**
     * May code in class caller access a member of decl with these modifiers, on an object of class
     * target (null for static members)? Private members are accessible within a nest (class files
     * of Java 11 and later record nests; earlier ones make each class its own nest).
     */
    public static boolean verifyAccess(Class<?> caller, Class<?> decl, Class<?> target, int mods) {
        if (caller == decl) {
            return true;
        }
        boolean samePackage = packageOf(caller).equals(packageOf(decl));
        if (!Modifier.isPublic(classFlags0(decl)) && !samePackage) {
            return false;
        }
        if (Modifier.isPublic(mods)) {
            return true;
        }
        if (Modifier.isPrivate(mods)) {
            return caller.getNestHost() == decl.getNestHost();
        }
        if (samePackage) {
            return true;
        }
        if (!Modifier.isProtected(mods) || !isSubclass(caller, decl)) {
            return false;
        }
        // a protected instance member or constructor: only on objects of the caller's own kind
        return target == null || target == caller || isSubclass(target, caller);
    }

    public static void checkAccess(Class<?> caller, Class<?> decl, Class<?> target, int mods)
            throws IllegalAccessException {
        if (!verifyAccess(caller, decl, target, mods)) {
            String where = inJavaBase(decl) && !inJavaBase(caller) ? " (in module java.base)" : "";
            throw new IllegalAccessException("class " + caller.getName() + " cannot access a member of class "
                    + decl.getName() + where + " with modifiers \"" + Modifier.toString(mods) + "\"");
        }
    }

    // ---- boxes ----

    /** The descriptor letter of a primitive class, 'L' for a reference type. */
    public static char kind(Class<?> c) {
        if (!c.isPrimitive()) {
            return 'L';
        }
        if (c == boolean.class) {
            return 'Z';
        }
        if (c == byte.class) {
            return 'B';
        }
        if (c == char.class) {
            return 'C';
        }
        if (c == short.class) {
            return 'S';
        }
        if (c == int.class) {
            return 'I';
        }
        if (c == long.class) {
            return 'J';
        }
        if (c == float.class) {
            return 'F';
        }
        if (c == double.class) {
            return 'D';
        }
        return 'V';
    }

    /** The primitive kind a box holds, 'L' for any other object. */
    public static char boxKind(Object o) {
        if (o instanceof Integer) {
            return 'I';
        }
        if (o instanceof Long) {
            return 'J';
        }
        if (o instanceof Boolean) {
            return 'Z';
        }
        if (o instanceof Character) {
            return 'C';
        }
        if (o instanceof Double) {
            return 'D';
        }
        if (o instanceof Float) {
            return 'F';
        }
        if (o instanceof Byte) {
            return 'B';
        }
        if (o instanceof Short) {
            return 'S';
        }
        return 'L';
    }

    /** Identity or widening primitive conversion from kind a to kind b (JLS 5.1.2)? */
    public static boolean widens(char a, char b) {
        if (a == b) {
            return a != 'L' && a != 'V';
        }
        switch (a) {
        case 'B':
            return b == 'S' || b == 'I' || b == 'J' || b == 'F' || b == 'D';
        case 'S':
        case 'C':
            return b == 'I' || b == 'J' || b == 'F' || b == 'D';
        case 'I':
            return b == 'J' || b == 'F' || b == 'D';
        case 'J':
            return b == 'F' || b == 'D';
        case 'F':
            return b == 'D';
        default:
            return false;
        }
    }

    private static long integral(Object box) {
        if (box instanceof Character) {
            return ((Character) box).charValue();
        }
        return ((Number) box).longValue();
    }

    /** The box of kind to holding the value of box widened, or null when it does not widen. */
    public static Object convert(Object box, char to) {
        char from = boxKind(box);
        if (!widens(from, to)) {
            return null;
        }
        if (from == to) {
            return box;
        }
        switch (to) {
        case 'S':
            return Short.valueOf((short) integral(box));
        case 'I':
            return Integer.valueOf((int) integral(box));
        case 'J':
            return Long.valueOf(integral(box));
        case 'F':
            return Float.valueOf((float) integral(box));
        default: // 'D'
            return Double.valueOf(from == 'F' ? (double) ((Float) box).floatValue() : (double) integral(box));
        }
    }

    /** Method.invoke's and Constructor.newInstance's argument checks and conversions. */
    public static Object[] convertArgs(Class<?>[] params, Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != params.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] r = new Object[n];
        for (int i = 0; i < n; i++) {
            Object a = args[i];
            char k = kind(params[i]);
            if (k == 'L') {
                if (a != null && !params[i].isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                r[i] = a;
            } else {
                if (a == null) {
                    throw new IllegalArgumentException();
                }
                r[i] = convert(a, k);
                if (r[i] == null) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
            }
        }
        return r;
    }

    /** Is c an enum class, or the class of an enum constant's body? */
    public static boolean isEnumClass(Class<?> c) {
        return (c.getModifiers() & ENUM) != 0;
    }
}
