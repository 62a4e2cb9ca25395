package java.util.stream;

import java.util.*;

/**
 * Low-level stream sources. jpor has no Spliterator; the methods here are
 * jpor's own entry points used by Collection.stream() and Arrays.stream().
 */
public final class StreamSupport {
    private StreamSupport() {
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
