import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

/** Annotation instances: element values of every kind, toString as JDK 17, equals and hashCode as the javadoc. */
public class AnnotationValues {
    enum Level { LOW, MID, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Inner {
        String value() default "d";
        int n() default 3;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Prims {
        byte b() default 1;
        short s() default -2;
        char c() default 'x';
        int i() default 4;
        long l() default 5L;
        float f() default 1.5f;
        double d() default 2.5;
        boolean z() default true;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Refs {
        String str() default "plain";
        Class<?> type() default String.class;
        Level level() default Level.MID;
        Inner inner() default @Inner;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Arrays1 {
        int[] ints() default {1, 2};
        String[] strs() default {"x"};
        Class<?>[] types() default {};
        Level[] levels() default {Level.LOW, Level.HIGH};
        Inner[] inners() default {@Inner("q"), @Inner(n = 7)};
        char[] cs() default {'a', '\t'};
        long[] longs() default {1L};
        byte[] bytes() default {(byte) 0xff, 16};
        boolean[] bools() default {true, false};
        float[] floats() default {0.5f};
        double[] doubles() default {};
        short[] shorts() default {7};
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Odd {
        String text() default "q\"uo'te\\ \n\r\t\b\f \u0000 \u00e9 \u20ac ~";
        char ch() default '\'';
        float nan() default Float.NaN;
        float inf() default Float.POSITIVE_INFINITY;
        double ninf() default Double.NEGATIVE_INFINITY;
        double tiny() default 1e-7;
        float big() default 1e10f;
        double negz() default -0.0;
        Class<?> arrayType() default int[][].class;
        Class<?> prim() default void.class;
        Class<?> nested() default Map.Entry.class;
        Class<?> nestedArr() default Inner[].class;
        long min() default Long.MIN_VALUE;
        byte neg() default -1;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Val {
        int value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Named {
        int value();
        String name() default "n";
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Marker {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Only {
        String[] value();
    }

    @Retention(RetentionPolicy.CLASS)
    @interface ClassRetained {
    }

    @Retention(RetentionPolicy.SOURCE)
    @interface SourceRetained {
    }

    @interface DefaultRetained {
    }

    @Prims @Refs @Arrays1 @Odd @Val(5) @Named(3) @Marker @Only("one") @ClassRetained @SourceRetained @DefaultRetained
    static class Defaults {
    }

    @Prims(b = -128, s = 300, c = 'Z', i = Integer.MIN_VALUE, l = -1L, f = -0.25f, d = 1e300, z = false)
    @Refs(str = "", type = Level[].class, level = Level.HIGH, inner = @Inner(value = "v", n = -1))
    @Arrays1(ints = {}, strs = {"a", "b", "c"}, types = {int.class, Object[].class}, levels = {}, inners = {},
            cs = {}, longs = {Long.MAX_VALUE, 0}, bytes = {}, bools = {}, floats = {Float.NaN}, doubles = {1, 2})
    @Val(-5)
    @Named(value = 1, name = "given")
    @Only({"x", "y"})
    static class Given {
    }

    static class Plain {
    }

    static void showAll(Class<?> c) {
        System.out.println(c.getSimpleName() + ": " + c.getAnnotations().length + " annotations");
        for (Annotation a : c.getAnnotations()) {
            System.out.println("  " + a);
            System.out.println("    type " + a.annotationType().getName() + ", interface " + a.annotationType().isInterface()
                    + ", instance " + (a instanceof Annotation) + ", proxy " + Proxy.isProxyClass(a.getClass()));
        }
    }

    public static void main(String[] args) throws Exception {
        showAll(Defaults.class);
        showAll(Given.class);
        showAll(Plain.class);

        // element methods
        Prims p = Given.class.getAnnotation(Prims.class);
        System.out.println(p.b() + " " + p.s() + " " + p.c() + " " + p.i() + " " + p.l() + " " + p.f() + " " + p.d() + " " + p.z());
        Refs r = Given.class.getAnnotation(Refs.class);
        System.out.println("[" + r.str() + "] " + r.type() + " " + r.level() + " " + r.inner().value() + " " + r.inner().n()
                + " " + r.inner().annotationType().getSimpleName());
        Arrays1 a = Defaults.class.getAnnotation(Arrays1.class);
        System.out.println(Arrays.toString(a.ints()) + Arrays.toString(a.strs()) + Arrays.toString(a.types())
                + Arrays.toString(a.levels()) + a.inners().length + Arrays.toString(a.cs()) + Arrays.toString(a.longs())
                + Arrays.toString(a.bytes()) + Arrays.toString(a.bools()) + Arrays.toString(a.floats())
                + Arrays.toString(a.doubles()) + Arrays.toString(a.shorts()));
        System.out.println(a.ints().getClass().getSimpleName() + " " + a.levels().getClass().getSimpleName() + " "
                + a.inners().getClass().getSimpleName() + " " + a.types().getClass().getSimpleName());
        // arrays come as copies
        a.ints()[0] = 99;
        a.strs()[0] = "changed";
        System.out.println(a.ints()[0] + " " + a.strs()[0] + " " + (a.ints() != a.ints()));

        // the same annotation object each time for a class
        System.out.println(Given.class.getAnnotation(Val.class) == Given.class.getAnnotation(Val.class));
        System.out.println(Given.class.getAnnotations() != Given.class.getAnnotations());

        // equals and hashCode
        Val v1 = Defaults.class.getAnnotation(Val.class), v2 = Given.class.getAnnotation(Val.class);
        System.out.println(v1.equals(v2) + " " + v1.equals(v1) + " " + v1.equals(null) + " " + v1.equals("x"));
        System.out.println(v1.hashCode() + " " + v2.hashCode() + " " + ((127 * "value".hashCode()) ^ 5));
        System.out.println(Defaults.class.getAnnotation(Marker.class).hashCode());
        System.out.println(Defaults.class.getAnnotation(Named.class).hashCode() + " "
                + Given.class.getAnnotation(Named.class).hashCode());
        System.out.println(Defaults.class.getAnnotation(Prims.class).hashCode() + " " + p.hashCode());
        System.out.println(Defaults.class.getAnnotation(Only.class).hashCode() + " "
                + Given.class.getAnnotation(Only.class).hashCode());
        System.out.println(Defaults.class.getAnnotation(Odd.class).equals(Defaults.class.getAnnotation(Odd.class)));
        System.out.println(Defaults.class.getAnnotation(Prims.class).equals(p));
        // an implementation of the interface written by hand equals the annotation
        Val mine = new Val() {
            public int value() {
                return 5;
            }

            public Class<? extends Annotation> annotationType() {
                return Val.class;
            }
        };
        System.out.println(v1.equals(mine) + " " + v2.equals(mine));
        Named named = new Named() {
            public int value() {
                return 3;
            }

            public String name() {
                return "n";
            }

            public Class<? extends Annotation> annotationType() {
                return Named.class;
            }
        };
        System.out.println(Defaults.class.getAnnotation(Named.class).equals(named) + " "
                + Given.class.getAnnotation(Named.class).equals(named));
        Set<Annotation> set = new HashSet<>();
        set.add(v1);
        set.add(mine);
        set.add(v2);
        System.out.println(set.size());

        // default values of the elements
        for (String m : new String[] {"b", "c", "f", "z"}) {
            Object d = Prims.class.getMethod(m).getDefaultValue();
            System.out.println(m + " default " + d + " " + d.getClass().getSimpleName());
        }
        System.out.println(Refs.class.getMethod("inner").getDefaultValue());
        System.out.println(Refs.class.getMethod("level").getDefaultValue());
        System.out.println(Arrays.toString((int[]) Arrays1.class.getMethod("ints").getDefaultValue()));
        System.out.println(Val.class.getMethod("value").getDefaultValue());
        System.out.println(Object.class.getMethod("toString").getDefaultValue());

        // annotation interfaces themselves
        System.out.println(Val.class.isAnnotation() + " " + Val.class.isInterface() + " " + Arrays.toString(Val.class.getInterfaces()));
        System.out.println(Retention.class.getAnnotation(Retention.class));
        System.out.println(Target.class.getAnnotation(Target.class));
        System.out.println(Val.class.getAnnotation(Retention.class).value());
        System.out.println(Documented.class.isAnnotationPresent(Documented.class));
    }
}
