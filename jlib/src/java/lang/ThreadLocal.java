package java.lang;

import java.util.function.Supplier;

/** Thread-local variables: each thread has its own value, kept in a map in the Thread. */
public class ThreadLocal<T> {
    private final int threadLocalHashCode = nextHashCode();

    private static int nextHashCode;
    private static final int HASH_INCREMENT = 0x61c88647;

    private static synchronized int nextHashCode() {
        int h = nextHashCode;
        nextHashCode += HASH_INCREMENT;
        return h;
    }

    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<S>(supplier);
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map != null) {
            int i = map.indexOf(this);
            if (i >= 0) {
                return (T) map.values[i];
            }
        }
        return setInitialValue(t);
    }

    private T setInitialValue(Thread t) {
        T value = initialValue();
        ThreadLocalMap map = getMap(t);
        if (map == null) {
            map = createMap(t);
        }
        map.set(this, value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map == null) {
            map = createMap(t);
        }
        map.set(this, value);
    }

    public void remove() {
        ThreadLocalMap m = getMap(Thread.currentThread());
        if (m != null) {
            m.remove(this);
        }
    }

    ThreadLocalMap getMap(Thread t) {
        return t.threadLocals;
    }

    ThreadLocalMap createMap(Thread t) {
        ThreadLocalMap m = new ThreadLocalMap();
        t.threadLocals = m;
        return m;
    }

    T childValue(T parentValue) {
        throw new UnsupportedOperationException();
    }

    static ThreadLocalMap createInheritedMap(ThreadLocalMap parentMap) {
        ThreadLocalMap m = new ThreadLocalMap();
        for (int i = 0; i < parentMap.keys.length; i++) {
            @SuppressWarnings("unchecked")
            ThreadLocal<Object> key = (ThreadLocal<Object>) parentMap.keys[i];
            if (key != null && key != ThreadLocalMap.REMOVED) {
                m.set(key, key.childValue(parentMap.values[i]));
            }
        }
        return m;
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            if (supplier == null) {
                throw new NullPointerException();
            }
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }

    /** Open-addressing map from ThreadLocal (by identity) to value; strong references. */
    static final class ThreadLocalMap {
        static final ThreadLocal<?> REMOVED = new ThreadLocal<Object>();

        ThreadLocal<?>[] keys = new ThreadLocal<?>[16];
        Object[] values = new Object[16];
        private int used;

        int indexOf(ThreadLocal<?> key) {
            int mask = keys.length - 1;
            int i = key.threadLocalHashCode & mask;
            for (;;) {
                ThreadLocal<?> k = keys[i];
                if (k == key) {
                    return i;
                }
                if (k == null) {
                    return -1;
                }
                i = (i + 1) & mask;
            }
        }

        void set(ThreadLocal<?> key, Object value) {
            int i = indexOf(key);
            if (i >= 0) {
                values[i] = value;
                return;
            }
            if ((used + 1) * 3 >= keys.length * 2) {
                rehash();
            }
            int mask = keys.length - 1;
            i = key.threadLocalHashCode & mask;
            while (keys[i] != null && keys[i] != REMOVED) {
                i = (i + 1) & mask;
            }
            if (keys[i] == null) {
                used++;
            }
            keys[i] = key;
            values[i] = value;
        }

        void remove(ThreadLocal<?> key) {
            int i = indexOf(key);
            if (i >= 0) {
                keys[i] = REMOVED;
                values[i] = null;
            }
        }

        private void rehash() {
            ThreadLocal<?>[] oldKeys = keys;
            Object[] oldValues = values;
            int live = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null && oldKeys[i] != REMOVED) {
                    live++;
                }
            }
            int cap = oldKeys.length;
            while ((live + 1) * 3 >= cap) {
                cap *= 2;
            }
            keys = new ThreadLocal<?>[cap];
            values = new Object[cap];
            used = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                ThreadLocal<?> k = oldKeys[i];
                if (k != null && k != REMOVED) {
                    set(k, oldValues[i]);
                }
            }
        }
    }
}
