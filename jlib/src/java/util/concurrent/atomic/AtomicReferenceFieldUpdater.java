package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import jpor.internal.Unsafe;

/**
 * Atomic updates of a volatile reference field of objects of a class.
 * jpor: the field's declared type and volatility are checked as the JDK does
 * (UpdaterFields), its access is not; the objects and stored values are
 * (ClassCastException).
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
                                                                       String fieldName) {
        long off;
        try {
            off = Unsafe.objectFieldOffset(tclass, fieldName);
        } catch (Exception e) {
            if (e instanceof RuntimeException)
                throw (RuntimeException) e;
            throw new RuntimeException(e);
        }
        if (vclass == null)
            throw new NullPointerException();
        UpdaterFields.checkReference(tclass, fieldName, vclass);
        return new Impl<U, W>(tclass, vclass, off);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private final Class<T> tclass;
        private final Class<V> vclass;
        private final long offset;

        Impl(Class<T> tclass, Class<V> vclass, long offset) {
            this.tclass = tclass;
            this.vclass = vclass;
            this.offset = offset;
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj))
                throw new ClassCastException();
        }

        private void checkValue(V v) {
            if (v != null && !vclass.isInstance(v))
                throw new ClassCastException();
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            check(obj);
            checkValue(update);
            return Unsafe.compareAndSetReference(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            Unsafe.putReference(obj, offset, newValue);
        }

        public void lazySet(T obj, V newValue) {
            set(obj, newValue);
        }

        @SuppressWarnings("unchecked")
        public V get(T obj) {
            check(obj);
            return (V) Unsafe.getReference(obj, offset);
        }

        @SuppressWarnings("unchecked")
        public V getAndSet(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            return (V) Unsafe.getAndSetReference(obj, offset, newValue);
        }
    }
}
