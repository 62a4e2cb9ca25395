package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;
import jpor.internal.Reflection;

/** A component of a record class. */
public final class RecordComponent implements AnnotatedElement {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final Method accessor;
    /** The component's index in the Record attribute. */
    private final int slot;

    RecordComponent(Class<?> clazz, int slot, String name, Class<?> type, Method accessor) {
        this.slot = slot;
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.accessor = accessor;
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public Method getAccessor() {
        return accessor;
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
    }

    /** The component's type from its Signature attribute, else getType(). */
    public Type getGenericType() {
        Type t = jpor.internal.Generics.ofField(clazz, Reflection.A_COMPONENT, slot);
        return t == null ? type : t;
    }

    public String getGenericSignature() {
        return Reflection.genericSignature0(clazz, Reflection.A_COMPONENT, slot);
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
        return Annotations.declared(clazz, Reflection.A_COMPONENT, slot);
    }

    /** The type's name, a space, the component's name. */
    @Override
    public String toString() {
        return type.getTypeName() + " " + name;
    }
}
