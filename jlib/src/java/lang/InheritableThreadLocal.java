package java.lang;

/** A ThreadLocal whose values new threads inherit from the thread creating them. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    @Override
    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    ThreadLocalMap getMap(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    ThreadLocalMap createMap(Thread t) {
        ThreadLocalMap m = new ThreadLocalMap();
        t.inheritableThreadLocals = m;
        return m;
    }
}
