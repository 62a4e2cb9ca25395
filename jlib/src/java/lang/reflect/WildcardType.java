package java.lang.reflect;

/** A wildcard type argument: {@code ?}, {@code ? extends T}, {@code ? super T}. */
public interface WildcardType extends Type {
    /** {@code Object} when no upper bound is declared. */
    Type[] getUpperBounds();

    /** Empty when no lower bound is declared. */
    Type[] getLowerBounds();
}
