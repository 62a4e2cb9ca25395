package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import jpor.internal.Unsafe;

/**
 * Atomic updates of a volatile long field of objects of a class.
 * jpor: newUpdater finds the field with Unsafe.objectFieldOffset (the class or
 * a superclass); a missing field raises RuntimeException wrapping
 * NoSuchFieldException as on the JDK; the field's type and its volatility are
 * checked as the JDK does (UpdaterFields), the caller's access is not.
 */
public abstract class AtomicLongFieldUpdater<T> {
    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        long offset = Impl.offset(tclass, fieldName);
        UpdaterFields.checkPrimitive(tclass, fieldName, long.class, "Must be long type");
        return new Impl<U>(tclass, offset);
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    public long getAndSet(T obj, long newValue) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public long getAndAdd(T obj, long delta) {
        long prev, next;
        do {
            prev = get(obj);
            next = prev + delta;
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public long incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public long decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public long addAndGet(T obj, long delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T> extends AtomicLongFieldUpdater<T> {
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

        public boolean compareAndSet(T obj, long expect, long update) {
            check(obj);
            return Unsafe.compareAndSetLong(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, long expect, long update) {
            check(obj);
            return Unsafe.compareAndSetLong(obj, offset, expect, update);
        }

        public void set(T obj, long newValue) {
            check(obj);
            Unsafe.putLong(obj, offset, newValue);
        }

        public void lazySet(T obj, long newValue) {
            check(obj);
            Unsafe.putLong(obj, offset, newValue);
        }

        public long get(T obj) {
            check(obj);
            return Unsafe.getLong(obj, offset);
        }

        public long getAndSet(T obj, long newValue) {
            check(obj);
            return Unsafe.getAndSetLong(obj, offset, newValue);
        }

        public long getAndAdd(T obj, long delta) {
            check(obj);
            return Unsafe.getAndAddLong(obj, offset, delta);
        }

        public long getAndIncrement(T obj) {
            return getAndAdd(obj, 1);
        }

        public long getAndDecrement(T obj) {
            return getAndAdd(obj, -1);
        }

        public long incrementAndGet(T obj) {
            return getAndAdd(obj, 1) + 1;
        }

        public long decrementAndGet(T obj) {
            return getAndAdd(obj, -1) - 1;
        }

        public long addAndGet(T obj, long delta) {
            return getAndAdd(obj, delta) + delta;
        }
    }
}
