package java.lang.reflect;

/** A member of a class or interface: a field, a method or a constructor. */
public interface Member {
    /** Identifies the public members of a class and those it inherits. */
    int PUBLIC = 0;

    /** Identifies the members a class or interface declares itself. */
    int DECLARED = 1;

    Class<?> getDeclaringClass();

    String getName();

    int getModifiers();

    boolean isSynthetic();
}
