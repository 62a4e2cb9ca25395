import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

/** Annotations on classes (inherited too), methods, fields, constructors and parameters; repeatable ones. */
public class AnnotationTargets {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Tag {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Heir {
        int value() default 0;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Heir2 {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Roles.class)
    @Inherited
    @interface Role {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Roles {
        Role[] value();
    }

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible {
    }

    @Target({ElementType.TYPE_USE, ElementType.FIELD})
    @Retention(RetentionPolicy.RUNTIME)
    @interface Both {
    }

    @Target(ElementType.TYPE_USE)
    @Retention(RetentionPolicy.RUNTIME)
    @interface UseOnly {
    }

    @Heir(1) @Heir2 @Tag("base") @Role("admin")
    static class Base {
        @Tag("field") @Invisible @Both public int counter;
        public @UseOnly String typed;

        @Tag("ctor")
        public Base(@Tag("p0") int a, String b, @Tag("p2") @Heir(9) @Invisible long c) {
        }

        public Base() {
        }

        @Tag("method") @Deprecated
        public void work(@Tag("only") String s) {
        }

        public void plain() {
        }

        @Role("a") @Role("b")
        public void twice() {
        }

        @Role("first") @Roles({@Role("x"), @Role("y")})
        public void mixed() {
        }
    }

    @Tag("sub") @Heir(2)
    static class Sub extends Base {
    }

    static class SubSub extends Sub {
    }

    @Role("r1") @Role("r2")
    static class Repeated extends Base {
    }

    @Heir(5)
    interface Face {
    }

    static class Implementor implements Face {
    }

    enum Color {
        @Tag("red") RED, GREEN;

        Color() {
        }

        Color(@Tag("unused") int x) {
        }
    }

    class Member {
        Member(@Tag("inner") int x, @Tag("second") String s) {
        }
    }

    interface Service {
        @Tag("abstract") void run(@Tag("arg") int x);

        @Tag("default") default void go() {
        }

        @Tag("static") static void util() {
        }
    }

    static String list(Annotation[] as) {
        StringBuilder sb = new StringBuilder("[");
        for (Annotation a : as) {
            sb.append(sb.length() > 1 ? ", " : "").append(a);
        }
        return sb.append(']').toString();
    }

    static String params(Executable e) {
        StringBuilder sb = new StringBuilder();
        for (Annotation[] ps : e.getParameterAnnotations()) {
            sb.append(list(ps));
        }
        sb.append(" |");
        for (Parameter p : e.getParameters()) {
            sb.append(' ').append(list(p.getAnnotations())).append(p.isAnnotationPresent(Tag.class) ? "+" : "-");
            Tag t = p.getAnnotation(Tag.class);
            sb.append(t == null ? "" : t.value());
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        for (Class<?> c : new Class<?>[] {Base.class, Sub.class, SubSub.class, Repeated.class, Face.class, Implementor.class}) {
            System.out.println(c.getSimpleName() + " declared " + list(c.getDeclaredAnnotations()));
            System.out.println(c.getSimpleName() + " all      " + list(c.getAnnotations()));
            System.out.println("  Heir " + c.getAnnotation(Heir.class) + " declared " + c.getDeclaredAnnotation(Heir.class)
                    + " present " + c.isAnnotationPresent(Heir.class) + " Heir2 " + c.isAnnotationPresent(Heir2.class)
                    + " Tag " + c.isAnnotationPresent(Tag.class));
            System.out.println("  Role by type " + list(c.getAnnotationsByType(Role.class)) + " declared "
                    + list(c.getDeclaredAnnotationsByType(Role.class)) + " Roles " + c.getAnnotation(Roles.class));
        }
        System.out.println(Sub.class.getAnnotation(Heir2.class) == Base.class.getAnnotation(Heir2.class));

        Field f = Base.class.getField("counter");
        System.out.println("field " + list(f.getAnnotations()) + " " + f.getAnnotation(Tag.class).value() + " "
                + f.isAnnotationPresent(Invisible.class) + " " + list(f.getDeclaredAnnotations()));
        System.out.println("typed " + list(Base.class.getField("typed").getAnnotations()));
        Method work = Base.class.getMethod("work", String.class);
        System.out.println("work " + list(work.getAnnotations()) + " " + work.getAnnotation(Deprecated.class) + " "
                + work.getDeclaredAnnotation(Tag.class) + " " + params(work));
        System.out.println("plain " + list(Base.class.getMethod("plain").getAnnotations()) + " "
                + Base.class.getMethod("plain").getAnnotation(Tag.class) + " " + params(Base.class.getMethod("plain")));
        Method twice = Base.class.getMethod("twice");
        System.out.println("twice " + list(twice.getAnnotations()) + " by type " + list(twice.getAnnotationsByType(Role.class))
                + " " + twice.getAnnotation(Role.class));
        Method mixed = Base.class.getMethod("mixed");
        System.out.println("mixed " + list(mixed.getAnnotations()) + " by type " + list(mixed.getAnnotationsByType(Role.class))
                + " " + list(mixed.getDeclaredAnnotationsByType(Roles.class)));
        Constructor<Base> ctor = Base.class.getConstructor(int.class, String.class, long.class);
        System.out.println("ctor " + list(ctor.getAnnotations()) + " " + params(ctor));
        System.out.println("no-arg ctor " + list(Base.class.getConstructor().getAnnotations()) + " "
                + Base.class.getConstructor().getParameterAnnotations().length);
        System.out.println("inherited method " + list(Sub.class.getMethod("work", String.class).getAnnotations()));

        Field red = Color.class.getField("RED");
        System.out.println("enum constant " + list(red.getAnnotations()) + " " + list(Color.class.getField("GREEN").getAnnotations()));
        Constructor<?>[] ks = Color.class.getDeclaredConstructors();
        Arrays.sort(ks, Comparator.comparingInt(Constructor::getParameterCount));
        for (Constructor<?> k : ks) {
            System.out.println("enum ctor " + k.getParameterCount() + " " + k.getParameterAnnotations().length + " "
                    + Arrays.deepToString(k.getParameterAnnotations()));
        }
        Constructor<?> inner = Member.class.getDeclaredConstructors()[0];
        System.out.println("inner ctor " + inner.getParameterCount() + " " + Arrays.deepToString(inner.getParameterAnnotations()));

        for (Method m : new Method[] {Service.class.getMethod("run", int.class), Service.class.getMethod("go"),
                Service.class.getMethod("util")}) {
            System.out.println(m.getName() + " " + list(m.getAnnotations()) + " " + params(m));
        }
        Method value = Tag.class.getMethod("value");
        System.out.println("element " + list(value.getAnnotations()) + " " + value.getDefaultValue());
        System.out.println("meta " + list(Role.class.getAnnotations()));

        try {
            Base.class.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            work.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            work.getAnnotationsByType(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        System.out.println(int.class.getAnnotations().length + " " + int[].class.getAnnotations().length + " "
                + String[].class.getAnnotation(Deprecated.class));
        Annotation[] arr = Base.class.getAnnotations();
        arr[0] = null;
        System.out.println(Base.class.getAnnotations()[0] != null);
        System.out.println(Base.class.getAnnotationsByType(Heir.class).getClass().getSimpleName());
    }
}
