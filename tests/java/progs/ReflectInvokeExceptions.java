import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** Exceptions around Method.invoke: wrapping in InvocationTargetException, argument and receiver checks, initialisation errors. */
public class ReflectInvokeExceptions {
    static class Checked extends Exception {
        Checked(String m) {
            super(m);
        }
    }

    public static class Target {
        public int calls;

        public void checked(String m) throws Checked {
            calls++;
            throw new Checked(m);
        }

        public int divide(int a, int b) {
            calls++;
            return a / b;
        }

        public void error() {
            throw new AssertionError("assertion inside");
        }

        public String npe(String s) {
            return s.trim();
        }

        public static void rethrowIte() throws Exception {
            Method m = Target.class.getMethod("divide", int.class, int.class);
            m.invoke(new Target(), 1, 0);
        }

        public int depth(int n) throws Exception {
            if (n == 0) {
                throw new IllegalStateException("bottom");
            }
            Method self = Target.class.getMethod("depth", int.class);
            return (Integer) self.invoke(this, n - 1);
        }

        public static int ok(int x) {
            return x * 2;
        }

        public synchronized String locked() {
            return "holds lock: " + Thread.holdsLock(this);
        }
    }

    public static class BadInit {
        static {
            if (Boolean.TRUE) {
                throw new IllegalStateException("static init failed");
            }
        }

        public static int value() {
            return 1;
        }
    }

    public static class CtorThrows {
        public CtorThrows(int x) {
            if (x < 0) {
                throw new IllegalArgumentException("negative " + x);
            }
        }
    }

    interface Body {
        void run() throws Exception;
    }

    static void attempt(String what, Body body) {
        try {
            body.run();
            System.out.println(what + " -> no exception");
        } catch (InvocationTargetException e) {
            Throwable t = e.getTargetException();
            System.out.println(what + " -> InvocationTargetException(message " + e.getMessage() + ") target "
                + t.getClass().getName() + ": " + t.getMessage() + ", getCause same: " + (e.getCause() == t));
            if (!(t instanceof InvocationTargetException)) { // (the JDK makes those in its own native frames)
                StackTraceElement top = t.getStackTrace()[0];
                System.out.println("    thrown in " + top.getClassName() + "." + top.getMethodName());
            }
        } catch (Throwable e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage()
                + (e.getCause() != null ? " (cause " + e.getCause() + ")" : ""));
        }
    }

    public static void main(String[] args) throws Exception {
        Target t = new Target();
        Method checked = Target.class.getMethod("checked", String.class);
        Method divide = Target.class.getMethod("divide", int.class, int.class);
        Method error = Target.class.getMethod("error");
        Method npe = Target.class.getMethod("npe", String.class);
        Method ok = Target.class.getMethod("ok", int.class);

        attempt("checked", () -> checked.invoke(t, "boom"));
        attempt("arithmetic", () -> divide.invoke(t, 1, 0));
        System.out.println("calls so far: " + t.calls);
        attempt("error", () -> error.invoke(t));
        attempt("npe inside", () -> npe.invoke(t, (Object) null));
        attempt("nested invoke", () -> Target.class.getMethod("rethrowIte").invoke(null));
        attempt("recursive invoke", () -> Target.class.getMethod("depth", int.class).invoke(t, 3));
        try {
            Target.class.getMethod("depth", int.class).invoke(t, 2);
        } catch (InvocationTargetException e) {
            int levels = 0;
            Throwable c = e;
            while (c instanceof InvocationTargetException) {
                c = c.getCause();
                levels++;
            }
            System.out.println("wrapped " + levels + " times around " + c.getMessage());
        }
        System.out.println("locked: " + Target.class.getMethod("locked").invoke(t));

        // argument checks: IllegalArgumentException, not wrapped, target not run
        attempt("too few", () -> divide.invoke(t, 1));
        attempt("too many", () -> divide.invoke(t, 1, 2, 3));
        attempt("null args for 2 params", () -> divide.invoke(t, (Object[]) null));
        attempt("String for int", () -> divide.invoke(t, "1", 2));
        attempt("null for int", () -> divide.invoke(t, 1, null));
        attempt("Long for int", () -> divide.invoke(t, 1L, 2));
        attempt("Double for int", () -> divide.invoke(t, 1.0, 2));
        attempt("Boolean for int", () -> divide.invoke(t, true, 2));
        attempt("Integer for String", () -> npe.invoke(t, 5));
        System.out.println("calls after argument errors: " + t.calls);

        // receiver checks
        attempt("null receiver", () -> divide.invoke(null, 1, 2));
        attempt("wrong receiver", () -> divide.invoke("a string", 1, 2));
        divide.setAccessible(true);
        attempt("null receiver, accessible", () -> divide.invoke(null, 1, 2));
        attempt("static with receiver", () -> System.out.println("  ok(21) = " + ok.invoke("ignored", 21)));

        // class initialisation errors are not wrapped
        Method value = BadInit.class.getMethod("value");
        attempt("failed <clinit>", () -> value.invoke(null));
        try {
            value.invoke(null);
        } catch (NoClassDefFoundError e) { // (java 17 adds a cause that names the thread)
            System.out.println("failed <clinit> again -> " + e.getMessage());
        }

        // constructors
        Constructor<CtorThrows> ct = CtorThrows.class.getConstructor(int.class);
        attempt("constructor throws", () -> ct.newInstance(-4));
        attempt("constructor ok", () -> ct.newInstance(4));
        attempt("constructor bad arg", () -> ct.newInstance("x"));

        InvocationTargetException plain = new InvocationTargetException(new RuntimeException("x"), "with message");
        System.out.println(plain.getMessage() + " / " + plain.getCause().getMessage() + " / " + plain);
        System.out.println(new InvocationTargetException(null).getCause());
    }
}
