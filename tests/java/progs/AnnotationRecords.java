// release: 17
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

/**
 * Annotations of record components, and where javac carries them (field, accessor, constructor
 * parameter); their generic types.
 */
public class AnnotationRecords {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Any {
        String value() default "any";
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    @interface ComponentOnly {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    @interface FieldOnly {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.METHOD, ElementType.PARAMETER})
    @interface MethodAndParam {
    }

    @Any("rec")
    record Point(@Any("x") @ComponentOnly int x, @FieldOnly @MethodAndParam int y, List<String> tags) {
    }

    static String list(Annotation[] as) {
        return Arrays.toString(as);
    }

    public static void main(String[] args) throws Exception {
        System.out.println(list(Point.class.getAnnotations()));
        for (RecordComponent rc : Point.class.getRecordComponents()) {
            System.out.println(rc.getName() + " component " + list(rc.getAnnotations()) + " "
                    + rc.isAnnotationPresent(ComponentOnly.class) + " " + rc.getAnnotation(Any.class));
            System.out.println("  field " + list(Point.class.getDeclaredField(rc.getName()).getAnnotations()));
            System.out.println("  accessor " + list(rc.getAccessor().getAnnotations()));
            System.out.println("  generic " + rc.getGenericType().getTypeName() + " " + rc.getGenericSignature()
                    + " " + rc.getAccessor().toGenericString());
        }
        Constructor<Point> c = Point.class.getDeclaredConstructor(int.class, int.class, List.class);
        System.out.println("ctor " + Arrays.deepToString(c.getParameterAnnotations()) + " " + list(c.getAnnotations()));
    }
}
