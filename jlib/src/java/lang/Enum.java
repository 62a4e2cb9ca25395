package java.lang;

import java.lang.constant.Constable;

/** The common base class of all enum classes. */
public abstract class Enum<E extends Enum<E>> implements Constable, Comparable<E>, java.io.Serializable {
    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public final boolean equals(Object other) {
        return this == other;
    }

    @Override
    public final int hashCode() {
        return super.hashCode();
    }

    @Override
    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public final int compareTo(E o) {
        Enum<?> other = (Enum<?>) o;
        Enum<E> self = this;
        if (self.getClass() != other.getClass() && self.getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return self.ordinal - other.ordinal;
    }

    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> clazz = getClass();
        Class<?> zuper = clazz.getSuperclass();
        return (zuper == Enum.class) ? (Class<E>) clazz : (Class<E>) zuper;
    }

    public static <T extends Enum<T>> T valueOf(Class<T> enumClass, String name) {
        T[] universe = enumClass.getEnumConstantsShared();
        if (universe == null) {
            throw new IllegalArgumentException(enumClass.getName() + " is not an enum class");
        }
        if (name != null) {
            for (int i = 0; i < universe.length; i++) {
                T c = universe[i];
                if (((Enum<?>) c).name.equals(name)) {
                    return c;
                }
            }
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        throw new IllegalArgumentException("No enum constant " + enumClass.getCanonicalName() + "." + name);
    }

    /** @deprecated enum classes cannot have finalize methods */
    @Deprecated
    @Override
    protected final void finalize() {
    }
}
