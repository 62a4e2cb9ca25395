import java.util.ArrayList;

/** Class.newInstance: constructors run once, class initialisation first, java's exceptions. */
public class ClassNewInstance {
    public static class Plain { static int made; public Plain() { made++; System.out.println("Plain()"); } public String toString() { return "Plain#" + made; } }
    static abstract class Abs { }
    interface Ifc { }
    public static class NoDefault { public NoDefault(int x) { } }
    public static class Thrower { public Thrower() throws java.io.IOException { throw new java.io.IOException("from constructor"); } }
    public static class Lazy { static { System.out.println("Lazy.<clinit>"); } public Lazy() { System.out.println("Lazy()"); } public String toString() { return "a Lazy"; } }

    public static class Counter { static int n; final int id; public Counter() { id = ++n; } }

    static void attempt(Class<?> c) {
        try {
            Object o = c.newInstance();
            System.out.println(c.getName() + " -> " + o);
        } catch (Throwable e) {
            System.out.println(c.getName() + " -> " + e.getClass().getName() + ": " + e.getMessage()
                + (e.getCause() == null ? "" : " / cause " + e.getCause().getClass().getName()));
        }
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        attempt(Plain.class);
        attempt(Plain.class);
        attempt(Lazy.class);
        attempt(Abs.class);
        attempt(Ifc.class);
        attempt(NoDefault.class);
        attempt(Thrower.class);
        attempt(int[].class);
        attempt(int.class);
        attempt(StringBuilder.class);
        Counter c1 = Counter.class.newInstance(), c2 = Counter.class.newInstance();
        System.out.println("Counter ids " + c1.id + " " + c2.id + " made " + Counter.n);
        try {
            Thrower.class.newInstance();
        } catch (Exception e) { // newInstance rethrows the constructor's checked exception as it is
            System.out.println("caught " + e.getClass().getName() + " " + e.getMessage());
        }
        ArrayList<?> l = ArrayList.class.newInstance();
        System.out.println("ArrayList " + l.size());
        System.out.println(((StringBuilder) Class.forName("java.lang.StringBuilder").newInstance()).append("sb").toString());
    }
}
