import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** java.lang.reflect.Constructor: lookups, toString, newInstance with conversions, inner classes, failures. */
public class ReflectConstructors {
    public static class Point {
        static {
            System.out.println("Point.<clinit>");
        }

        final int x, y;
        final String label;

        public Point() {
            this(0, 0);
        }

        public Point(int x, int y) {
            this(x, y, "p");
        }

        protected Point(int x, int y, String label) {
            this.x = x;
            this.y = y;
            this.label = label;
        }

        Point(long packed) {
            this((int) (packed >> 32), (int) packed, "packed");
        }

        private Point(String s) throws java.io.IOException {
            this(s.length(), 0, s);
            if (s.isEmpty()) {
                throw new java.io.IOException("empty label");
            }
        }

        public Point(double... coords) {
            this((int) coords[0], coords.length > 1 ? (int) coords[1] : 0, "varargs");
        }

        @Override
        public String toString() {
            return label + "(" + x + "," + y + ")";
        }
    }

    class Inner { // needs the outer instance
        final int v;

        Inner(int v) {
            this.v = v;
        }
    }

    static abstract class Abstract {
        public Abstract() {
        }
    }

    enum Color {
        RED, GREEN
    }

    interface Body {
        void run() throws Exception;
    }

    static void attempt(String what, Body body) {
        try {
            body.run();
        } catch (InvocationTargetException e) {
            System.out.println(what + " -> InvocationTargetException, cause " + e.getCause());
        } catch (Throwable e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("before lookup");
        Class<Point> pc = Point.class;
        List<String> all = new ArrayList<>();
        for (Constructor<?> c : pc.getDeclaredConstructors()) {
            StringBuilder ps = new StringBuilder();
            for (Parameter p : c.getParameters()) {
                ps.append(' ').append(p.getType().getSimpleName()).append(p.isVarArgs() ? "..." : "");
            }
            all.add(c + " | mods=" + Modifier.toString(c.getModifiers()) + " n=" + c.getParameterCount() + " name="
                + c.getName() + " params:" + ps + " varargs=" + c.isVarArgs() + " throws="
                + Arrays.toString(c.getExceptionTypes()));
        }
        Collections.sort(all);
        all.forEach(s -> System.out.println("  " + s));
        List<String> pub = new ArrayList<>();
        for (Constructor<?> c : pc.getConstructors()) {
            pub.add(c.toString());
        }
        Collections.sort(pub);
        System.out.println("public: " + pub);
        System.out.println("after lookup (no initialisation yet)");

        Constructor<Point> noArgs = pc.getConstructor();
        Constructor<Point> two = pc.getConstructor(int.class, int.class);
        Constructor<Point> three = pc.getDeclaredConstructor(int.class, int.class, String.class);
        Constructor<Point> packed = pc.getDeclaredConstructor(long.class);
        Constructor<Point> priv = pc.getDeclaredConstructor(String.class);
        Constructor<Point> var = pc.getConstructor(double[].class);
        System.out.println(noArgs.newInstance());
        System.out.println(two.newInstance(3, 4));
        System.out.println(two.newInstance('a', (short) 2));
        System.out.println(three.newInstance(1, 2, "three"));
        System.out.println(three.newInstance(1, 2, null));
        System.out.println(packed.newInstance(5L << 32 | 6));
        System.out.println(packed.newInstance(7));
        System.out.println(var.newInstance((Object) new double[] {8.5, 9.5}));
        System.out.println(noArgs.newInstance((Object[]) null));
        priv.setAccessible(true);
        System.out.println(priv.newInstance("hello"));
        attempt("private throws", () -> priv.newInstance(""));
        attempt("wrong count", () -> two.newInstance(1));
        attempt("wrong type", () -> two.newInstance(1, "2"));
        attempt("null primitive", () -> two.newInstance(1, null));
        attempt("narrowing", () -> two.newInstance(1L, 2));
        attempt("varargs spread", () -> var.newInstance(1.0, 2.0));
        attempt("abstract", () -> Abstract.class.getConstructor().newInstance());
        attempt("enum", () -> {
            Constructor<?> c = Color.class.getDeclaredConstructors()[0];
            c.setAccessible(true);
            c.newInstance("BLUE", 2);
        });
        attempt("missing", () -> pc.getConstructor(String.class));
        attempt("missing declared", () -> pc.getDeclaredConstructor(int.class));
        attempt("interface", () -> Runnable.class.getConstructor());
        System.out.println("Runnable constructors: " + Runnable.class.getDeclaredConstructors().length
            + ", int[]: " + int[].class.getConstructors().length + ", int: " + int.class.getDeclaredConstructors().length);

        // an inner class's constructor takes the outer instance first
        Constructor<?> inner = Inner.class.getDeclaredConstructors()[0];
        System.out.println("inner: " + inner + " count=" + inner.getParameterCount());
        ReflectConstructors outer = new ReflectConstructors();
        Inner in = (Inner) inner.newInstance(outer, 41);
        System.out.println("inner value " + in.v);

        // library classes
        System.out.println(StringBuilder.class.getConstructor(String.class).newInstance("abc").reverse());
        System.out.println(ArrayList.class.getConstructor(java.util.Collection.class).newInstance(Arrays.asList(1, 2)));
        System.out.println(Integer.class.getConstructor(int.class).newInstance(5) + 1);
        attempt("library throws", () -> StringBuilder.class.getConstructor(String.class).newInstance((Object) null));

        Constructor<Point> again = pc.getConstructor(int.class, int.class);
        System.out.println("equals: " + again.equals(two) + ", same: " + (again == two) + ", hash: "
            + (two.hashCode() == pc.getName().hashCode()) + ", other: " + two.equals(noArgs)
            + ", declaring: " + two.getDeclaringClass().getSimpleName());
    }
}
