package java.lang.reflect;

/** The common superinterface of the types of the Java language; jpor has only {@code Class}. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
