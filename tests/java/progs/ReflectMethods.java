import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** java.lang.reflect.Method: lookups, metadata, toString, invoke with virtual dispatch, boxing and varargs. */
public class ReflectMethods {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " of area " + area();
        }

        static Shape unit() {
            return new Square(1);
        }
    }

    static abstract class Base implements Shape {
        public String name() {
            return "base";
        }

        protected int weight(int k) {
            return k;
        }

        public static String kind() {
            return "Base.kind";
        }

        public abstract Base copy();

        public Object self() {
            return this;
        }
    }

    static class Square extends Base {
        final double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }

        @Override
        public String name() {
            return "square";
        }

        @Override
        public Square copy() { // covariant: javac adds a bridge Base copy()
            return new Square(side);
        }

        @Override
        public String self() {
            return "square self";
        }

        private String secret(String p, int n) {
            return p + "#" + n;
        }

        public static int sum(int... xs) {
            int s = 0;
            for (int x : xs) {
                s += x;
            }
            return s;
        }

        public static String join(String sep, Object... parts) {
            StringBuilder sb = new StringBuilder();
            for (Object p : parts) {
                if (sb.length() > 0) {
                    sb.append(sep);
                }
                sb.append(p);
            }
            return sb.toString();
        }

        public synchronized long widen(long a, double b, float c) {
            return a + (long) b + (long) c;
        }

        public boolean flag(boolean b) {
            return !b;
        }

        public char next(char c) {
            return (char) (c + 1);
        }

        public byte neg(byte b) {
            return (byte) -b;
        }

        public short twice(short s) {
            return (short) (s * 2);
        }

        public float half(float f) {
            return f / 2;
        }

        public int[] range(int n) {
            int[] r = new int[n];
            for (int i = 0; i < n; i++) {
                r[i] = i;
            }
            return r;
        }

        public void nothing() {
            System.out.println("  nothing() ran");
        }

        public String overloaded(int x) {
            return "int " + x;
        }

        public String overloaded(long x) {
            return "long " + x;
        }

        public String overloaded(Object x) {
            return "Object " + x;
        }

        public String overloaded(String x) {
            return "String " + x;
        }

        public void io() throws java.io.IOException, InterruptedException {
        }
    }

    static List<String> sorted(Method[] ms) {
        List<String> r = new ArrayList<>();
        for (Method m : ms) {
            r.add(m.toString());
        }
        java.util.Collections.sort(r);
        return r;
    }

    static void show(String title, Method[] ms) {
        System.out.println(title + " (" + ms.length + "):");
        for (String s : sorted(ms)) {
            System.out.println("  " + s);
        }
    }

    public static void main(String[] args) throws Exception {
        show("Square declared", Square.class.getDeclaredMethods());
        List<Method> own = new ArrayList<>();
        for (Method m : Square.class.getMethods()) {
            if (m.getDeclaringClass() != Object.class) {
                own.add(m);
            }
        }
        show("Square public, not from Object", own.toArray(new Method[0]));
        show("Shape public", Shape.class.getMethods());
        show("Base declared", Base.class.getDeclaredMethods());

        Method area = Shape.class.getMethod("area");
        Method describe = Shape.class.getMethod("describe");
        Method name = Base.class.getMethod("name");
        Method copy = Square.class.getMethod("copy");
        Method secret = Square.class.getDeclaredMethod("secret", String.class, int.class);
        Method sum = Square.class.getMethod("sum", int[].class);
        Method join = Square.class.getMethod("join", String.class, Object[].class);
        Method widen = Square.class.getMethod("widen", long.class, double.class, float.class);
        Method unit = Shape.class.getMethod("unit");
        Method kind = Square.class.getMethod("kind");
        Method weight = Base.class.getDeclaredMethod("weight", int.class);

        for (Method m : new Method[] {area, describe, name, copy, secret, sum, join, widen, unit, kind, weight}) {
            System.out.println(m.getName() + ": decl=" + m.getDeclaringClass().getSimpleName() + " ret="
                + m.getReturnType().getName() + " params=" + Arrays.toString(m.getParameterTypes()) + " count="
                + m.getParameterCount() + " mods=" + Modifier.toString(m.getModifiers()) + " varargs=" + m.isVarArgs()
                + " default=" + m.isDefault() + " bridge=" + m.isBridge() + " synthetic=" + m.isSynthetic());
        }
        System.out.println("exceptions of io: " + Arrays.toString(Square.class.getMethod("io").getExceptionTypes()));

        Square sq = new Square(3);
        Shape anon = new Shape() {
            public double area() {
                return 2;
            }
        };
        System.out.println("area(sq) = " + area.invoke(sq) + ", area(anon) = " + area.invoke(anon));
        System.out.println("describe: " + describe.invoke(sq) + " / " + describe.invoke(anon));
        System.out.println("name via Base.name on Square: " + name.invoke(sq));
        System.out.println("self via Base.self: " + Base.class.getMethod("self").invoke(sq));
        System.out.println("copy: " + ((Square) copy.invoke(sq)).side);
        secret.setAccessible(true);
        System.out.println("secret: " + secret.invoke(sq, "p", 4));
        System.out.println("sum(array): " + sum.invoke(null, (Object) new int[] {1, 2, 3}));
        System.out.println("sum(empty): " + sum.invoke(null, new int[0]));
        System.out.println("join: " + join.invoke(null, "-", new Object[] {"a", 1, 'c'}));
        System.out.println("widen(int, int, short): " + widen.invoke(sq, 1, 2, (short) 3));
        System.out.println("widen(char, long, byte): " + widen.invoke(sq, 'a', 2L, (byte) 3));
        System.out.println("unit: " + ((Shape) unit.invoke(null)).area());
        System.out.println("kind: " + kind.invoke(null) + " (receiver ignored: " + kind.invoke("whatever") + ")");
        System.out.println("weight: " + weight.invoke(sq, 5));
        Object r;
        r = Square.class.getMethod("flag", boolean.class).invoke(sq, true);
        System.out.println("flag -> " + r + " " + r.getClass().getSimpleName());
        r = Square.class.getMethod("next", char.class).invoke(sq, 'x');
        System.out.println("next -> " + r + " " + r.getClass().getSimpleName());
        r = Square.class.getMethod("neg", byte.class).invoke(sq, (byte) 5);
        System.out.println("neg -> " + r + " " + r.getClass().getSimpleName());
        r = Square.class.getMethod("twice", short.class).invoke(sq, (short) 21);
        System.out.println("twice -> " + r + " " + r.getClass().getSimpleName());
        r = Square.class.getMethod("half", float.class).invoke(sq, 5);
        System.out.println("half -> " + r + " " + r.getClass().getSimpleName());
        r = Square.class.getMethod("range", int.class).invoke(sq, 4);
        System.out.println("range -> " + Arrays.toString((int[]) r));
        r = Square.class.getMethod("nothing").invoke(sq);
        System.out.println("nothing -> " + r);
        for (Class<?> p : new Class<?>[] {int.class, long.class, Object.class, String.class}) {
            Method o = Square.class.getMethod("overloaded", p);
            System.out.println("overloaded(" + p.getSimpleName() + "): " + o.invoke(sq, p == String.class ? "seven" : 7));
        }

        // library methods
        System.out.println("String.length: " + String.class.getMethod("length").invoke("hello"));
        System.out.println("String.substring: " + String.class.getMethod("substring", int.class, int.class).invoke("reflection", 2, 6));
        System.out.println("Integer.parseInt: " + Integer.class.getMethod("parseInt", String.class).invoke(null, "123"));
        System.out.println("Math.max(long): " + Math.class.getMethod("max", long.class, long.class).invoke(null, 3, 9L));
        System.out.println("List.size: " + List.class.getMethod("size").invoke(Arrays.asList(1, 2, 3)));
        System.out.println("Object.toString on Integer: " + Object.class.getMethod("toString").invoke(42));
        System.out.println("Object.equals: " + Object.class.getMethod("equals", Object.class).invoke("a", "a"));
        System.out.println("StringBuilder.append(char): "
            + StringBuilder.class.getMethod("append", char.class).invoke(new StringBuilder("ab"), 'c'));

        // equality and hashing
        Method a1 = Square.class.getMethod("area"), a2 = Square.class.getMethod("area");
        System.out.println("same object: " + (a1 == a2) + ", equals: " + a1.equals(a2) + ", hash equal: "
            + (a1.hashCode() == a2.hashCode()) + ", hash is names: "
            + (a1.hashCode() == (Square.class.getName().hashCode() ^ "area".hashCode())) + ", Shape.area equals: "
            + a1.equals(area));
        System.out.println("getMethod finds the most specific copy: " + copy.getReturnType().getSimpleName());
        System.out.println("lookups of missing methods:");
        for (Object[] q : new Object[][] {{"nope", new Class<?>[0]}, {"secret", new Class<?>[] {String.class, int.class}},
            {"sum", new Class<?>[] {int.class}}, {"join", new Class<?>[] {String.class, String[].class}}}) {
            try {
                Square.class.getMethod((String) q[0], (Class<?>[]) q[1]);
                System.out.println("  found " + q[0]);
            } catch (NoSuchMethodException e) {
                System.out.println("  " + e);
            }
        }
        try {
            Square.class.getDeclaredMethod("area", (Class<?>[]) null);
            System.out.println("  getDeclaredMethod(area, null) found");
        } catch (NoSuchMethodException e) {
            System.out.println("  " + e);
        }
    }
}
