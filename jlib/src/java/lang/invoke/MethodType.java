package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import jpor.internal.Reflection;

/**
 * The type of a method handle: a return type and parameter types.
 *
 * jpor: types are not interned (equal types are equal, not identical); the
 * descriptor is computed once, in the constructor, so that a handle's call
 * compares it with the call site's descriptor without writing anything.
 */
public final class MethodType implements java.io.Serializable {
    private static final long serialVersionUID = 292L;
    private static final Class<?>[] NONE = new Class<?>[0];

    private final Class<?> rtype;
    private final Class<?>[] ptypes;
    final String descriptor; /* as a call site's: "(ILjava/lang/String;)V" */

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null)
            throw new NullPointerException();
        for (int i = 0; i < ptypes.length; i++) {
            if (ptypes[i] == null)
                throw new NullPointerException();
            if (ptypes[i] == void.class)
                throw new IllegalArgumentException("parameter type cannot be void");
        }
        this.rtype = rtype;
        this.ptypes = ptypes;
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++)
            sb.append(descriptorOf(ptypes[i]));
        this.descriptor = sb.append(')').append(descriptorOf(rtype)).toString();
    }

    static String descriptorOf(Class<?> c) {
        if (c.isArray())
            return c.getName().replace('.', '/');
        if (!c.isPrimitive())
            return "L" + c.getName().replace('.', '/') + ";";
        if (c == int.class)
            return "I";
        if (c == long.class)
            return "J";
        if (c == boolean.class)
            return "Z";
        if (c == byte.class)
            return "B";
        if (c == char.class)
            return "C";
        if (c == short.class)
            return "S";
        if (c == float.class)
            return "F";
        if (c == double.class)
            return "D";
        return "V";
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(NONE));
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] p = new Class<?>[ptypes.length + 1];
        p[0] = ptype0;
        System.arraycopy(ptypes, 0, p, 1, ptypes.length);
        return new MethodType(rtype, p);
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, NONE);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] {ptype0});
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255)
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        Class<?>[] p = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(p, Object.class);
        if (finalArray)
            p[objectArgCount] = Object[].class;
        return new MethodType(Object.class, p);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    /** The type a descriptor names; its classes are loaded (not initialised). */
    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader) {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0)
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        List<Class<?>> ps = new ArrayList<Class<?>>();
        int i = 1;
        while (descriptor.charAt(i) != ')') {
            int end = i;
            while (descriptor.charAt(end) == '[')
                end++;
            end = descriptor.charAt(end) == 'L' ? descriptor.indexOf(';', end) + 1 : end + 1;
            if (end <= i)
                throw new IllegalArgumentException("not a method descriptor: " + descriptor);
            ps.add(classFor(descriptor.substring(i, end)));
            i = end;
        }
        return new MethodType(classFor(descriptor.substring(i + 1)), ps.toArray(NONE));
    }

    private static Class<?> classFor(String d) {
        Class<?> c = Reflection.classFor0(d);
        if (c == null)
            throw new TypeNotPresentException(d, null);
        return c;
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] p = ptypes.clone();
        p[num] = nptype;
        return new MethodType(rtype, p);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        if (num < 0 || num > ptypes.length)
            throw new IndexOutOfBoundsException(Integer.toString(num));
        Class<?>[] p = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, p, 0, num);
        System.arraycopy(ptypesToInsert, 0, p, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, p, num + ptypesToInsert.length, ptypes.length - num);
        return new MethodType(rtype, p);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(NONE));
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length)
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        Class<?>[] p = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, p, 0, start);
        System.arraycopy(ptypes, end, p, start, ptypes.length - end);
        return new MethodType(rtype, p);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return new MethodType(nrtype, ptypes);
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive())
            return true;
        for (int i = 0; i < ptypes.length; i++)
            if (ptypes[i].isPrimitive())
                return true;
        return false;
    }

    public boolean hasWrappers() {
        return !unwrap().equals(this);
    }

    public MethodType erase() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++)
            p[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, p);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    public MethodType wrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++)
            p[i] = Conversions.wrapper(ptypes[i]);
        return new MethodType(rtype == void.class ? Void.class : Conversions.wrapper(rtype), p);
    }

    public MethodType unwrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++)
            p[i] = unwrapped(ptypes[i]);
        return new MethodType(rtype == Void.class ? void.class : unwrapped(rtype), p);
    }

    private static Class<?> unwrapped(Class<?> c) {
        Class<?> p = Conversions.primitive(c);
        return p != null ? p : c;
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(Arrays.asList(ptypes.clone()));
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    public boolean equals(Object x) {
        return x instanceof MethodType && ((MethodType) x).rtype == rtype
                && Arrays.equals(((MethodType) x).ptypes, ptypes);
    }

    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (int i = 0; i < ptypes.length; i++)
            h = 31 * h + ptypes[i].hashCode();
        return h;
    }

    /** "(int,String)void": the simple names. */
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0)
                sb.append(',');
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    public String toMethodDescriptorString() {
        return descriptor;
    }

    public String descriptorString() {
        return descriptor;
    }
}
