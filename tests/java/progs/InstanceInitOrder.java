public class InstanceInitOrder {
    static int log(String s) {
        System.out.println("  " + s);
        return s.length();
    }

    static class Base {
        int a = log("Base field a");
        { log("Base instance block 1"); }
        int b;

        Base() {
            this(log("Base() delegating arg"));
            log("Base() body");
        }

        Base(int x) {
            super();
            log("Base(int) body, x=" + x);
            b = x;
            describe();
        }

        { log("Base instance block 2"); }

        void describe() { log("Base.describe"); }
    }

    static class Derived extends Base {
        int c = log("Derived field c");
        String name = "derived";
        final int fin;
        { log("Derived instance block, name=" + name); }

        Derived() {
            super();
            fin = 5;
            log("Derived() body, fin=" + fin);
        }

        Derived(String n) {
            this();
            name = n;
            log("Derived(String) body, name=" + name);
        }

        Derived(int v) {
            super(v);
            fin = v;
            log("Derived(int) body");
        }

        @Override void describe() {
            // called from Base constructor before Derived fields are initialized
            log("Derived.describe sees c=" + c + " name=" + name + " fin=" + fin);
        }
    }

    static class Counter {
        static int instances;
        final int id;
        { id = ++instances; }
        Counter() { }
        Counter(String s) { log("Counter(" + s + ") id=" + id); }
    }

    static class Defaults {
        boolean z; byte b; short s; char c; int i; long l; float f; double d; Object o; String str; int[] arr;
        @Override public String toString() {
            return z + " " + b + " " + s + " " + (int) c + " " + i + " " + l + " " + f + " " + d + " " + o + " " + str + " " + arr;
        }
    }

    static class FieldOrder {
        int x = 10;
        int y = x * 2;
        int z = compute();
        int w = 3;
        int compute() { return w + 100; }  // w not yet assigned
    }

    public static void main(String[] args) {
        System.out.println("new Derived():");
        Derived d1 = new Derived();
        System.out.println("-> a=" + d1.a + " b=" + d1.b + " c=" + d1.c + " name=" + d1.name + " fin=" + d1.fin);
        System.out.println("new Derived(\"custom\"):");
        Derived d2 = new Derived("custom");
        System.out.println("-> name=" + d2.name);
        System.out.println("new Derived(77):");
        Derived d3 = new Derived(77);
        System.out.println("-> b=" + d3.b + " fin=" + d3.fin);
        System.out.println("new Base():");
        new Base();
        new Counter();
        new Counter("second");
        new Counter("third");
        System.out.println("instances " + Counter.instances);
        System.out.println("defaults: " + new Defaults());
        FieldOrder fo = new FieldOrder();
        System.out.println("field order: " + fo.x + " " + fo.y + " " + fo.z + " " + fo.w);
    }
}
