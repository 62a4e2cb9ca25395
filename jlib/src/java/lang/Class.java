package java.lang;

/**
 * Instances of Class represent classes and interfaces of the running program.
 * The VM creates them; they have no instance fields.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.Type,
        java.lang.reflect.GenericDeclaration {
    private static final long serialVersionUID = 3206093459760846163L;

    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    private Class() {
    }

    @Override
    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        Class<?> c = forName0(className);
        if (c == null) {
            throw new ClassNotFoundException(className);
        }
        return c;
    }

    private static native Class<?> forName0(String name);

    /** The class loaded, initialised when it is asked to be (jpor has one loader). */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader) throws ClassNotFoundException {
        if (initialize) {
            return forName(name);
        }
        return loadClass(name);
    }

    /** The class of that binary name, loaded but not initialised (ClassLoader.loadClass). */
    static Class<?> loadClass(String name) throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        Class<?> c = loadOnly0(name);
        if (c == null) {
            throw new ClassNotFoundException(name);
        }
        return c;
    }

    private static native Class<?> loadOnly0(String name);

    /**
     * null (the bootstrap loader) for jlib's classes and primitive types, else the
     * application loader; an array's is its element type's.
     */
    public ClassLoader getClassLoader() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return null;
        }
        String n = c.getName();
        if (n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.")
                || n.startsWith("com.sun.") || n.startsWith("jpor.")) {
            return null;
        }
        return ClassLoader.getSystemClassLoader();
    }

    /** A name relative to this class's package, unless it starts with '/'. */
    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        String pkg = getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    public java.net.URL getResource(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        return cl == null ? null : cl.getResource(name);
    }

    public java.io.InputStream getResourceAsStream(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        return cl == null ? null : cl.getResourceAsStream(name);
    }

    static native Class<?> getPrimitiveClass(String name);

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public native String getName();

    public native Class<? super T> getSuperclass();

    private native Class<?>[] getInterfaces0();

    public Class<?>[] getInterfaces() {
        Class<?>[] r = getInterfaces0();
        return r == null ? new Class<?>[0] : r.clone();
    }

    public native Class<?> getComponentType();

    public Class<?> componentType() {
        return getComponentType();
    }

    public Class<?> arrayType() {
        if (this == void.class) {
            throw new UnsupportedOperationException();
        }
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    public native int getModifiers();

    /**
     * A new instance by the constructor without parameters, as java's: InstantiationException
     * (caused by NoSuchMethodException) when there is none, also for interfaces, arrays and
     * primitive types; IllegalAccessException when the caller may not use the constructor;
     * InstantiationException for an abstract class; the constructor's own exceptions propagate
     * unwrapped.
     */
    @Deprecated
    @SuppressWarnings("unchecked")
    public T newInstance() throws InstantiationException, IllegalAccessException {
        int kind = nullaryKind0();
        if (kind == 0) {
            InstantiationException e = new InstantiationException(getName());
            e.initCause(new NoSuchMethodException(getName() + ".<init>()"));
            throw e;
        }
        java.lang.reflect.Constructor<T>[] cs = jpor.internal.Reflection.declaredConstructors(this, false);
        for (java.lang.reflect.Constructor<T> c : cs) {
            if (c.getParameterCount() == 0) {
                jpor.internal.Reflection.checkAccess(jpor.internal.Reflection.callerClass0(), this, this,
                        c.getModifiers());
            }
        }
        if (kind == 1) {
            throw new InstantiationException();
        }
        Object o = allocate0();
        construct0(o, new boolean[1]);
        return (T) o;
    }

    private native int nullaryKind0();

    private native Object allocate0();

    private native void construct0(Object o, boolean[] done);

    private native String getSimpleName0();

    private native boolean isEnum0();

    private native boolean isRecord0();

    private native Class<?> getNestHost0();

    private native T[] getEnumConstants0();

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        if (isPrimitive()) {
            return getName();
        }
        String s = getSimpleName0();
        if (s == null) {
            String n = getName();
            s = n.substring(n.lastIndexOf('.') + 1);
        }
        return s;
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            int dimensions = 0;
            do {
                dimensions++;
                cl = cl.getComponentType();
            } while (cl.isArray());
            return cl.getName() + "[]".repeat(dimensions);
        }
        return getName();
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && "".equals(getSimpleName0());
    }

    /** The binary name without its package. */
    private String nameInPackage() {
        String n = getName();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    /**
     * True for a class listed in its own InnerClasses attribute (getSimpleName0 then answers
     * its simple name rather than the last part of the binary name). Works for class files
     * of every version, also those without NestHost (before Java 11).
     */
    private boolean isNested() {
        if (isArray() || isPrimitive()) {
            return false;
        }
        String simple = getSimpleName0();
        return simple != null && !simple.equals(nameInPackage());
    }

    public boolean isMemberClass() {
        if (!isNested()) {
            return false;
        }
        String simple = getSimpleName0();
        return !simple.isEmpty() && getName().endsWith("$" + simple);
    }

    public boolean isLocalClass() {
        return isNested() && !isAnonymousClass() && !isMemberClass();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String canonicalName = getComponentType().getCanonicalName();
            if (canonicalName != null) {
                return canonicalName + "[]";
            }
            return null;
        }
        if (isPrimitive() || !isNested()) {
            return getName();
        }
        if (!isMemberClass()) {
            return null;
        }
        // Outer$Inner$Deeper: javac names local and anonymous classes Outer$<digits>..., so an
        // enclosing class whose segment starts with a digit has no canonical name either.
        String name = getName();
        int dot = name.lastIndexOf('.');
        String rest = name.substring(dot + 1);
        StringBuilder sb = new StringBuilder(name.length());
        sb.append(name, 0, dot + 1);
        int start = 0;
        boolean first = true;
        while (start <= rest.length()) {
            int d = rest.indexOf('$', start);
            int end = d < 0 ? rest.length() : d;
            if (!first) {
                if (end == start || Character.isDigit(rest.charAt(start))) {
                    return null;
                }
                sb.append('.');
            }
            sb.append(rest, start, end);
            first = false;
            if (d < 0) {
                break;
            }
            start = d + 1;
        }
        return sb.toString();
    }

    /** The class of the given binary name, without initialising it when it is the nest host. */
    private Class<?> enclosingByName(String outer) {
        Class<?> host = getNestHost0();
        if (host != null && host.getName().equals(outer)) {
            return host;
        }
        return loadOnly0(outer);
    }

    /** The class this member class is declared in; null for top-level, local and anonymous classes. */
    public Class<?> getDeclaringClass() {
        if (!isMemberClass()) {
            return null;
        }
        String n = getName();
        return enclosingByName(n.substring(0, n.length() - getSimpleName0().length() - 1));
    }

    /** The immediately enclosing class of a nested (member, local or anonymous) class. */
    public Class<?> getEnclosingClass() {
        if (!isNested()) {
            return null;
        }
        if (isMemberClass()) {
            return getDeclaringClass();
        }
        String n = getName();
        int d = n.lastIndexOf('$');
        return d < 0 ? null : enclosingByName(n.substring(0, d));
    }

    /** This class's package; null for arrays and primitive types. */
    public Package getPackage() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        return new Package(getPackageName());
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot).intern() : "";
    }

    public native boolean desiredAssertionStatus();

    public boolean isEnum() {
        return isEnum0() && this.getSuperclass() == Enum.class;
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class && isRecord0();
    }

    /** The PermittedSubclasses attribute's class names, or null without one. */
    private native String[] permittedNames0();

    public boolean isSealed() {
        return !isArray() && permittedNames0() != null;
    }

    /** The permitted subclasses of a sealed class or interface (null if not sealed). */
    public Class<?>[] getPermittedSubclasses() {
        String[] names = isArray() ? null : permittedNames0();
        if (names == null) {
            return null;
        }
        Class<?>[] out = new Class<?>[names.length];
        int n = 0;
        for (String name : names) {
            Class<?> c = loadOnly0(name);
            if (c != null) { // one that cannot be loaded is left out, as the JDK does
                out[n++] = c;
            }
        }
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }

    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    /** The enum constants, not cloned; null if this is not an enum class. */
    T[] getEnumConstantsShared() {
        if (!isEnum()) {
            return null;
        }
        return getEnumConstants0();
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    public Class<?> getNestHost() {
        Class<?> h = getNestHost0();
        return h == null ? this : h;
    }

    public boolean isNestmateOf(Class<?> c) {
        return getNestHost() == c.getNestHost();
    }

    /**
     * Modifiers, the kind (class, interface, @interface, enum, record) and the name, then the type
     * parameters with their bounds; an array's element type's name and parameters, then [].
     */
    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        Class<?> component = this;
        int dims = 0;
        for (; component.isArray(); component = component.getComponentType()) {
            dims++;
        }
        if (dims > 0) {
            sb.append(component.getName());
        } else {
            int mods = getModifiers() & java.lang.reflect.Modifier.classModifiers();
            if (mods != 0) {
                sb.append(java.lang.reflect.Modifier.toString(mods)).append(' ');
            }
            if (isAnnotation()) {
                sb.append('@');
            }
            sb.append(isInterface() ? "interface" : isEnum() ? "enum" : isRecord() ? "record" : "class");
            sb.append(' ').append(getName());
        }
        sb.append(jpor.internal.Generics.typeParameters(component.getTypeParameters(), ">"));
        for (; dims > 0; dims--) {
            sb.append("[]");
        }
        return sb.toString();
    }

    // ---- generic signatures (jpor.internal.Generics) ----

    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        jpor.internal.Generics.ClassInfo g = jpor.internal.Generics.ofClass(this);
        return (java.lang.reflect.TypeVariable<Class<T>>[]) (g == null ? new java.lang.reflect.TypeVariable<?>[0]
                : g.typeParameters.clone());
    }

    /** The superclass as the Signature attribute names it (with type arguments), else getSuperclass(). */
    public java.lang.reflect.Type getGenericSuperclass() {
        Class<?> s = getSuperclass();
        jpor.internal.Generics.ClassInfo g = s == null ? null : jpor.internal.Generics.ofClass(this);
        return g == null ? s : g.superclass;
    }

    public java.lang.reflect.Type[] getGenericInterfaces() {
        jpor.internal.Generics.ClassInfo g = jpor.internal.Generics.ofClass(this);
        return g == null ? getInterfaces() : g.interfaces.clone();
    }

    // ---- annotations (jpor.internal.Annotations) ----

    /** The annotation of this interface present on this class (declared, or inherited), or null. */
    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        return jpor.internal.Annotations.ofClass(this, annotationClass, true);
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    /** The annotations present: those of Inherited interfaces from the superclasses, then the declared ones. */
    public java.lang.annotation.Annotation[] getAnnotations() {
        return jpor.internal.Annotations.ofClass(this, true);
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return jpor.internal.Annotations.ofClass(this, false);
    }

    public <A extends java.lang.annotation.Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        return jpor.internal.Annotations.ofClass(this, annotationClass, false);
    }

    // ---- reflection (jpor.internal.Reflection) ----

    /** The fields this class or interface declares, in declaration order. */
    public java.lang.reflect.Field[] getDeclaredFields() {
        return jpor.internal.Reflection.declaredFields(this, false);
    }

    /** The public fields of this class or interface, its superinterfaces and superclasses. */
    public java.lang.reflect.Field[] getFields() {
        return jpor.internal.Reflection.publicFields(this);
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (java.lang.reflect.Field f : jpor.internal.Reflection.declaredFields(this, false)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Field f = jpor.internal.Reflection.publicField(this, name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return f;
    }

    /** The methods this class or interface declares (not constructors or initialisers). */
    public java.lang.reflect.Method[] getDeclaredMethods() {
        return jpor.internal.Reflection.declaredMethods(this, false);
    }

    /** The public methods of this class or interface, declared or inherited. */
    public java.lang.reflect.Method[] getMethods() {
        return jpor.internal.Reflection.publicMethods(this);
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Method m = jpor.internal.Reflection.findMethod(
                jpor.internal.Reflection.declaredMethods(this, false), name, params(parameterTypes));
        if (m == null) {
            throw new NoSuchMethodException(jpor.internal.Reflection.methodName(this, name, parameterTypes));
        }
        return m;
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Method m = jpor.internal.Reflection.findMethod(
                jpor.internal.Reflection.publicMethods(this), name, params(parameterTypes));
        if (m == null) {
            throw new NoSuchMethodException(jpor.internal.Reflection.methodName(this, name, parameterTypes));
        }
        return m;
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return jpor.internal.Reflection.declaredConstructors(this, false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return jpor.internal.Reflection.declaredConstructors(this, true);
    }

    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return constructor(jpor.internal.Reflection.declaredConstructors(this, false), parameterTypes);
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return constructor(jpor.internal.Reflection.declaredConstructors(this, true), parameterTypes);
    }

    private java.lang.reflect.Constructor<T> constructor(java.lang.reflect.Constructor<T>[] cs,
            Class<?>[] parameterTypes) throws NoSuchMethodException {
        Class<?>[] p = params(parameterTypes);
        for (java.lang.reflect.Constructor<T> c : cs) {
            if (java.util.Arrays.equals(c.getParameterTypes(), p)) {
                return c;
            }
        }
        throw new NoSuchMethodException(jpor.internal.Reflection.methodName(this, "<init>", parameterTypes));
    }

    private static Class<?>[] params(Class<?>[] parameterTypes) {
        return parameterTypes == null ? new Class<?>[0] : parameterTypes;
    }

    /** The components of a record class in declaration order; null if this is not a record class. */
    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        if (!isRecord()) {
            return null;
        }
        return jpor.internal.Reflection.recordComponents(this);
    }
}
