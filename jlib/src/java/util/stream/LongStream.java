package java.util.stream;

import java.util.*;
import java.util.function.*;

/** A sequence of long elements (Java SE API); sequential only in jpor. */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    /** Each element's values, as the mapper gives them to the consumer (java 16), through flatMap. */
    default LongStream mapMulti(final LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new LongFunction<LongStream>() {
            public LongStream apply(long e) {
                Builder b = builder();
                mapper.accept(e, b);
                return b.build();
            }
        });
    }

    @FunctionalInterface
    interface LongMapMultiConsumer {
        void accept(long value, LongConsumer consumer);
    }

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    LongStream takeWhile(LongPredicate predicate);

    LongStream dropWhile(LongPredicate predicate);

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();

    Stream<Long> boxed();

    LongStream sequential();

    LongStream parallel();

    PrimitiveIterator.OfLong iterator();

    Spliterator.OfLong spliterator();

    static Builder builder() {
        return new LongPipeline.BuilderImpl();
    }

    static LongStream empty() {
        return new LongPipeline(RefPipeline.fromList(new ArrayList<Long>()));
    }

    static LongStream of(long t) {
        return of(new long[] {t});
    }

    static LongStream of(long... values) {
        return Arrays.stream(values);
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        return new LongPipeline(Stream.iterate((Long) seed, new UnaryOperator<Long>() {
            public Long apply(Long t) {
                return f.applyAsLong(t);
            }
        }));
    }

    static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        return new LongPipeline(Stream.iterate((Long) seed, new Predicate<Long>() {
            public boolean test(Long t) {
                return hasNext.test(t);
            }
        }, new UnaryOperator<Long>() {
            public Long apply(Long t) {
                return next.applyAsLong(t);
            }
        }));
    }

    static LongStream generate(final LongSupplier s) {
        return new LongPipeline(Stream.generate(new Supplier<Long>() {
            public Long get() {
                return s.getAsLong();
            }
        }));
    }

    static LongStream concat(LongStream a, LongStream b) {
        return new LongPipeline(Stream.concat(a.boxed(), b.boxed()));
    }

    static LongStream range(final long startInclusive, final long endExclusive) {
        if (startInclusive >= endExclusive) return empty();
        return rangeClosed(startInclusive, endExclusive - 1);
    }

    static LongStream rangeClosed(final long startInclusive, final long endInclusive) {
        if (startInclusive > endInclusive) return empty();
        return new LongPipeline(RefPipeline.fromSupplier(new Supplier<Iterator<Long>>() {
            public Iterator<Long> get() {
                return new Iterator<Long>() {
                    long next = startInclusive;
                    boolean done;

                    public boolean hasNext() {
                        return !done;
                    }

                    public Long next() {
                        if (done) throw new NoSuchElementException();
                        long v = next;
                        if (v == endInclusive) done = true;
                        else next = v + 1;
                        return v;
                    }
                };
            }
        }, (long) endInclusive - (long) startInclusive + 1 < 0 ? Long.MAX_VALUE : (long) endInclusive - (long) startInclusive + 1));
    }

    interface Builder extends LongConsumer {
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }
}
