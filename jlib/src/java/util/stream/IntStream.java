package java.util.stream;

import java.util.*;
import java.util.function.*;

/** A sequence of int elements (Java SE API); sequential only in jpor. */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    /** Each element's values, as the mapper gives them to the consumer (java 16), through flatMap. */
    default IntStream mapMulti(final IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new IntFunction<IntStream>() {
            public IntStream apply(int e) {
                Builder b = builder();
                mapper.accept(e, b);
                return b.build();
            }
        });
    }

    @FunctionalInterface
    interface IntMapMultiConsumer {
        void accept(int value, IntConsumer consumer);
    }

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    IntStream takeWhile(IntPredicate predicate);

    IntStream dropWhile(IntPredicate predicate);

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    Stream<Integer> boxed();

    IntStream sequential();

    IntStream parallel();

    PrimitiveIterator.OfInt iterator();

    Spliterator.OfInt spliterator();

    static Builder builder() {
        return new IntPipeline.BuilderImpl();
    }

    static IntStream empty() {
        return new IntPipeline(RefPipeline.fromList(new ArrayList<Integer>()));
    }

    static IntStream of(int t) {
        return of(new int[] {t});
    }

    static IntStream of(int... values) {
        return Arrays.stream(values);
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        return new IntPipeline(Stream.iterate((Integer) seed, new UnaryOperator<Integer>() {
            public Integer apply(Integer t) {
                return f.applyAsInt(t);
            }
        }));
    }

    static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        return new IntPipeline(Stream.iterate((Integer) seed, new Predicate<Integer>() {
            public boolean test(Integer t) {
                return hasNext.test(t);
            }
        }, new UnaryOperator<Integer>() {
            public Integer apply(Integer t) {
                return next.applyAsInt(t);
            }
        }));
    }

    static IntStream generate(final IntSupplier s) {
        return new IntPipeline(Stream.generate(new Supplier<Integer>() {
            public Integer get() {
                return s.getAsInt();
            }
        }));
    }

    static IntStream concat(IntStream a, IntStream b) {
        return new IntPipeline(Stream.concat(a.boxed(), b.boxed()));
    }

    static IntStream range(final int startInclusive, final int endExclusive) {
        if (startInclusive >= endExclusive) return empty();
        return rangeClosed(startInclusive, endExclusive - 1);
    }

    static IntStream rangeClosed(final int startInclusive, final int endInclusive) {
        if (startInclusive > endInclusive) return empty();
        return new IntPipeline(RefPipeline.fromSupplier(new Supplier<Iterator<Integer>>() {
            public Iterator<Integer> get() {
                return new Iterator<Integer>() {
                    int next = startInclusive;
                    boolean done;

                    public boolean hasNext() {
                        return !done;
                    }

                    public Integer next() {
                        if (done) throw new NoSuchElementException();
                        int v = next;
                        if (v == endInclusive) done = true;
                        else next = v + 1;
                        return v;
                    }
                };
            }
        }, (long) endInclusive - (long) startInclusive + 1 < 0 ? Long.MAX_VALUE : (long) endInclusive - (long) startInclusive + 1));
    }

    interface Builder extends IntConsumer {
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }
}
