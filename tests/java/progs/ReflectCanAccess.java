// release: 17
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;

/**
 * The Java 9+ side of reflection's access checks: canAccess, trySetAccessible, the
 * InaccessibleObjectException of members of java.base that the program's module may not open.
 */
public class ReflectCanAccess {
    private int own = 1;

    private static String ownStatic() {
        return "own static";
    }

    static class Nested {
        private int secret = 2;
        int packagePrivate = 3;
        protected int prot = 4;

        private Nested() {
        }

        Nested(int s) {
            secret = s;
        }

        private String hidden(String p) {
            return "hidden " + p;
        }

        private static int counter = 10;
    }

    interface Body {
        void run() throws Throwable;
    }

    static void attempt(String what, Body body) {
        try {
            body.run();
        } catch (Throwable e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void attemptQuiet(String what, Body body) { // messages naming a module instance are not printed
        try {
            body.run();
            System.out.println(what + " -> ok");
        } catch (Throwable e) {
            System.out.println(what + " -> " + e.getClass().getName());
        }
    }

    public static void main(String[] args) throws Exception {
        ReflectCanAccess self = new ReflectCanAccess();
        Nested n = new Nested(5);
        System.out.println("own private field: " + ReflectCanAccess.class.getDeclaredField("own").get(self));
        System.out.println("own private static method: " + ReflectCanAccess.class.getDeclaredMethod("ownStatic").invoke(null));

        Field secret = Nested.class.getDeclaredField("secret");
        Field pkg = Nested.class.getDeclaredField("packagePrivate");
        Field prot = Nested.class.getDeclaredField("prot");
        Field counter = Nested.class.getDeclaredField("counter");
        Method hidden = Nested.class.getDeclaredMethod("hidden", String.class);
        Constructor<Nested> ctor = Nested.class.getDeclaredConstructor();
        attempt("nestmate private field", () -> System.out.println("secret = " + secret.get(n)));
        attempt("nestmate private setInt", () -> {
            secret.setInt(n, 6);
            System.out.println("secret now " + n.secret);
        });
        attempt("nestmate private static", () -> System.out.println("counter = " + counter.getInt(null)));
        attempt("nestmate private method", () -> System.out.println(hidden.invoke(n, "x")));
        attempt("nestmate private constructor", () -> System.out.println("made " + ctor.newInstance().secret));
        attempt("Class.newInstance private constructor", () -> System.out.println("made " + Nested.class.newInstance().secret));
        attempt("canAccess nestmate private", () -> System.out.println("canAccess secret: " + secret.canAccess(n)));
        System.out.println("package-private: " + pkg.get(n) + ", protected: " + prot.get(n));
        System.out.println("canAccess package-private: " + pkg.canAccess(n));

        System.out.println("accessible before: " + secret.isAccessible() + " " + hidden.isAccessible());
        AccessibleObject.setAccessible(new AccessibleObject[] {secret, hidden, ctor}, true);
        System.out.println("accessible after: " + secret.isAccessible() + " " + hidden.isAccessible() + " " + ctor.isAccessible());
        System.out.println("secret = " + secret.get(n) + ", " + hidden.invoke(n, "y") + ", made " + ctor.newInstance().secret);
        System.out.println("canAccess when accessible: " + secret.canAccess(n) + ", trySetAccessible: " + secret.trySetAccessible());
        secret.setAccessible(false);
        System.out.println("accessible reset: " + secret.isAccessible());

        // canAccess argument checks
        attempt("canAccess(null) on instance field", () -> secret.canAccess(null));
        attempt("canAccess(obj) on static field", () -> counter.canAccess(n));
        attempt("canAccess(wrong object)", () -> secret.canAccess("string"));
        attempt("canAccess(obj) on constructor", () -> ctor.canAccess(n));

        // java.base: a private field, a protected method, a public field
        Field hash = String.class.getDeclaredField("hash");
        attempt("String.hash get", () -> hash.get("abc"));
        attempt("String.hash getInt", () -> hash.getInt("abc"));
        System.out.println("String.hash canAccess: " + hash.canAccess("abc") + ", trySetAccessible: " + hash.trySetAccessible()
            + ", accessible: " + hash.isAccessible());
        attemptQuiet("String.hash setAccessible(true)", () -> hash.setAccessible(true));
        attemptQuiet("Integer.value setAccessible(true)", () -> Integer.class.getDeclaredField("value").setAccessible(true));
        attemptQuiet("setAccessible(false) is always allowed", () -> hash.setAccessible(false));
        try {
            Integer.class.getDeclaredField("value").setAccessible(true);
        } catch (InaccessibleObjectException e) {
            String m = e.getMessage();
            System.out.println("message starts: " + m.substring(0, m.indexOf(" to unnamed module")));
        }
        Method clone = Object.class.getDeclaredMethod("clone");
        attempt("Object.clone invoke", () -> clone.invoke(new int[] {1}));
        attemptQuiet("Object.clone setAccessible", () -> clone.setAccessible(true));
        Field max = Integer.class.getField("MAX_VALUE");
        System.out.println("Integer.MAX_VALUE " + max.get(null) + ", canAccess " + max.canAccess(null));
        attemptQuiet("public field setAccessible(true)", () -> max.setAccessible(true));
        attemptQuiet("public method setAccessible(true)", () -> String.class.getMethod("length").setAccessible(true));
        attempt("write a static final field", () -> max.setInt(null, 0));
        System.out.println("List.size via public interface: " + java.util.List.class.getMethod("size").invoke(java.util.Arrays.asList(1, 2)));
    }
}
