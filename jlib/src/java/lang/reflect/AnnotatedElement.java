package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;

/**
 * A program element that may carry annotations (only those of RUNTIME retention are visible).
 * Directly present: in the element's own RuntimeVisibleAnnotations; indirectly present: inside
 * the container annotation of a repeatable annotation interface; present: directly present, or
 * inherited by a class from its superclass (Inherited annotation interfaces).
 */
public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        T[] result = getDeclaredAnnotationsByType(annotationClass);
        if (result.length == 0 && this instanceof Class && Annotations.isInherited(annotationClass)) {
            Class<?> superClass = ((Class<?>) this).getSuperclass();
            if (superClass != null) {
                return superClass.getAnnotationsByType(annotationClass);
            }
        }
        return result;
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : getDeclaredAnnotations()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return Annotations.byType(getDeclaredAnnotations(), annotationClass);
    }

    Annotation[] getDeclaredAnnotations();
}
