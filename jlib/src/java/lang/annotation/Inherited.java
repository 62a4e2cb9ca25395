package java.lang.annotation;

/** The annotated annotation interface is automatically inherited by subclasses. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Inherited {
}
