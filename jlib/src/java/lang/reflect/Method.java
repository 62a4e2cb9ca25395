package java.lang.reflect;

import java.util.Arrays;
import jpor.internal.Reflection;

/** A method of a class or interface, and the means to call it. */
public final class Method extends Executable {
    private final String name;
    private final Class<?> returnType;

    Method(Class<?> clazz, int slot, String name, Class<?>[] parameterTypes, Class<?> returnType, int modifiers) {
        super(clazz, slot, parameterTypes, modifiers);
        this.name = name;
        this.returnType = returnType;
    }

    @Override
    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    /** A public non-abstract instance method declared in an interface. */
    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    /** The default value of an annotation interface's element, or null. */
    public Object getDefaultValue() {
        return jpor.internal.Annotations.defaultValue(this, slot);
    }

    public boolean isBridge() {
        return (modifiers & 0x40) != 0;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Method)) {
            return false;
        }
        Method m = (Method) obj;
        return clazz == m.clazz && name.equals(m.name) && returnType == m.returnType
                && Arrays.equals(parameterTypes, m.parameterTypes);
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    @Override
    public String toString() {
        return describe(Modifier.methodModifiers(), isDefault(), returnType, name, false);
    }

    /** As toString, with type parameters and the generic types of the Signature attribute. */
    public String toGenericString() {
        return describe(Modifier.methodModifiers(), isDefault(), getGenericReturnType(), name, true);
    }

    @SuppressWarnings("unchecked")
    public TypeVariable<Method>[] getTypeParameters() {
        return (TypeVariable<Method>[]) typeParameters();
    }

    public Type getGenericReturnType() {
        jpor.internal.Generics.MethodInfo g = generic();
        return g == null ? returnType : g.result;
    }

    /**
     * Calls the method on obj (ignored for a static method) with args, unboxed and widened to the
     * parameter types; the result is boxed (null for void). An instance method is selected by
     * obj's class (virtual dispatch) unless it is private. Exceptions of the method come wrapped
     * in InvocationTargetException.
     */
    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            Class<?> caller = Reflection.callerClass0();
            Reflection.checkAccess(caller, clazz, targetClass(obj), modifiers);
        }
        if (isStatic) {
            Reflection.ensureInit0(clazz);
        } else {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        Object[] a = Reflection.convertArgs(parameterTypes, args);
        try {
            return Reflection.invoke0(clazz, slot, obj, a);
        } catch (Throwable e) {
            throw new InvocationTargetException(e);
        }
    }
}
