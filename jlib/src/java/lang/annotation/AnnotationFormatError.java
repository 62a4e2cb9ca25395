package java.lang.annotation;

/** Thrown when reflection finds an annotation attribute of a class file malformed. */
public class AnnotationFormatError extends Error {
    private static final long serialVersionUID = -4256701562333669892L;

    public AnnotationFormatError(String message) {
        super(message);
    }

    public AnnotationFormatError(String message, Throwable cause) {
        super(message, cause);
    }

    public AnnotationFormatError(Throwable cause) {
        super(cause);
    }
}
