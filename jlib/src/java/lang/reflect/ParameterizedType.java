package java.lang.reflect;

/** A parameterized type such as {@code Map<String, T>}. */
public interface ParameterizedType extends Type {
    Type[] getActualTypeArguments();

    Type getRawType();

    /** The type this one is a member of ({@code Map} for {@code Map.Entry<K, V>}), or null. */
    Type getOwnerType();
}
