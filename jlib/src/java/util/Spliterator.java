package java.util;

import java.util.function.*;

/**
 * An object for traversing the elements of a source (Java SE API).  jpor's
 * streams are sequential; trySplit is for programs that split themselves
 * (see Spliterators for how each kind splits).
 */
public interface Spliterator<T> {
    int ORDERED = 0x00000010;
    int DISTINCT = 0x00000001;
    int SORTED = 0x00000004;
    int SIZED = 0x00000040;
    int NONNULL = 0x00000100;
    int IMMUTABLE = 0x00000400;
    int CONCURRENT = 0x00001000;
    int SUBSIZED = 0x00004000;

    boolean tryAdvance(Consumer<? super T> action);

    default void forEachRemaining(Consumer<? super T> action) {
        do {
        } while (tryAdvance(action));
    }

    Spliterator<T> trySplit();

    long estimateSize();

    default long getExactSizeIfKnown() {
        return (characteristics() & SIZED) == 0 ? -1L : estimateSize();
    }

    int characteristics();

    default boolean hasCharacteristics(int characteristics) {
        return (characteristics() & characteristics) == characteristics;
    }

    default Comparator<? super T> getComparator() {
        throw new IllegalStateException();
    }

    interface OfPrimitive<T, T_CONS, T_SPLITR extends OfPrimitive<T, T_CONS, T_SPLITR>> extends Spliterator<T> {
        T_SPLITR trySplit();

        boolean tryAdvance(T_CONS action);

        default void forEachRemaining(T_CONS action) {
            do {
            } while (tryAdvance(action));
        }
    }

    interface OfInt extends OfPrimitive<Integer, IntConsumer, OfInt> {
        OfInt trySplit();

        boolean tryAdvance(IntConsumer action);

        default void forEachRemaining(IntConsumer action) {
            do {
            } while (tryAdvance(action));
        }

        default boolean tryAdvance(final Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) return tryAdvance((IntConsumer) action);
            return tryAdvance(new IntConsumer() {
                public void accept(int v) {
                    action.accept(v);
                }
            });
        }

        default void forEachRemaining(final Consumer<? super Integer> action) {
            do {
            } while (tryAdvance(action));
        }
    }

    interface OfLong extends OfPrimitive<Long, LongConsumer, OfLong> {
        OfLong trySplit();

        boolean tryAdvance(LongConsumer action);

        default void forEachRemaining(LongConsumer action) {
            do {
            } while (tryAdvance(action));
        }

        default boolean tryAdvance(final Consumer<? super Long> action) {
            if (action instanceof LongConsumer) return tryAdvance((LongConsumer) action);
            return tryAdvance(new LongConsumer() {
                public void accept(long v) {
                    action.accept(v);
                }
            });
        }

        default void forEachRemaining(final Consumer<? super Long> action) {
            do {
            } while (tryAdvance(action));
        }
    }

    interface OfDouble extends OfPrimitive<Double, DoubleConsumer, OfDouble> {
        OfDouble trySplit();

        boolean tryAdvance(DoubleConsumer action);

        default void forEachRemaining(DoubleConsumer action) {
            do {
            } while (tryAdvance(action));
        }

        default boolean tryAdvance(final Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) return tryAdvance((DoubleConsumer) action);
            return tryAdvance(new DoubleConsumer() {
                public void accept(double v) {
                    action.accept(v);
                }
            });
        }

        default void forEachRemaining(final Consumer<? super Double> action) {
            do {
            } while (tryAdvance(action));
        }
    }
}
