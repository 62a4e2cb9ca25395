public class NullPointers {
    static class Node {
        int val;
        Node next;
        Node(int v) { val = v; }
        int getVal() { return val; }
        synchronized void sync() { }
    }

    interface Shape { double area(); }

    static String name(Object o) { return o.toString(); }

    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        final Node n = new Node(1);
        final Node nul = null;
        final String s = null;
        final int[] arr = null;
        final Shape shape = null;
        attempt("field read", () -> System.out.println(nul.val));
        attempt("field write", () -> nul.val = 5);
        attempt("next.next", () -> System.out.println(n.next.val));
        attempt("virtual call", () -> nul.getVal());
        attempt("interface call", () -> shape.area());
        attempt("string method", () -> s.length());
        attempt("toString via helper", () -> name(null));
        attempt("array load", () -> System.out.println(arr[0]));
        attempt("array length", () -> System.out.println(arr.length));
        attempt("throw null", () -> { RuntimeException re = null; throw re; });
        attempt("synchronized null", () -> { synchronized (nul) { System.out.println("in"); } });
        attempt("synchronized method", () -> nul.sync());
        attempt("unboxing", () -> { Integer i = null; int x = i + 1; });
        attempt("string concat null ok", () -> System.out.println("concat " + s + nul));
        attempt("equals on null arg ok", () -> System.out.println("abc".equals(s)));
        attempt("String.valueOf(null obj) ok", () -> System.out.println(String.valueOf((Object) null)));
        attempt("switch on null string", () -> { switch (s) { default: } });
        attempt("enhanced for over null", () -> { for (int x : arr) System.out.println(x); });
        attempt("method ref on null", () -> { java.util.function.Supplier<String> sup = s::trim; });
        attempt("Objects.requireNonNull", () -> java.util.Objects.requireNonNull(null, "custom message"));
        attempt("StringBuilder append null ok", () -> System.out.println(new StringBuilder().append((String) null).append((Object) null)));
        try {
            java.util.Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull message: " + e.getMessage());
        }
        try {
            throw new NullPointerException("explicit message");
        } catch (NullPointerException e) {
            System.out.println("explicit: " + e.getMessage());
        }
        // NPE caught as RuntimeException and Exception
        try {
            nul.getVal();
        } catch (RuntimeException e) {
            System.out.println("as RuntimeException: " + (e instanceof NullPointerException));
        }
        int count = 0;
        Node list = new Node(1);
        list.next = new Node(2);
        list.next.next = new Node(3);
        Node cur = list;
        try {
            while (true) {
                count += cur.val;
                cur = cur.next;
            }
        } catch (NullPointerException e) {
            System.out.println("walked list, sum " + count);
        }
    }
}
