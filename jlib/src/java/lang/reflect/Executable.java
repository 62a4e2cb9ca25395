package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;
import jpor.internal.Reflection;

/** The common superclass of Method and Constructor. */
public abstract class Executable extends AccessibleObject implements Member {
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

    /** The text of toString: modifiers, [return type and] class, name, parameters, exceptions. */
    String describe(int mask, boolean isDefault, String returnType, String name) {
        StringBuilder sb = new StringBuilder();
        int mod = modifiers & mask;
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
        if (isDefault) {
            sb.append("default ");
        }
        if (returnType != null) {
            sb.append(returnType).append(' ');
        }
        sb.append(clazz.getTypeName());
        if (name != null) {
            sb.append('.').append(name);
        }
        sb.append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
        }
        sb.append(')');
        Class<?>[] exceptions = getExceptionTypes();
        for (int i = 0; i < exceptions.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(exceptions[i].getTypeName());
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
