public class InterfaceDefaults {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + name() + "!"; }
        default String shout() { return greet().toUpperCase(); }
        static Greeter of(final String n) {
            return new Greeter() {
                public String name() { return n; }
            };
        }
    }

    interface Polite extends Greeter {
        @Override
        default String greet() { return "Good day, " + name() + "."; }
    }

    interface A { default String who() { return "A"; } }
    interface B { default String who() { return "B"; } }
    static class AB implements A, B {
        public String who() { return A.super.who() + B.super.who() + "!"; }
    }

    interface Base { default String hello() { return "Base.hello"; } }
    interface Left extends Base { }
    interface Right extends Base { default String hello() { return "Right.hello"; } }
    static class Diamond implements Left, Right { }

    static class Parent { public String hello() { return "Parent.hello"; } }
    static class ClassWins extends Parent implements Right { }

    interface Counter {
        int CONSTANT = 42;
        int next();
        default int skip(int n) {
            int v = 0;
            for (int i = 0; i < n; i++) v = next();
            return v;
        }
        static int twice(Counter c) { return c.next() + c.next(); }
    }

    static class SimpleCounter implements Counter {
        int n;
        public int next() { return ++n; }
    }

    static class Person implements Polite {
        private final String n;
        Person(String n) { this.n = n; }
        public String name() { return n; }
    }

    static class Robot implements Greeter {
        public String name() { return "R2"; }
        public String greet() { return "BEEP " + Greeter.super.greet(); }
    }

    interface Shape {
        double area();
        default String describe() { return getClass().getSimpleName() + " with area " + String.format("%.3f", area()); }
    }

    static class Circle implements Shape {
        double r;
        Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; }
    }

    static class Square implements Shape {
        double s;
        Square(double s) { this.s = s; }
        public double area() { return s * s; }
        public String describe() { return "Square! " + Shape.super.describe(); }
    }

    public static void main(String[] args) {
        Greeter g = Greeter.of("Ann");
        System.out.println(g.greet() + " " + g.shout());
        Person p = new Person("Bob");
        System.out.println(p.greet() + " " + p.shout());
        Greeter asG = p;
        System.out.println(asG.greet());
        Robot r = new Robot();
        System.out.println(r.greet() + " / " + r.shout());
        System.out.println(new AB().who());
        System.out.println(new Diamond().hello());
        System.out.println(new ClassWins().hello());
        Right rr = new ClassWins();
        System.out.println(rr.hello());
        SimpleCounter c = new SimpleCounter();
        System.out.println(c.skip(5) + " " + Counter.twice(c) + " " + Counter.CONSTANT + " " + SimpleCounter.CONSTANT);
        Shape[] shapes = {new Circle(1), new Square(2), new Circle(0.5)};
        for (Shape s : shapes) System.out.println(s.describe());
        Counter anon = new Counter() {
            int v = 100;
            public int next() { return v -= 10; }
        };
        System.out.println(anon.skip(3) + " " + anon.next());
    }
}
