import java.io.IOException;
import java.lang.reflect.*;
import java.util.*;

/** java.lang.reflect.Proxy: calls reach the handler with the right Method and boxed arguments. */
public class ProxyDispatch {
    public interface Calc {
        int add(int a, int b);
        long mul(long a, long b);
        double half(double d);
        float f(float x);
        boolean not(boolean z);
        char up(char c);
        byte b(byte b);
        short s(short s);
        void nothing();
        String join(String sep, String... parts);
        int[] range(int n);
        Object echo(Object o);
        default String hello() { return "default hello"; }
    }

    interface Named { String name(); String toString(); }
    interface Named2 { CharSequence name() throws IOException; }
    interface Thrower { void checked() throws IOException; void unchecked(); void undeclared(); void error(); }

    static String show(Object[] a) {
        return a == null ? "null" : Arrays.deepToString(a);
    }

    static class Recorder implements InvocationHandler {
        public Object invoke(Object proxy, Method m, Object[] a) throws Throwable {
            System.out.println("  " + m.getDeclaringClass().getSimpleName() + "." + m.getName() + " "
                    + Arrays.toString(m.getParameterTypes()) + " -> " + m.getReturnType() + " args " + show(a));
            switch (m.getName()) {
            case "add": return (Integer) a[0] + (Integer) a[1];
            case "mul": return (Long) a[0] * (Long) a[1];
            case "half": return (Double) a[0] / 2;
            case "f": return (Float) a[0] * 3;
            case "not": return !(Boolean) a[0];
            case "up": return Character.toUpperCase((Character) a[0]);
            case "b": return (byte) ((Byte) a[0] + 1);
            case "s": return (short) ((Short) a[0] - 1);
            case "join": return String.join((String) a[0], (String[]) a[1]);
            case "range": { int[] r = new int[(Integer) a[0]]; for (int i = 0; i < r.length; i++) r[i] = i * i; return r; }
            case "echo": return a[0];
            case "hashCode": return 1234;
            case "equals": return a[0] == proxy;
            case "toString": return "Proxy<" + proxy.getClass().getInterfaces().length + ">";
            case "name": return "named";
            case "hello": return "handler hello";
            case "checked": throw new IOException("declared");
            case "unchecked": throw new IllegalStateException("runtime");
            case "undeclared": throw new Exception("sneaky");
            case "error": throw new AssertionError("err");
            }
            return null;
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader cl = ProxyDispatch.class.getClassLoader();
        InvocationHandler h = new Recorder();
        Calc c = (Calc) Proxy.newProxyInstance(cl, new Class<?>[] {Calc.class}, h);
        System.out.println(c.add(2, 3));
        System.out.println(c.mul(1L << 33, 3));
        System.out.println(c.half(5));
        System.out.println(c.f(1.5f));
        System.out.println(c.not(true));
        System.out.println(c.up('q'));
        System.out.println(c.b((byte) 127));
        System.out.println(c.s(Short.MIN_VALUE));
        c.nothing();
        System.out.println(c.join("-", "a", "b", "c"));
        System.out.println(Arrays.toString(c.range(4)));
        System.out.println(c.echo(null) + " " + c.echo(Arrays.asList(1, 2)));
        System.out.println(c.hello());
        System.out.println(c.hashCode() + " " + c.equals(c) + " " + c.equals("x") + " " + c);
        Set<Object> set = new HashSet<>();
        set.add(c);
        System.out.println(set.contains(c));

        // the foremost interface's Method; Object's for toString
        Object o = Proxy.newProxyInstance(cl, new Class<?>[] {Named.class, Named2.class}, h);
        System.out.println(((Named) o).name() + " " + ((Named2) o).name() + " " + o);
        Object o2 = Proxy.newProxyInstance(cl, new Class<?>[] {Named2.class, Named.class}, h);
        System.out.println(((Named) o2).name());

        // exceptions
        Thrower t = (Thrower) Proxy.newProxyInstance(cl, new Class<?>[] {Thrower.class}, h);
        try { t.checked(); } catch (IOException e) { System.out.println("caught " + e); }
        try { t.unchecked(); } catch (IllegalStateException e) { System.out.println("caught " + e); }
        try { t.undeclared(); } catch (UndeclaredThrowableException e) {
            System.out.println("caught " + e + " cause " + e.getCause() + " " + (e.getUndeclaredThrowable() == e.getCause()));
        }
        try { t.error(); } catch (AssertionError e) { System.out.println("caught " + e); }
        try { ((Named2) o).name(); } catch (IOException e) { System.out.println("no"); }

        // the class
        Class<?> pc = c.getClass();
        System.out.println(Proxy.isProxyClass(pc) + " " + Proxy.isProxyClass(ProxyDispatch.class) + " "
                + Proxy.isProxyClass(Proxy.class));
        System.out.println(pc.getSuperclass() + " " + Arrays.toString(pc.getInterfaces()) + " "
                + Modifier.toString(pc.getModifiers()) + " " + Proxy.class.isAssignableFrom(pc));
        System.out.println(Modifier.toString(o.getClass().getModifiers()));
        System.out.println(Proxy.getInvocationHandler(c) == h);
        @SuppressWarnings("deprecation")
        Class<?> again = Proxy.getProxyClass(cl, Calc.class);
        System.out.println(again == pc);
        System.out.println(Proxy.newProxyInstance(cl, new Class<?>[] {Named.class, Named2.class}, h).getClass() == o.getClass());
        System.out.println(o2.getClass() == o.getClass());
        Calc viaCtor = (Calc) pc.getConstructor(InvocationHandler.class).newInstance(h);
        System.out.println(viaCtor.add(40, 2) + " " + (Proxy.getInvocationHandler(viaCtor) == h));

        // reflection on the proxy calls the handler too
        Method add = Calc.class.getMethod("add", int.class, int.class);
        System.out.println(add.invoke(c, 10, 20));
        Method join = Calc.class.getMethod("join", String.class, String[].class);
        System.out.println(join.invoke(c, "+", new String[] {"x", "y"}));

        // a proxy of no interface at all: only Object's methods
        Object bare = Proxy.newProxyInstance(cl, new Class<?>[0], h);
        System.out.println(bare + " " + bare.hashCode() + " " + bare.getClass().getInterfaces().length);

        // return values that do not fit the method
        InvocationHandler bad = (p, m, a) -> m.getName().equals("add") ? null : "not a number";
        Calc b = (Calc) Proxy.newProxyInstance(cl, new Class<?>[] {Calc.class}, bad);
        try { b.add(1, 2); } catch (NullPointerException e) { System.out.println("NullPointerException"); }
        try { b.mul(1, 2); } catch (ClassCastException e) { System.out.println("ClassCastException"); }
        try { b.range(1); } catch (ClassCastException e) { System.out.println("ClassCastException"); }
        System.out.println(b.echo(1));
        InvocationHandler ints = (p, m, a) -> 7;
        Calc i = (Calc) Proxy.newProxyInstance(cl, new Class<?>[] {Calc.class}, ints);
        try { i.mul(1, 2); } catch (ClassCastException e) { System.out.println("ClassCastException (Integer for long)"); }
        System.out.println(i.add(0, 0));
    }
}
