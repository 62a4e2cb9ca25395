package java.lang.reflect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jpor.internal.Reflection;

/**
 * Dynamic proxies: classes made at run time that implement a list of interfaces by handing every
 * call to an {@link InvocationHandler}. The VM synthesizes the class (natives/proxy.c) from the
 * methods worked out here; each of its methods calls {@link #dispatch} with its index.
 */
public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    /** The handler of this proxy instance. */
    protected InvocationHandler h;

    private Proxy() {
    }

    protected Proxy(InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        this.h = h;
    }

    /** The methods of one proxy class, in the order of its synthesized methods. */
    private static final class Info {
        /** The Method each handler call gets: Object's, or the foremost interface's. */
        final Method[] methods;
        /** The group of each (same name and parameters): whose throws clauses count. */
        final Method[][] merged;

        Info(Method[] methods, Method[][] merged) {
            this.methods = methods;
            this.merged = merged;
        }

        /** May method i throw t, a checked exception: does every method it stands for declare it? */
        boolean declares(int i, Throwable t) {
            for (Method m : merged[i]) {
                boolean found = false;
                for (Class<?> e : m.getExceptionTypes()) {
                    found |= e.isInstance(t);
                }
                if (!found) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Proxy classes by their interface list, and what each dispatches (guarded by infos). */
    private static final Map<List<Class<?>>, Class<?>> classes = new HashMap<List<Class<?>>, Class<?>>();
    private static final Map<Class<?>, Info> infos = new HashMap<Class<?>, Info>();

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) throws IllegalArgumentException {
        return proxyClass(loader, interfaces);
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        Class<?> cl = proxyClass(loader, interfaces);
        Proxy p = (Proxy) Reflection.allocate0(cl);
        p.h = h;
        return p;
    }

    public static boolean isProxyClass(Class<?> cl) {
        if (cl == null) {
            throw new NullPointerException();
        }
        return Reflection.isProxy0(cl);
    }

    public static InvocationHandler getInvocationHandler(Object proxy) throws IllegalArgumentException {
        if (!isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /**
     * The body of every proxy method: calls the handler with method index of the proxy's class. A
     * checked exception the method does not declare comes wrapped in UndeclaredThrowableException.
     */
    static Object dispatch(Proxy proxy, int index, Object[] args) throws Throwable {
        Info info = info(proxy.getClass());
        try {
            return proxy.h.invoke(proxy, info.methods[index], args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            if (info.declares(index, t)) {
                throw t;
            }
            throw new UndeclaredThrowableException(t);
        }
    }

    private static Info info(Class<?> cl) {
        synchronized (infos) {
            Info info = infos.get(cl);
            if (info == null) { // made on an earlier path of the checker: the same interfaces give the same
                info = methods(cl.getInterfaces());
                infos.put(cl, info);
            }
            return info;
        }
    }

    private static Class<?> proxyClass(ClassLoader loader, Class<?>[] interfaces) {
        Class<?>[] intfs = interfaces.clone();
        String pkg = check(loader, intfs);
        List<Class<?>> key = Arrays.asList(intfs);
        synchronized (infos) {
            Class<?> cl = classes.get(key);
            if (cl != null) {
                return cl;
            }
            Info info = methods(intfs);
            String[] names = new String[info.methods.length];
            String[] descs = new String[names.length];
            for (int i = 0; i < names.length; i++) {
                names[i] = info.methods[i].getName();
                descs[i] = descriptor(info.methods[i]);
            }
            cl = Reflection.defineProxy0(pkg == null ? "jdk/proxy1/" : pkg, pkg == null ? Modifier.PUBLIC : 0, intfs,
                    names, descs);
            classes.put(key, cl);
            infos.put(cl, info);
            return cl;
        }
    }

    /**
     * Checks the interfaces as java does; returns the package of the non-public ones ("a/b/"), or
     * null when they are all public.
     */
    private static String check(ClassLoader loader, Class<?>[] intfs) {
        String pkg = null;
        for (int i = 0; i < intfs.length; i++) {
            Class<?> c = intfs[i];
            if (loader == null && c.getClassLoader() != null) {
                throw new IllegalArgumentException(
                        c.getName() + " referenced from a method is not visible from class loader: null");
            }
            if (!c.isInterface()) {
                throw new IllegalArgumentException(c.getName() + " is not an interface");
            }
            for (int j = 0; j < i; j++) {
                if (intfs[j] == c) {
                    throw new IllegalArgumentException("repeated interface: " + c.getName());
                }
            }
            if (!Modifier.isPublic(c.getModifiers())) {
                String p = c.getPackageName().replace('.', '/');
                p = p.isEmpty() ? p : p + "/";
                if (pkg != null && !pkg.equals(p)) {
                    throw new IllegalArgumentException("cannot have non-public interfaces in different packages");
                }
                pkg = p;
            }
        }
        return pkg;
    }

    /**
     * Object's hashCode, equals and toString, then the instance methods of the interfaces in order:
     * one for each name, parameter types and return type, the Method of the first that has them.
     * Methods of the same name and parameters form a group: one of their return types must be
     * assignable to all others, and an exception is declared only if every one declares it.
     */
    private static Info methods(Class<?>[] intfs) {
        List<List<Method>> groups = new ArrayList<List<Method>>();
        try {
            add(groups, Object.class.getMethod("hashCode"));
            add(groups, Object.class.getMethod("equals", Object.class));
            add(groups, Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e);
        }
        for (Class<?> c : intfs) {
            for (Method m : c.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers())) {
                    add(groups, m);
                }
            }
        }
        List<Method> methods = new ArrayList<Method>();
        List<Method[]> merged = new ArrayList<Method[]>();
        for (List<Method> g : groups) {
            Method[] all = g.toArray(new Method[g.size()]);
            checkReturnTypes(all);
            List<Class<?>> seen = new ArrayList<Class<?>>();
            for (Method m : all) {
                if (!seen.contains(m.getReturnType())) {
                    seen.add(m.getReturnType());
                    methods.add(m);
                    merged.add(all);
                }
            }
        }
        return new Info(methods.toArray(new Method[methods.size()]), merged.toArray(new Method[merged.size()][]));
    }

    private static void add(List<List<Method>> groups, Method m) {
        for (List<Method> g : groups) {
            Method first = g.get(0);
            if (first.getName().equals(m.getName()) && Arrays.equals(first.parameterTypes, m.parameterTypes)) {
                g.add(m);
                return;
            }
        }
        List<Method> g = new ArrayList<Method>();
        g.add(m);
        groups.add(g);
    }

    /** One of the return types must be assignable to all the others. */
    private static void checkReturnTypes(Method[] ms) {
        for (Method m : ms) {
            boolean covers = true;
            for (Method n : ms) {
                covers &= n.getReturnType().isAssignableFrom(m.getReturnType());
            }
            if (covers) {
                return;
            }
        }
        StringBuilder sig = new StringBuilder(ms[0].getName()).append('(');
        for (int i = 0; i < ms[0].parameterTypes.length; i++) {
            sig.append(i == 0 ? "" : ",").append(ms[0].parameterTypes[i].getTypeName());
        }
        throw new IllegalArgumentException("methods with same signature " + sig + ") but incompatible return types: "
                + ms[0].getReturnType().getName() + " and others");
    }

    private static String descriptor(Method m) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : m.parameterTypes) {
            sb.append(descriptor(p));
        }
        return sb.append(')').append(descriptor(m.getReturnType())).toString();
    }

    private static String descriptor(Class<?> c) {
        if (c.isPrimitive()) {
            return String.valueOf(Reflection.kind(c));
        }
        String n = c.getName().replace('.', '/');
        return c.isArray() ? n : "L" + n + ";";
    }
}
