package java.lang.reflect;

/** A component of a record class. */
public final class RecordComponent {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final Method accessor;

    RecordComponent(Class<?> clazz, String name, Class<?> type, Method accessor) {
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

    /** The type's name, a space, the component's name. */
    @Override
    public String toString() {
        return type.getTypeName() + " " + name;
    }
}
