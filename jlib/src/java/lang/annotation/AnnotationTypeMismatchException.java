package java.lang.annotation;

import java.lang.reflect.Method;

/** An annotation's element was read whose value in the class file does not have the element's type. */
public class AnnotationTypeMismatchException extends RuntimeException {
    private static final long serialVersionUID = 8125925355765570191L;

    private final transient Method element;
    private final String foundType;

    public AnnotationTypeMismatchException(Method element, String foundType) {
        super("Incorrectly typed data found for annotation element " + element + " (Found data of type " + foundType
                + ")");
        this.element = element;
        this.foundType = foundType;
    }

    public Method element() {
        return element;
    }

    public String foundType() {
        return foundType;
    }
}
