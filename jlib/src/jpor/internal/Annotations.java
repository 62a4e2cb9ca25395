package jpor.internal;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.AnnotationTypeMismatchException;
import java.lang.annotation.IncompleteAnnotationException;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Annotations by reflection (JVMS 4.7.16-4.7.22): the RuntimeVisibleAnnotations,
 * RuntimeVisibleParameterAnnotations and AnnotationDefault attributes, kept undecoded by the VM
 * ({@link Reflection#annotations0}), are decoded here against the constant pool of the class they
 * came from. An annotation is a {@link Proxy} of its interface whose handler holds the element
 * values, as the Annotation javadoc specifies equals, hashCode and annotationType; toString is
 * JDK 17's. A value that cannot be made (a missing class or enum constant, a value of the wrong
 * type) is kept as a failure that its element throws when read.
 */
public final class Annotations {
    private Annotations() {
    }

    private static final int CONSTANT_UTF8 = 1, CONSTANT_INTEGER = 3, CONSTANT_FLOAT = 4, CONSTANT_LONG = 5,
            CONSTANT_DOUBLE = 6;

    private static final Annotation[] NONE = new Annotation[0];

    /** Guards the caches. */
    private static final Object lock = new Object();

    // ---- what an annotation interface declares ----

    /** The elements of an annotation interface, their defaults, and its meta-annotations. */
    private static final class Kind {
        final Class<? extends Annotation> type;
        /** Element name -> its method, in class-file order. */
        final Map<String, Method> members = new LinkedHashMap<String, Method>();
        /** Element name -> default value; a HashMap, whose order an annotation's toString starts with. */
        final Map<String, Object> defaults = new HashMap<String, Object>(0);
        boolean runtime;
        boolean inherited;
        /** The container interface named by Repeatable, or null. */
        Class<?> container;

        Kind(Class<? extends Annotation> type) {
            this.type = type;
        }
    }

    private static final Map<Class<?>, Kind> kinds = new HashMap<Class<?>, Kind>();

    private static Kind kind(Class<? extends Annotation> type) {
        synchronized (lock) {
            Kind k = kinds.get(type);
            if (k == null) {
                k = new Kind(type);
                // in class-file order: HotSpot's order (by the address of the names' symbols) decides
                // which of the names in one bucket of the defaults' HashMap toString shows first
                for (Method m : type.getDeclaredMethods()) {
                    if (m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers())) {
                        m.setAccessible(true); // a non-public interface's elements are read by equals
                        k.members.put(m.getName(), m);
                        Object d = m.getDefaultValue();
                        if (d != null) {
                            k.defaults.put(m.getName(), d);
                        }
                    }
                }
                readMeta(k);
                kinds.put(type, k);
            }
            return k;
        }
    }

    /** Is the annotation interface annotated Inherited? */
    public static boolean isInherited(Class<? extends Annotation> type) {
        return kind(type).inherited;
    }

    /**
     * Retention, Inherited and Repeatable of an annotation interface, read from its attribute
     * without making annotations (Retention is itself annotated Retention).
     */
    private static void readMeta(Kind k) {
        byte[] b = Reflection.annotations0(k.type, Reflection.A_CLASS, 0);
        if (b == null) {
            return;
        }
        Reader r = new Reader(b, k.type);
        for (int n = r.u2(); n > 0; n--) {
            String type = r.utf8();
            for (int pairs = r.u2(); pairs > 0; pairs--) {
                String name = r.utf8();
                int tag = r.u1();
                if (type.equals("Ljava/lang/annotation/Retention;") && name.equals("value") && tag == 'e') {
                    r.utf8();
                    k.runtime = r.utf8().equals("RUNTIME");
                } else if (type.equals("Ljava/lang/annotation/Repeatable;") && name.equals("value") && tag == 'c') {
                    k.container = Reflection.classFor0(r.utf8());
                } else {
                    r.skipValue(tag);
                }
            }
            k.inherited |= type.equals("Ljava/lang/annotation/Inherited;");
        }
    }

    // ---- the class file's bytes ----

    /** Reads an annotation attribute; its constants are in the pool of class cp. */
    private static final class Reader {
        final byte[] b;
        final Class<?> cp;
        int pos;

        Reader(byte[] b, Class<?> cp) {
            this.b = b;
            this.cp = cp;
        }

        int u1() {
            if (pos >= b.length) {
                throw new AnnotationFormatError("Unexpected end of annotations");
            }
            return b[pos++] & 0xff;
        }

        int u2() {
            return (u1() << 8) | u1();
        }

        int tag(int idx) {
            return Reflection.constTag0(cp, idx);
        }

        String utf8() {
            int idx = u2();
            String s = Reflection.constUtf80(cp, idx);
            if (s == null) {
                throw new AnnotationFormatError("Invalid constant pool index " + idx);
            }
            return s;
        }

        /** An Integer, Float, Long or Double constant of the kind given. */
        long bits(int kind) {
            int idx = u2();
            if (tag(idx) != kind) {
                throw new AnnotationFormatError("Invalid constant pool index " + idx);
            }
            return Reflection.constBits0(cp, idx);
        }

        void skipAnnotation() {
            u2();
            for (int pairs = u2(); pairs > 0; pairs--) {
                u2();
                skipValue(u1());
            }
        }

        void skipValue(int tag) {
            switch (tag) {
            case 'e':
                u2();
                u2();
                break;
            case '@':
                skipAnnotation();
                break;
            case '[':
                for (int n = u2(); n > 0; n--) {
                    skipValue(u1());
                }
                break;
            default:
                u2();
            }
        }
    }

    /** A value that could not be made: reading its element throws. */
    private abstract static class Failure {
        abstract RuntimeException exception();

        abstract String text();
    }

    private static Failure missingType(final String desc, final Throwable cause) {
        return new Failure() {
            String name() {
                String n = desc.startsWith("L") && desc.endsWith(";") ? desc.substring(1, desc.length() - 1) : desc;
                return n.replace('/', '.');
            }

            RuntimeException exception() {
                return new TypeNotPresentException(name(), cause);
            }

            String text() {
                return name() + ".class";
            }
        };
    }

    private static Failure mismatch(final Method m, final String found) {
        return new Failure() {
            RuntimeException exception() {
                return new AnnotationTypeMismatchException(m, found);
            }

            String text() {
                return "/* Warning type mismatch! \"" + found + "\" */";
            }
        };
    }

    private static Class<?> box(Class<?> c) {
        switch (Reflection.kind(c)) {
        case 'Z': return Boolean.class;
        case 'B': return Byte.class;
        case 'C': return Character.class;
        case 'S': return Short.class;
        case 'I': return Integer.class;
        case 'J': return Long.class;
        case 'F': return Float.class;
        case 'D': return Double.class;
        default: return c;
        }
    }

    /** An element value (after its tag) for element m of type type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object value(Reader r, int tag, Class<?> type, Method m) {
        Object v;
        switch (tag) {
        case 'B': v = Byte.valueOf((byte) r.bits(CONSTANT_INTEGER)); break;
        case 'C': v = Character.valueOf((char) r.bits(CONSTANT_INTEGER)); break;
        case 'S': v = Short.valueOf((short) r.bits(CONSTANT_INTEGER)); break;
        case 'I': v = Integer.valueOf((int) r.bits(CONSTANT_INTEGER)); break;
        case 'Z': v = Boolean.valueOf(r.bits(CONSTANT_INTEGER) != 0); break;
        case 'J': v = Long.valueOf(r.bits(CONSTANT_LONG)); break;
        case 'F': v = Float.valueOf(Float.intBitsToFloat((int) r.bits(CONSTANT_FLOAT))); break;
        case 'D': v = Double.valueOf(Double.longBitsToDouble(r.bits(CONSTANT_DOUBLE))); break;
        case 's': v = r.utf8(); break;
        case 'c': {
            String desc = r.utf8();
            Class<?> c = Reflection.classFor0(desc);
            v = c != null ? c : missingType(desc, new ClassNotFoundException(desc));
            break;
        }
        case 'e': {
            String desc = r.utf8();
            String name = r.utf8();
            Class<?> c = Reflection.classFor0(desc);
            if (c == null) {
                v = missingType(desc, new ClassNotFoundException(desc));
            } else if (!c.isEnum() || type != c) {
                v = mismatch(m, c.getName() + "." + name);
            } else {
                try {
                    v = Enum.valueOf((Class) c, name);
                } catch (IllegalArgumentException e) {
                    v = missingConstant((Class) c, name);
                }
            }
            return v;
        }
        case '@': {
            Annotation a = annotation(r, r.cp);
            return a == null || type == a.annotationType() ? a
                    : mismatch(m, "@" + a.annotationType().getName());
        }
        case '[':
            return array(r, type, m);
        default:
            throw new AnnotationFormatError("Invalid member-value tag in annotation: " + (char) tag);
        }
        return box(type).isInstance(v) || v instanceof Failure ? v : mismatch(m, v.getClass().getName());
    }

    @SuppressWarnings("rawtypes")
    private static Failure missingConstant(final Class<? extends Enum> c, final String name) {
        return new Failure() {
            RuntimeException exception() {
                return new EnumConstantNotPresentException(c, name);
            }

            String text() {
                return name;
            }
        };
    }

    private static Object array(Reader r, Class<?> type, Method m) {
        int n = r.u2();
        if (!type.isArray()) {
            for (int i = 0; i < n; i++) {
                r.skipValue(r.u1());
            }
            return mismatch(m, "Array with component tag: " + (n == 0 ? "0" : "?"));
        }
        Class<?> component = type.getComponentType();
        Object a = Array.newInstance(component, n);
        Object failed = null;
        for (int i = 0; i < n; i++) {
            Object v = value(r, r.u1(), component, m);
            if (v instanceof Failure) {
                failed = failed == null ? v : failed;
            } else if (failed == null) {
                Array.set(a, i, v);
            }
        }
        return failed != null ? failed : a;
    }

    /**
     * The annotation at r (annotation structure of JVMS 4.7.16), or null when its interface is
     * missing or not an annotation interface (java leaves such annotations out).
     */
    @SuppressWarnings("unchecked")
    private static Annotation annotation(Reader r, Class<?> cp) {
        String desc = r.utf8();
        Class<?> c = Reflection.classFor0(desc);
        if (c == null || !c.isAnnotation()) {
            for (int pairs = r.u2(); pairs > 0; pairs--) {
                r.u2();
                r.skipValue(r.u1());
            }
            return null;
        }
        Kind k = kind((Class<? extends Annotation>) c);
        Map<String, Object> values = new LinkedHashMap<String, Object>(k.defaults);
        for (int pairs = r.u2(); pairs > 0; pairs--) {
            String name = r.utf8();
            int tag = r.u1();
            Method m = k.members.get(name);
            if (m == null) { // the interface no longer has the element
                r.skipValue(tag);
            } else {
                values.put(name, value(r, tag, m.getReturnType(), m));
            }
        }
        return make(k, values);
    }

    private static Annotation make(Kind k, Map<String, Object> values) {
        return (Annotation) Proxy.newProxyInstance(k.type.getClassLoader(), new Class<?>[] {k.type},
                new Handler(k, values));
    }

    /** The annotations of a RuntimeVisibleAnnotations body (RUNTIME ones only), by interface. */
    private static Map<Class<? extends Annotation>, Annotation> parse(byte[] b, Class<?> cp) {
        Map<Class<? extends Annotation>, Annotation> r = new LinkedHashMap<Class<? extends Annotation>, Annotation>();
        if (b == null) {
            return r;
        }
        Reader in = new Reader(b, cp);
        for (int n = in.u2(); n > 0; n--) {
            Annotation a = annotation(in, cp);
            if (a != null && kind(a.annotationType()).runtime) {
                if (r.put(a.annotationType(), a) != null) {
                    throw new AnnotationFormatError("Duplicate annotation for class: " + a.annotationType() + ": " + a);
                }
            }
        }
        return r;
    }

    // ---- the elements ----

    /** The annotations declared on member slot of c (kind Reflection.A_*). */
    public static Annotation[] declared(Class<?> c, int kind, int slot) {
        Map<Class<? extends Annotation>, Annotation> m = parse(Reflection.annotations0(c, kind, slot), c);
        return m.values().toArray(NONE);
    }

    /**
     * The annotations of each of count parameters of method slot of c. The attribute may leave
     * out leading parameters (an inner class's outer instance, an enum's name and ordinal).
     */
    public static Annotation[][] parameters(Class<?> c, int slot, int count) {
        Annotation[][] r = new Annotation[count][];
        Arrays.fill(r, NONE);
        byte[] b = Reflection.annotations0(c, Reflection.A_PARAMS, slot);
        if (b == null) {
            return r;
        }
        Reader in = new Reader(b, c);
        int n = in.u1();
        if (n > count) {
            throw new AnnotationFormatError("Parameter annotations don't match number of parameters");
        }
        for (int i = count - n; i < count; i++) {
            List<Annotation> list = new ArrayList<Annotation>();
            for (int k = in.u2(); k > 0; k--) {
                Annotation a = annotation(in, c);
                if (a != null && kind(a.annotationType()).runtime) {
                    list.add(a);
                }
            }
            r[i] = list.toArray(NONE);
        }
        return r;
    }

    /** Method.getDefaultValue: the AnnotationDefault of an annotation interface's element (method slot). */
    public static Object defaultValue(Method m, int slot) {
        Class<?> c = m.getDeclaringClass();
        byte[] b = c.isAnnotation() ? Reflection.annotations0(c, Reflection.A_DEFAULT, slot) : null;
        if (b == null) {
            return null;
        }
        Reader r = new Reader(b, c);
        Object v = value(r, r.u1(), m.getReturnType(), m);
        return v instanceof Failure ? null : v;
    }

    // ---- classes: declared and inherited annotations ----

    private static final class ClassData {
        Map<Class<? extends Annotation>, Annotation> declared, all;
    }

    private static final Map<Class<?>, ClassData> classes = new HashMap<Class<?>, ClassData>();

    private static ClassData classData(Class<?> c) {
        synchronized (lock) {
            ClassData d = classes.get(c);
            if (d == null) {
                d = new ClassData();
                d.declared = parse(Reflection.annotations0(c, Reflection.A_CLASS, 0), c);
                Class<?> s = c.getSuperclass();
                if (s == null) {
                    d.all = d.declared;
                } else {
                    d.all = new LinkedHashMap<Class<? extends Annotation>, Annotation>();
                    for (Map.Entry<Class<? extends Annotation>, Annotation> e : classData(s).all.entrySet()) {
                        if (kind(e.getKey()).inherited) {
                            d.all.put(e.getKey(), e.getValue());
                        }
                    }
                    d.all.putAll(d.declared);
                }
                classes.put(c, d);
            }
            return d;
        }
    }

    public static Annotation[] ofClass(Class<?> c, boolean inherited) {
        ClassData d = classData(c);
        return (inherited ? d.all : d.declared).values().toArray(NONE);
    }

    public static <A extends Annotation> A ofClass(Class<?> c, Class<A> type, boolean inherited) {
        if (type == null) {
            throw new NullPointerException();
        }
        ClassData d = classData(c);
        return type.cast((inherited ? d.all : d.declared).get(type));
    }

    /** The first of declared whose interface is type, or null. */
    public static <A extends Annotation> A find(Annotation[] declared, Class<A> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        for (Annotation a : declared) {
            if (a.annotationType() == type) {
                return type.cast(a);
            }
        }
        return null;
    }

    /**
     * The annotations of interface type directly or indirectly present among declared: the direct
     * one and the contents of its container, the container's first if it comes first.
     */
    @SuppressWarnings("unchecked")
    public static <A extends Annotation> A[] byType(Annotation[] declared, Class<A> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        Class<?> container = kind(type).container;
        A direct = null;
        boolean containerFirst = false;
        List<A> indirect = new ArrayList<A>();
        for (Annotation a : declared) {
            if (a.annotationType() == type) {
                direct = type.cast(a);
            } else if (container != null && a.annotationType() == container) {
                containerFirst = direct == null;
                indirect.addAll(Arrays.asList((A[]) contents(a, type)));
            }
        }
        List<A> r = new ArrayList<A>();
        if (direct != null) {
            r.add(direct);
        }
        r.addAll(containerFirst || direct == null ? 0 : r.size(), indirect);
        return r.toArray((A[]) Array.newInstance(type, r.size()));
    }

    /** The value() of a container annotation, if it is an array of type. */
    private static Object[] contents(Annotation container, Class<?> type) {
        Method m = kind(container.annotationType()).members.get("value");
        if (m == null || m.getReturnType().getComponentType() != type) {
            return new Object[0];
        }
        try {
            return (Object[]) m.invoke(container);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            throw new InternalError(t);
        }
    }

    // ---- the annotation objects ----

    /** The handler of an annotation proxy: the element values by name (defaults first). */
    private static final class Handler implements InvocationHandler {
        final Kind kind;
        final Map<String, Object> values;

        Handler(Kind kind, Map<String, Object> values) {
            this.kind = kind;
            this.values = values;
        }

        public Object invoke(Object proxy, Method m, Object[] args) {
            String name = m.getName();
            int n = m.getParameterCount();
            if (n == 1 && name.equals("equals") && m.getParameterTypes()[0] == Object.class) {
                return Boolean.valueOf(equal(proxy, args[0]));
            }
            if (n != 0) {
                throw new AssertionError("Too many parameters for an annotation method");
            }
            if (name.equals("toString")) {
                return text();
            }
            if (name.equals("hashCode")) {
                return Integer.valueOf(hash());
            }
            if (name.equals("annotationType")) {
                return kind.type;
            }
            Object v = values.get(name);
            if (v == null) {
                throw new IncompleteAnnotationException(kind.type, name);
            }
            if (v instanceof Failure) {
                throw ((Failure) v).exception();
            }
            return v.getClass().isArray() && Array.getLength(v) != 0 ? cloneArray(v) : v;
        }

        /** As the Annotation javadoc says: of the same interface, and every element equal. */
        private boolean equal(Object self, Object o) {
            if (o == self) {
                return true;
            }
            if (!kind.type.isInstance(o)) {
                return false;
            }
            Handler other = o instanceof Proxy && Proxy.getInvocationHandler(o) instanceof Handler
                    ? (Handler) Proxy.getInvocationHandler(o) : null;
            for (Method m : kind.members.values()) {
                Object mine = values.get(m.getName());
                Object his;
                if (other != null) {
                    his = other.values.get(m.getName());
                } else {
                    try {
                        his = m.invoke(o);
                    } catch (InvocationTargetException e) {
                        return false;
                    } catch (IllegalAccessException e) {
                        throw new InternalError(e);
                    }
                }
                if (mine instanceof Failure || his instanceof Failure || !valueEquals(mine, his)) {
                    return false;
                }
            }
            return true;
        }

        /** The sum over the elements of 127 * the name's hash code xor the value's. */
        private int hash() {
            int h = 0;
            for (Map.Entry<String, Object> e : values.entrySet()) {
                h += (127 * e.getKey().hashCode()) ^ valueHash(e.getValue());
            }
            return h;
        }

        /** JDK 17's: {@code @Name(a=1, b="x")}, the name of a lone element value left out. */
        private String text() {
            StringBuilder sb = new StringBuilder("@").append(kind.type.getName()).append('(');
            boolean lone = values.size() == 1;
            boolean first = true;
            for (Map.Entry<String, Object> e : values.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                if (!lone || !e.getKey().equals("value")) {
                    sb.append(e.getKey()).append('=');
                }
                valueText(sb, e.getValue());
            }
            return sb.append(')').toString();
        }
    }

    private static Object cloneArray(Object a) {
        int n = Array.getLength(a);
        Object r = Array.newInstance(a.getClass().getComponentType(), n);
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    private static boolean valueEquals(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (!a.getClass().isArray()) {
            return a.equals(b);
        }
        if (a instanceof Object[] && b instanceof Object[]) {
            return Arrays.equals((Object[]) a, (Object[]) b);
        }
        if (a.getClass() != b.getClass()) {
            return false;
        }
        if (a instanceof int[]) {
            return Arrays.equals((int[]) a, (int[]) b);
        }
        if (a instanceof long[]) {
            return Arrays.equals((long[]) a, (long[]) b);
        }
        if (a instanceof byte[]) {
            return Arrays.equals((byte[]) a, (byte[]) b);
        }
        if (a instanceof short[]) {
            return Arrays.equals((short[]) a, (short[]) b);
        }
        if (a instanceof char[]) {
            return Arrays.equals((char[]) a, (char[]) b);
        }
        if (a instanceof boolean[]) {
            return Arrays.equals((boolean[]) a, (boolean[]) b);
        }
        if (a instanceof float[]) {
            return Arrays.equals((float[]) a, (float[]) b);
        }
        return Arrays.equals((double[]) a, (double[]) b);
    }

    private static int valueHash(Object v) {
        if (v instanceof Failure || v == null) {
            return 0;
        }
        if (!v.getClass().isArray()) {
            return v.hashCode();
        }
        if (v instanceof Object[]) {
            return Arrays.hashCode((Object[]) v);
        }
        if (v instanceof int[]) {
            return Arrays.hashCode((int[]) v);
        }
        if (v instanceof long[]) {
            return Arrays.hashCode((long[]) v);
        }
        if (v instanceof byte[]) {
            return Arrays.hashCode((byte[]) v);
        }
        if (v instanceof short[]) {
            return Arrays.hashCode((short[]) v);
        }
        if (v instanceof char[]) {
            return Arrays.hashCode((char[]) v);
        }
        if (v instanceof boolean[]) {
            return Arrays.hashCode((boolean[]) v);
        }
        if (v instanceof float[]) {
            return Arrays.hashCode((float[]) v);
        }
        return Arrays.hashCode((double[]) v);
    }

    /** An element value as JDK 17's annotation toString writes it: Java source for the value. */
    private static void valueText(StringBuilder sb, Object v) {
        if (v.getClass().isArray()) {
            sb.append('{');
            for (int i = 0, n = Array.getLength(v); i < n; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                valueText(sb, Array.get(v, i));
            }
            sb.append('}');
        } else if (v instanceof Class) {
            Class<?> c = (Class<?>) v;
            int dims = 0;
            for (; c.isArray(); c = c.getComponentType()) {
                dims++;
            }
            sb.append(c.getName());
            for (; dims > 0; dims--) {
                sb.append("[]");
            }
            sb.append(".class");
        } else if (v instanceof String) {
            quote(sb.append('"'), (String) v).append('"');
        } else if (v instanceof Character) {
            quote(sb.append('\''), v.toString()).append('\'');
        } else if (v instanceof Byte) {
            int b = ((Byte) v).byteValue() & 0xff;
            sb.append("(byte)0x").append(Character.forDigit(b >> 4, 16)).append(Character.forDigit(b & 15, 16));
        } else if (v instanceof Long) {
            sb.append(v).append('L');
        } else if (v instanceof Float) {
            float f = ((Float) v).floatValue();
            sb.append(Float.isNaN(f) ? "0.0f/0.0f" : Float.isInfinite(f) ? (f > 0 ? "1.0f/0.0f" : "-1.0f/0.0f") : f + "f");
        } else if (v instanceof Double) {
            double d = ((Double) v).doubleValue();
            sb.append(Double.isNaN(d) ? "0.0/0.0" : Double.isInfinite(d) ? (d > 0 ? "1.0/0.0" : "-1.0/0.0") : "" + d);
        } else if (v instanceof Enum) {
            sb.append(((Enum<?>) v).name());
        } else if (v instanceof Failure) {
            sb.append(((Failure) v).text());
        } else {
            sb.append(v);
        }
    }

    /** Java escapes for quotes, backslash and control characters; \\uXXXX outside printable ASCII. */
    private static StringBuilder quote(StringBuilder sb, String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
            case '\b': sb.append("\\b"); break;
            case '\t': sb.append("\\t"); break;
            case '\n': sb.append("\\n"); break;
            case '\f': sb.append("\\f"); break;
            case '\r': sb.append("\\r"); break;
            case '"': sb.append("\\\""); break;
            case '\'': sb.append("\\'"); break;
            case '\\': sb.append("\\\\"); break;
            default:
                if (c >= ' ' && c < 0x7f) {
                    sb.append(c);
                } else {
                    String hex = Integer.toHexString(c);
                    sb.append("\\u").append("0000", hex.length(), 4).append(hex);
                }
            }
        }
        return sb;
    }
}
