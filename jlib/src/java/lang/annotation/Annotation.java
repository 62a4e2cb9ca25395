package java.lang.annotation;

/** The common interface extended by all annotation interfaces. */
public interface Annotation {
    boolean equals(Object obj);

    int hashCode();

    String toString();

    Class<? extends Annotation> annotationType();
}
