package java.lang.reflect;

import java.util.Arrays;
import jpor.internal.Reflection;

/** A constructor of a class, and the means to make instances with it. */
public final class Constructor<T> extends Executable {
    Constructor(Class<T> clazz, int slot, Class<?>[] parameterTypes, int modifiers) {
        super(clazz, slot, parameterTypes, modifiers);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    /** The binary name of the declaring class. */
    @Override
    public String getName() {
        return clazz.getName();
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Constructor)) {
            return false;
        }
        Constructor<?> c = (Constructor<?>) obj;
        return clazz == c.clazz && Arrays.equals(parameterTypes, c.parameterTypes);
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode();
    }

    @Override
    public String toString() {
        return describe(Modifier.constructorModifiers(), false, null, null, false);
    }

    /** As toString, with type parameters and the generic types of the Signature attribute. */
    public String toGenericString() {
        return describe(Modifier.constructorModifiers(), false, null, null, true);
    }

    @SuppressWarnings("unchecked")
    public TypeVariable<Constructor<T>>[] getTypeParameters() {
        return (TypeVariable<Constructor<T>>[]) typeParameters();
    }

    /**
     * A new instance made by this constructor with initargs, unboxed and widened to the parameter
     * types. Exceptions of the constructor come wrapped in InvocationTargetException.
     */
    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs) throws InstantiationException, IllegalAccessException,
            IllegalArgumentException, InvocationTargetException {
        if (!override) {
            Reflection.checkAccess(Reflection.callerClass0(), clazz, clazz, modifiers);
        }
        if (Reflection.isEnumClass(clazz)) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        Reflection.ensureInit0(clazz);
        Object[] a = Reflection.convertArgs(parameterTypes, initargs);
        try {
            return (T) Reflection.invoke0(clazz, slot, null, a);
        } catch (Throwable e) {
            throw new InvocationTargetException(e);
        }
    }
}
