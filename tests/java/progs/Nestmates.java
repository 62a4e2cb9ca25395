public class Nestmates {
    private int secret = 42;
    private static String sSecret = "static-secret";

    private int twice() { return secret * 2; }
    private static String shout(String s) { return s.toUpperCase(); }
    private Nestmates() { }
    private Nestmates(int s) { secret = s; }

    class Inner {
        private int innerSecret = 7;
        private String peek() { return "inner sees " + secret + " and " + twice() + " " + shout(sSecret); }
        void poke() { secret++; sSecret = sSecret + "+"; }
    }

    static class Nested {
        private final String tag;
        private Nested(String t) { tag = t; }
        private String tag() { return tag; }
        String readOuter(Nestmates n) { return "nested reads " + n.secret + "/" + n.twice(); }
        Nestmates make(int v) { return new Nestmates(v); }
    }

    interface Api { String go(); }

    static class Impl implements Api {
        private String hidden() { return "hidden"; }
        public String go() { return hidden() + "!"; }
    }

    private String viaLambda() {
        java.util.function.Supplier<String> s = () -> "lambda sees " + secret + " " + twice();
        return s.get();
    }

    public static void main(String[] args) {
        Nestmates outer = new Nestmates();
        Inner in = outer.new Inner();
        System.out.println(in.peek());
        in.poke();
        in.poke();
        System.out.println(in.peek() + " innerSecret=" + in.innerSecret);
        in.innerSecret += 10;
        System.out.println("outer reads inner private " + in.innerSecret);
        Nested n = new Nested("T");
        System.out.println(n.tag() + " " + n.tag + " " + n.readOuter(outer));
        Nestmates made = n.make(100);
        System.out.println("private ctor via nested: " + made.secret + " " + made.twice());
        Impl impl = new Impl();
        System.out.println(impl.hidden() + " " + impl.go());
        Api api = impl;
        System.out.println(api.go());
        System.out.println(outer.viaLambda());
        Object anon = new Object() {
            @Override public String toString() { return "anon sees " + outer.secret + " " + shout("x"); }
        };
        System.out.println(anon);
        // private method invoked on a subclass instance is not overridden
        System.out.println(new Sub().callBase());
        System.out.println(Nestmates.class.getSimpleName());
    }

    static class BasePriv {
        private String name() { return "BasePriv.name"; }
        String callBase() { return name(); }
    }

    static class Sub extends BasePriv {
        @SuppressWarnings("unused")
        private String name() { return "Sub.name"; }
    }
}
