import java.util.ArrayList;
import java.util.List;

public class StaticNested {
    private static String secret = "s3cr3t";
    private int instanceField = 5;

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
        @Override public boolean equals(Object o) {
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return p.x == x && p.y == y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        static Point origin() { return new Point(0, 0); }
    }

    static class Builder {
        private final StringBuilder sb = new StringBuilder();
        private int count;
        Builder add(String s) { if (count++ > 0) sb.append(", "); sb.append(s); return this; }
        String build() { return "{" + sb + "} (" + count + " items, secret " + secret.length() + ")"; }
    }

    static class Outer2 {
        static int depth = 1;
        static class Nested2 {
            static int depth = 2;
            static class Nested3 {
                static int depth = 3;
                String path() { return "depth " + Outer2.depth + "/" + Nested2.depth + "/" + depth; }
            }
        }
    }

    static class Stack<T> {
        private static int instances;
        private final List<T> items = new ArrayList<T>();
        Stack() { instances++; }
        void push(T t) { items.add(t); }
        T pop() { return items.remove(items.size() - 1); }
        boolean isEmpty() { return items.isEmpty(); }
        static int instances() { return instances; }
    }

    static class Access {
        int read(StaticNested o) { return o.instanceField * 2; }
        String secret() { return secret.toUpperCase(); }
    }

    interface Visitor<R> {
        R visitNum(int n);
        R visitAdd(Expr a, Expr b);
    }

    static abstract class Expr {
        abstract <R> R accept(Visitor<R> v);
    }

    static class Num extends Expr {
        final int n;
        Num(int n) { this.n = n; }
        <R> R accept(Visitor<R> v) { return v.visitNum(n); }
    }

    static class Add extends Expr {
        final Expr a, b;
        Add(Expr a, Expr b) { this.a = a; this.b = b; }
        <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); }
    }

    public static void main(String[] args) {
        Point p = new Point(1, 2).plus(new Point(10, 20)).plus(Point.origin());
        System.out.println(p + " " + p.equals(new Point(11, 22)) + " " + p.hashCode());
        System.out.println(new Builder().add("a").add("b").add("c").build());
        System.out.println(new Outer2.Nested2.Nested3().path());
        Stack<String> s1 = new Stack<String>();
        Stack<Integer> s2 = new Stack<Integer>();
        for (int i = 0; i < 5; i++) { s1.push("s" + i); s2.push(i * i); }
        StringBuilder sb = new StringBuilder();
        while (!s1.isEmpty()) sb.append(s1.pop()).append(':').append(s2.pop()).append(' ');
        System.out.println(sb + "instances " + Stack.instances());
        Access a = new Access();
        System.out.println(a.read(new StaticNested()) + " " + a.secret());
        Expr e = new Add(new Num(3), new Add(new Num(4), new Num(5)));
        int val = e.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Expr x, Expr y) { return x.accept(this) + y.accept(this); }
        });
        String shown = e.accept(new Visitor<String>() {
            public String visitNum(int n) { return String.valueOf(n); }
            public String visitAdd(Expr x, Expr y) { return "(" + x.accept(this) + " + " + y.accept(this) + ")"; }
        });
        System.out.println(shown + " = " + val);
        System.out.println(Point.class.getName() + " " + Outer2.Nested2.Nested3.class.getName() + " " + Outer2.Nested2.class.getSimpleName());
    }
}
