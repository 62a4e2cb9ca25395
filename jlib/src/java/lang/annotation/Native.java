package java.lang.annotation;

/** A field defining a constant value may be referenced from native code. */
@Documented
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.SOURCE)
public @interface Native {
}
