package java.util.stream;

import java.util.*;
import java.util.function.*;

/** A sequence of double elements (Java SE API); sequential only in jpor. */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    /** Each element's values, as the mapper gives them to the consumer (java 16), through flatMap. */
    default DoubleStream mapMulti(final DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new DoubleFunction<DoubleStream>() {
            public DoubleStream apply(double e) {
                Builder b = builder();
                mapper.accept(e, b);
                return b.build();
            }
        });
    }

    @FunctionalInterface
    interface DoubleMapMultiConsumer {
        void accept(double value, DoubleConsumer consumer);
    }

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    DoubleStream takeWhile(DoublePredicate predicate);

    DoubleStream dropWhile(DoublePredicate predicate);

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    Stream<Double> boxed();

    DoubleStream sequential();

    DoubleStream parallel();

    PrimitiveIterator.OfDouble iterator();

    Spliterator.OfDouble spliterator();

    static Builder builder() {
        return new DoublePipeline.BuilderImpl();
    }

    static DoubleStream empty() {
        return new DoublePipeline(RefPipeline.fromList(new ArrayList<Double>()));
    }

    static DoubleStream of(double t) {
        return of(new double[] {t});
    }

    static DoubleStream of(double... values) {
        return Arrays.stream(values);
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        return new DoublePipeline(Stream.iterate((Double) seed, new UnaryOperator<Double>() {
            public Double apply(Double t) {
                return f.applyAsDouble(t);
            }
        }));
    }

    static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        return new DoublePipeline(Stream.iterate((Double) seed, new Predicate<Double>() {
            public boolean test(Double t) {
                return hasNext.test(t);
            }
        }, new UnaryOperator<Double>() {
            public Double apply(Double t) {
                return next.applyAsDouble(t);
            }
        }));
    }

    static DoubleStream generate(final DoubleSupplier s) {
        return new DoublePipeline(Stream.generate(new Supplier<Double>() {
            public Double get() {
                return s.getAsDouble();
            }
        }));
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        return new DoublePipeline(Stream.concat(a.boxed(), b.boxed()));
    }

    interface Builder extends DoubleConsumer {
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }
}
