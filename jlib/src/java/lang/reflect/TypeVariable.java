package java.lang.reflect;

/** A type variable of a generic class, method or constructor. */
public interface TypeVariable<D extends GenericDeclaration> extends Type, AnnotatedElement {
    /** The upper bounds, in declaration order ({@code Object} when none is declared). */
    Type[] getBounds();

    D getGenericDeclaration();

    String getName();
}
