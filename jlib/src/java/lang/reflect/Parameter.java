package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;
import jpor.internal.Reflection;

/**
 * A parameter of a method or constructor. Its name comes from the MethodParameters attribute
 * (javac -parameters, records' canonical constructors), else it is arg0, arg1, ...
 */
public final class Parameter implements AnnotatedElement {
    private final String name;
    private final boolean namePresent;
    private final int modifiers;
    private final Executable executable;
    private final int index;

    Parameter(String name, boolean namePresent, int modifiers, Executable executable, int index) {
        this.name = name;
        this.namePresent = namePresent;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
    }

    public String getName() {
        return name;
    }

    public boolean isNamePresent() {
        return namePresent;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public Class<?> getType() {
        return executable.parameterTypes[index];
    }

    /** The parameter's generic type (its erased type for an implicit or synthetic parameter). */
    public Type getParameterizedType() {
        return executable.allGenericParameterTypes()[index];
    }

    public boolean isImplicit() {
        return (modifiers & 0x8000) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.parameterTypes.length - 1;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return Annotations.find(getDeclaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return executable.getParameterAnnotations()[index];
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return Annotations.byType(getDeclaredAnnotations(), annotationClass);
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Parameter)) {
            return false;
        }
        Parameter p = (Parameter) obj;
        return p.executable.equals(executable) && p.index == index;
    }

    @Override
    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    /**
     * Modifiers, the type (generic, from the method's Signature, with ... for a variable arity
     * parameter), the name.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        String mods = Modifier.toString(modifiers & Modifier.parameterModifiers());
        if (!mods.isEmpty()) {
            sb.append(mods).append(' ');
        }
        String[] generic = Reflection.genericParameterNames(executable.clazz, executable.slot,
                executable.parameterTypes.length);
        String type = generic != null ? generic[index] : getType().getTypeName();
        if (isVarArgs() && type.endsWith("[]")) {
            type = type.substring(0, type.length() - 2) + "...";
        }
        return sb.append(type).append(' ').append(name).toString();
    }
}
