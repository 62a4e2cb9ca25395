package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import jpor.internal.Unsafe;

/**
 * Atomic updates of a volatile int field of objects of a class.
 * jpor: newUpdater finds the field with Unsafe.objectFieldOffset (the class or
 * a superclass); a missing field raises RuntimeException wrapping
 * NoSuchFieldException as on the JDK; the field's type and its volatility are
 * checked as the JDK does (UpdaterFields), the caller's access is not.
 */
public abstract class AtomicIntegerFieldUpdater<T> {
    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        long offset = Impl.offset(tclass, fieldName);
        UpdaterFields.checkPrimitive(tclass, fieldName, int.class, "Must be integer type");
        return new Impl<U>(tclass, offset);
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    public int getAndSet(T obj, int newValue) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        int prev, next;
        do {
            prev = get(obj);
            next = prev + delta;
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public int incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public int decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public int addAndGet(T obj, int delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T> extends AtomicIntegerFieldUpdater<T> {
        private final Class<T> tclass;
        private final long offset;

        Impl(Class<T> tclass, long offset) {
            this.tclass = tclass;
            this.offset = offset;
        }

        static long offset(Class<?> tclass, String fieldName) {
            try {
                return Unsafe.objectFieldOffset(tclass, fieldName);
            } catch (Exception e) {
                if (e instanceof RuntimeException)
                    throw (RuntimeException) e;
                throw new RuntimeException(e);
            }
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj))
                throw new ClassCastException();
        }

        public boolean compareAndSet(T obj, int expect, int update) {
            check(obj);
            return Unsafe.compareAndSetInt(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, int expect, int update) {
            check(obj);
            return Unsafe.compareAndSetInt(obj, offset, expect, update);
        }

        public void set(T obj, int newValue) {
            check(obj);
            Unsafe.putInt(obj, offset, newValue);
        }

        public void lazySet(T obj, int newValue) {
            check(obj);
            Unsafe.putInt(obj, offset, newValue);
        }

        public int get(T obj) {
            check(obj);
            return Unsafe.getInt(obj, offset);
        }

        public int getAndSet(T obj, int newValue) {
            check(obj);
            return Unsafe.getAndSetInt(obj, offset, newValue);
        }

        public int getAndAdd(T obj, int delta) {
            check(obj);
            return Unsafe.getAndAddInt(obj, offset, delta);
        }

        public int getAndIncrement(T obj) {
            return getAndAdd(obj, 1);
        }

        public int getAndDecrement(T obj) {
            return getAndAdd(obj, -1);
        }

        public int incrementAndGet(T obj) {
            return getAndAdd(obj, 1) + 1;
        }

        public int decrementAndGet(T obj) {
            return getAndAdd(obj, -1) - 1;
        }

        public int addAndGet(T obj, int delta) {
            return getAndAdd(obj, delta) + delta;
        }
    }
}
