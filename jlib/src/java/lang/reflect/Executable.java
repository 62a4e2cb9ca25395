package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;
import jpor.internal.Generics;
import jpor.internal.Reflection;

/** The common superclass of Method and Constructor. */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    final Class<?> clazz;
    final int slot;
    final Class<?>[] parameterTypes;
    final int modifiers;

    Executable(Class<?> clazz, int slot, Class<?>[] parameterTypes, int modifiers) {
        this.clazz = clazz;
        this.slot = slot;
        this.parameterTypes = parameterTypes;
        this.modifiers = modifiers;
    }

    @Override
    public Class<?> getDeclaringClass() {
        return clazz;
    }

    @Override
    public abstract String getName();

    @Override
    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        return Reflection.exceptionTypes0(clazz, slot);
    }

    public boolean isVarArgs() {
        return (modifiers & 0x80) != 0;
    }

    @Override
    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    /** The parameters, named from the MethodParameters attribute or else arg0, arg1, ... */
    public Parameter[] getParameters() {
        String[] names = Reflection.paramNames0(clazz, slot);
        int[] flags = Reflection.paramFlags0(clazz, slot);
        if (names != null && names.length != parameterTypes.length) {
            throw new MalformedParametersException("Wrong number of parameters in MethodParameters attribute");
        }
        Parameter[] r = new Parameter[parameterTypes.length];
        for (int i = 0; i < r.length; i++) {
            boolean present = names != null && names[i] != null;
            r[i] = new Parameter(present ? names[i] : "arg" + i, present, names != null ? flags[i] : 0, this, i);
        }
        return r;
    }

    @Override
    Annotation[] readAnnotations() {
        return Annotations.declared(clazz, Reflection.A_METHOD, slot);
    }

    /** The annotations of each parameter, in declaration order (an empty array for none). */
    public Annotation[][] getParameterAnnotations() {
        return Annotations.parameters(clazz, slot, parameterTypes.length);
    }

    // ---- generic signatures ----

    private transient Generics.MethodInfo generic;
    private transient boolean genericRead;

    /** The parsed Signature attribute, or null without one. */
    Generics.MethodInfo generic() {
        if (!genericRead) {
            generic = Generics.ofMethod(clazz, slot, this);
            genericRead = true;
        }
        return generic;
    }

    @Override
    public abstract TypeVariable<?>[] getTypeParameters();

    TypeVariable<?>[] typeParameters() {
        Generics.MethodInfo g = generic();
        return g == null ? new TypeVariable<?>[0] : g.typeParameters.clone();
    }

    /** The parameters' types from the Signature attribute (which may leave out implicit ones). */
    public Type[] getGenericParameterTypes() {
        Generics.MethodInfo g = generic();
        return g == null ? getParameterTypes() : g.parameters.clone();
    }

    public Type[] getGenericExceptionTypes() {
        Generics.MethodInfo g = generic();
        return g == null || g.exceptions.length == 0 ? getExceptionTypes() : g.exceptions.clone();
    }

    /**
     * The types toGenericString shows: the Signature's, with the erased type of each parameter the
     * MethodParameters attribute calls implicit or synthetic (the Signature's alone without it).
     */
    Type[] allGenericParameterTypes() {
        Generics.MethodInfo g = generic();
        if (g == null || g.parameters.length == parameterTypes.length) {
            return g == null ? getParameterTypes() : g.parameters.clone();
        }
        int[] flags = Reflection.paramFlags0(clazz, slot);
        if (flags.length != parameterTypes.length) {
            return g.parameters.clone();
        }
        Type[] r = new Type[parameterTypes.length];
        for (int i = 0, k = 0; i < r.length; i++) {
            boolean implicit = (flags[i] & 0x9000) != 0 || k >= g.parameters.length;
            r[i] = implicit ? parameterTypes[i] : g.parameters[k++];
        }
        return r;
    }

    /**
     * The text of toString and toGenericString: modifiers, [type parameters,] [return type and]
     * class, name, parameters, exceptions.
     */
    String describe(int mask, boolean isDefault, Type returnType, String name, boolean generic) {
        StringBuilder sb = new StringBuilder();
        int mod = modifiers & mask;
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
        if (isDefault) {
            sb.append("default ");
        }
        Type[] params = generic ? allGenericParameterTypes() : parameterTypes;
        Type[] exceptions = generic ? getGenericExceptionTypes() : getExceptionTypes();
        if (generic) {
            sb.append(Generics.typeParameters(getTypeParameters(), "> "));
        }
        if (returnType != null) {
            sb.append(returnType.getTypeName()).append(' ');
        }
        sb.append(clazz.getTypeName());
        if (name != null) {
            sb.append('.').append(name);
        }
        sb.append('(');
        for (int i = 0; i < params.length; i++) {
            String p = params[i].getTypeName();
            if (generic && isVarArgs() && i == params.length - 1 && p.endsWith("[]")) {
                p = p.substring(0, p.length() - 2) + "...";
            }
            sb.append(i == 0 ? "" : ",").append(p);
        }
        sb.append(')');
        if (exceptions.length > 0) {
            sb.append(" throws ").append(Generics.join(exceptions, ","));
        }
        return sb.toString();
    }

    /** The receiver's class for an access check: obj's class for an instance member. */
    Class<?> targetClass(Object obj) {
        if (Modifier.isStatic(modifiers)) {
            return null;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        return obj.getClass();
    }
}
