package java.util.stream;

import java.util.*;

/**
 * Low-level stream sources: stream(Spliterator, boolean) as in the API, and
 * jpor's own entry points used by Collection.stream() and Arrays.stream().
 */
public final class StreamSupport {
    private StreamSupport() {
    }

    /** A sequential stream over the spliterator (parallel is recorded, not honoured). */
    public static <T> Stream<T> stream(final Spliterator<T> spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        final long size = spliterator.getExactSizeIfKnown();
        Stream<T> s = RefPipeline.fromSupplier(new java.util.function.Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return Spliterators.iterator(spliterator);
            }
        }, size);
        return parallel ? s.parallel() : s;
    }

    public static <T> Stream<T> stream(final java.util.function.Supplier<? extends Spliterator<T>> supplier, int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        Stream<T> s = RefPipeline.fromSupplier(new java.util.function.Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return Spliterators.iterator(supplier.get());
            }
        }, -1);
        return parallel ? s.parallel() : s;
    }

    public static <T> Stream<T> fromCollection(Collection<T> c) {
        return RefPipeline.fromCollection(c);
    }

    public static <T> Stream<T> fromIterable(Iterable<T> c) {
        return RefPipeline.fromIterable(c);
    }

    public static <T> Stream<T> fromArray(T[] a, int from, int to) {
        return RefPipeline.fromArray(a, from, to);
    }

    public static IntStream fromArray(int[] a, int from, int to) {
        return IntPipeline.ofArray(a, from, to);
    }

    public static LongStream fromArray(long[] a, int from, int to) {
        return LongPipeline.ofArray(a, from, to);
    }

    public static DoubleStream fromArray(double[] a, int from, int to) {
        return DoublePipeline.ofArray(a, from, to);
    }
}
