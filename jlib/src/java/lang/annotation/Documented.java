package java.lang.annotation;

/** Annotations of the annotated interface appear in generated documentation. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Documented {
}
