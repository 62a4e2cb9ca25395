import java.util.ArrayList;
import java.util.List;

public class Polymorphism {
    static class A {
        String name = "A.name";
        static String stat() { return "A.stat"; }
        String who() { return "A"; }
        String call() { return "A.call->" + who(); }
        String over(Object o) { return "A.over(Object)"; }
        String over(String s) { return "A.over(String)"; }
        private String priv() { return "A.priv"; }
        String callPriv() { return priv(); }
        protected int value() { return 1; }
    }

    static class B extends A {
        String name = "B.name";
        static String stat() { return "B.stat"; }
        @Override String who() { return "B"; }
        String superWho() { return super.who() + "/" + who(); }
        @Override String over(Object o) { return "B.over(Object)"; }
        String over(Integer i) { return "B.over(Integer)"; }
        private String priv() { return "B.priv"; }
        @Override protected int value() { return super.value() + 10; }
        String names() { return name + " " + super.name + " " + ((A) this).name; }
    }

    static class C extends B {
        @Override String who() { return "C"; }
        @Override String call() { return "C.call[" + super.call() + "]"; }
        @Override protected int value() { return super.value() * 100; }
    }

    static class D extends C {
        @Override String who() { return "D:" + super.who(); }
    }

    static String overload(int x) { return "int"; }
    static String overload(long x) { return "long"; }
    static String overload(double x) { return "double"; }
    static String overload(Object x) { return "Object"; }
    static String overload(A a) { return "A"; }
    static String overload(B b) { return "B"; }

    interface Visitor { String visit(Shape s); }

    static abstract class Shape {
        abstract double area();
        String accept(Visitor v) { return v.visit(this); }
        public String toString() { return getClass().getSimpleName() + "[" + String.format("%.2f", area()) + "]"; }
    }

    static class Rect extends Shape {
        final double w, h;
        Rect(double w, double h) { this.w = w; this.h = h; }
        double area() { return w * h; }
    }

    static class Square extends Rect {
        Square(double s) { super(s, s); }
        @Override public String toString() { return "Square!" + super.toString(); }
    }

    static class Circle extends Shape {
        final double r;
        Circle(double r) { this.r = r; }
        double area() { return Math.PI * r * r; }
    }

    public static void main(String[] args) {
        A[] objs = {new A(), new B(), new C(), new D()};
        for (A a : objs) {
            System.out.println(a.getClass().getSimpleName() + ": who=" + a.who() + " call=" + a.call() + " over(\"s\")=" + a.over("s")
                    + " over((Object)\"s\")=" + a.over((Object) "s") + " over(1)=" + a.over(1) + " priv=" + a.callPriv()
                    + " value=" + a.value() + " field=" + a.name);
        }
        B b = new C();
        System.out.println(b.over(1) + " " + b.over((Object) 1) + " " + b.superWho() + " " + b.names());
        System.out.println(A.stat() + " " + B.stat());
        System.out.println(overload(1) + " " + overload(1L) + " " + overload(1.0f) + " " + overload('c') + " " + overload("s")
                + " " + overload(new A()) + " " + overload(new B()) + " " + overload((A) new B()) + " " + overload(new C()) + " " + overload((Object) new C()));
        List<Shape> shapes = new ArrayList<Shape>();
        shapes.add(new Rect(2, 3));
        shapes.add(new Square(4));
        shapes.add(new Circle(1));
        shapes.add(new Circle(2.5));
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
            System.out.println(s + " " + s.accept(new Visitor() {
                public String visit(Shape sh) {
                    if (sh instanceof Square) return "visited square";
                    if (sh instanceof Rect) return "visited rect " + ((Rect) sh).w;
                    return "visited other";
                }
            }));
        }
        System.out.println(String.format("total %.4f", total));
        Object o = new D();
        System.out.println(o.toString().startsWith("Polymorphism$D") + " " + ((A) o).who() + " " + (o instanceof B) + " " + o.equals(o));
    }
}
