package java.lang.annotation;

/** An annotation's element was read that the annotation had no value for (nor a default). */
public class IncompleteAnnotationException extends RuntimeException {
    private static final long serialVersionUID = 8445097402741811912L;

    private final Class<? extends Annotation> annotationType;
    private final String elementName;

    public IncompleteAnnotationException(Class<? extends Annotation> annotationType, String elementName) {
        super(annotationType.getName() + " missing element " + elementName);
        this.annotationType = annotationType;
        this.elementName = elementName;
    }

    public Class<? extends Annotation> annotationType() {
        return annotationType;
    }

    public String elementName() {
        return elementName;
    }
}
