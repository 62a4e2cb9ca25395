package java.lang.reflect;

/** A class, method or constructor that declares type variables. */
public interface GenericDeclaration extends AnnotatedElement {
    TypeVariable<?>[] getTypeParameters();
}
