public class StaticInitOrder {
    static StringBuilder trace = new StringBuilder();

    static int log(String s, int v) {
        System.out.println("  init: " + s);
        return v;
    }

    static {
        System.out.println("StaticInitOrder static block");
    }

    static class Parent {
        static int pv = log("Parent.pv", 1);
        static { log("Parent static block", 0); }
        static final int CONST = 99;             // compile-time constant: no init
        static final String SCONST = "const";    // compile-time constant
        static final Integer BOXED = log("Parent.BOXED", 5);  // not a constant
        static void touch() { log("Parent.touch()", 0); }
    }

    static class Child extends Parent {
        static int cv = log("Child.cv", 2);
        static { log("Child static block", 0); }
        static int cv2 = log("Child.cv2", 3);
    }

    static class GrandChild extends Child {
        static { log("GrandChild static block", 0); }
        static int gv = 4;
    }

    interface Iface {
        int IFIELD = log("Iface.IFIELD", 10);
        int ICONST = 11;
    }

    static class Impl implements Iface {
        static { log("Impl static block", 0); }
        static int iv = 12;
    }

    interface WithDefault {
        int DFIELD = log("WithDefault.DFIELD", 20);
        default int dm() { return 1; }
    }

    static class ImplDefault implements WithDefault {
        static { log("ImplDefault static block", 0); }
    }

    static class Lazy {
        static { log("Lazy static block", 0); }
        static int value = 42;
    }

    static class ByForName {
        static { log("ByForName static block", 0); }
    }

    static class Holder {
        static { log("Holder static block (singleton)", 0); }
        static final Holder INSTANCE = new Holder();
        final int created;
        Holder() { created = log("Holder constructor", 7); }
    }

    static class SelfRef {
        static int a = log("SelfRef.a", 1);
        static int b = a + log("SelfRef.b (reads a=" + a + ")", 1);
        static final SelfRef S = new SelfRef();
        static int c = log("SelfRef.c", 3);
        final int seenC;
        SelfRef() { seenC = c; }
    }

    static class Counter {
        static int count;
        static { count = 100; }
        static int next() { return ++count; }
    }

    static class WithInstance {
        static { log("WithInstance static", 0); }
        { log("WithInstance instance block", 0); }
        WithInstance() { log("WithInstance ctor", 0); }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main starts");
        System.out.println("Parent.CONST = " + Parent.CONST + " SCONST = " + Parent.SCONST);
        System.out.println("step: Child.pv via subclass");
        System.out.println("Child.pv = " + Child.pv);
        System.out.println("step: Child.cv");
        System.out.println("Child.cv = " + Child.cv);
        System.out.println("step: new GrandChild()");
        new GrandChild();
        System.out.println("step: Parent.touch again (already initialized)");
        Parent.touch();
        System.out.println("step: Impl.iv (interface without defaults not initialized)");
        System.out.println("Impl.iv = " + Impl.iv + " ICONST " + Impl.ICONST);
        System.out.println("step: Iface.IFIELD");
        System.out.println("IFIELD = " + Iface.IFIELD);
        System.out.println("step: new ImplDefault() (interface with default method is initialized)");
        new ImplDefault();
        System.out.println("step: arrays and class literals do not initialize");
        Lazy[] arr = new Lazy[3];
        Class<?> c = Lazy.class;
        System.out.println("array length " + arr.length + " class " + c.getSimpleName());
        System.out.println("step: Lazy.value");
        System.out.println("Lazy.value = " + Lazy.value);
        System.out.println("step: Class.forName");
        Class<?> fn = Class.forName("StaticInitOrder$ByForName");
        System.out.println("loaded " + fn.getName());
        Class.forName("StaticInitOrder$ByForName");
        System.out.println("step: Holder");
        System.out.println("Holder created " + Holder.INSTANCE.created);
        System.out.println("step: SelfRef");
        System.out.println("SelfRef a=" + SelfRef.a + " b=" + SelfRef.b + " c=" + SelfRef.c + " seenC=" + SelfRef.S.seenC);
        System.out.println("Counter " + Counter.next() + " " + Counter.next());
        System.out.println("step: two WithInstance objects");
        new WithInstance();
        new WithInstance();
        System.out.println("main ends");
    }
}
