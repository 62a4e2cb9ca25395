package java.lang;

/** An attempt to access an enum constant by name that the enum class does not declare. */
@SuppressWarnings("rawtypes")
public class EnumConstantNotPresentException extends RuntimeException {
    private final Class<? extends Enum> enumType;
    private final String constantName;

    public EnumConstantNotPresentException(Class<? extends Enum> enumType, String constantName) {
        super(enumType.getName() + "." + constantName);
        this.enumType = enumType;
        this.constantName = constantName;
    }

    public Class<? extends Enum> enumType() {
        return enumType;
    }

    public String constantName() {
        return constantName;
    }
}
