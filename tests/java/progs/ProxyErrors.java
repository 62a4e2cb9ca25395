import java.io.FileNotFoundException;
import java.io.IOException;
import java.lang.reflect.*;

/** java.lang.reflect.Proxy: the exceptions java throws for bad interfaces and handlers. */
public class ProxyErrors {
    interface Hidden { void h(); }
    public interface Open { void o(); }
    interface Ints { int x(String s, int[] a); }
    interface Longs { long x(String s, int[] a); }
    interface Io { void e() throws IOException; Object get(); }
    interface Fnf { void e() throws FileNotFoundException; String get(); }

    static void attempt(String what, ClassLoader cl, Class<?>[] intfs, InvocationHandler h) {
        try {
            Object p = Proxy.newProxyInstance(cl, intfs, h);
            System.out.println(what + ": made, " + p.getClass().getInterfaces().length + " interfaces");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + (e instanceof NullPointerException ? "NullPointerException" : e.toString()));
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader cl = ProxyErrors.class.getClassLoader();
        InvocationHandler h = (p, m, a) -> null;
        attempt("String", cl, new Class<?>[] {String.class}, h);
        attempt("int", cl, new Class<?>[] {int.class}, h);
        attempt("int[]", cl, new Class<?>[] {int[].class}, h);
        attempt("abstract class", cl, new Class<?>[] {Number.class}, h);
        attempt("repeated", cl, new Class<?>[] {Runnable.class, Comparable.class, Runnable.class}, h);
        attempt("null handler", cl, new Class<?>[] {Runnable.class}, null);
        attempt("null array", cl, null, h);
        attempt("null element", cl, new Class<?>[] {Runnable.class, null}, h);
        attempt("bootstrap loader, library interface", null, new Class<?>[] {Runnable.class}, h);
        attempt("bootstrap loader, program interface", null, new Class<?>[] {Open.class}, h);
        attempt("bootstrap loader, non-public interface", null, new Class<?>[] {Hidden.class}, h);
        attempt("incompatible return types", cl, new Class<?>[] {Ints.class, Longs.class}, h);
        attempt("covariant return types", cl, new Class<?>[] {Io.class, Fnf.class}, h);
        attempt("annotation interface", cl, new Class<?>[] {Deprecated.class}, h);
        attempt("non-public and public", cl, new Class<?>[] {Hidden.class, Open.class, Runnable.class}, h);
        try {
            Proxy.getInvocationHandler("text");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Proxy.getInvocationHandler(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            Proxy.isProxyClass(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }

        // a checked exception is declared only when every method of the signature declares it
        Object io = Proxy.newProxyInstance(cl, new Class<?>[] {Io.class, Fnf.class}, (p, m, a) -> {
            throw new IOException("io");
        });
        try {
            ((Io) io).e();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getCause());
        }
        Object fnf = Proxy.newProxyInstance(cl, new Class<?>[] {Io.class, Fnf.class}, (p, m, a) -> {
            if (m.getName().equals("get")) {
                return m.getReturnType().getSimpleName();
            }
            throw new FileNotFoundException("fnf");
        });
        try {
            ((Io) fnf).e();
        } catch (IOException e) {
            System.out.println("declared: " + e);
        }
        System.out.println(((Io) fnf).get() + " " + ((Fnf) fnf).get());
        // a handler that throws InvocationTargetException, as one forwarding to Method.invoke may
        Runnable r = (Runnable) Proxy.newProxyInstance(cl, new Class<?>[] {Runnable.class}, (p, m, a) -> {
            throw new InvocationTargetException(new IOException("wrapped"));
        });
        try {
            r.run();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getCause() + " / " + e.getCause().getCause());
        }
    }
}
