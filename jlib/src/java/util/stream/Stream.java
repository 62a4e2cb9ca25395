package java.util.stream;

import java.util.*;
import java.util.function.*;

/** A sequence of elements supporting aggregate operations (Java SE API); sequential only in jpor. */
public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);

    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    IntStream mapToInt(ToIntFunction<? super T> mapper);

    LongStream mapToLong(ToLongFunction<? super T> mapper);

    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);

    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);

    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);

    LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper);

    DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper);

    <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper);

    /** Each element's values, as the mapper gives them to the consumer (java 16), through flatMapToInt. */
    default IntStream mapMultiToInt(final BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return flatMapToInt(new Function<T, IntStream>() {
            public IntStream apply(T e) {
                IntStream.Builder b = IntStream.builder();
                mapper.accept(e, b);
                return b.build();
            }
        });
    }

    default LongStream mapMultiToLong(final BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return flatMapToLong(new Function<T, LongStream>() {
            public LongStream apply(T e) {
                LongStream.Builder b = LongStream.builder();
                mapper.accept(e, b);
                return b.build();
            }
        });
    }

    default DoubleStream mapMultiToDouble(final BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return flatMapToDouble(new Function<T, DoubleStream>() {
            public DoubleStream apply(T e) {
                DoubleStream.Builder b = DoubleStream.builder();
                mapper.accept(e, b);
                return b.build();
            }
        });
    }

    Stream<T> distinct();

    Stream<T> sorted();

    Stream<T> sorted(Comparator<? super T> comparator);

    Stream<T> peek(Consumer<? super T> action);

    Stream<T> limit(long maxSize);

    Stream<T> skip(long n);

    Stream<T> takeWhile(Predicate<? super T> predicate);

    Stream<T> dropWhile(Predicate<? super T> predicate);

    void forEach(Consumer<? super T> action);

    void forEachOrdered(Consumer<? super T> action);

    Object[] toArray();

    <A> A[] toArray(IntFunction<A[]> generator);

    T reduce(T identity, BinaryOperator<T> accumulator);

    Optional<T> reduce(BinaryOperator<T> accumulator);

    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);

    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner);

    <R, A> R collect(Collector<? super T, A, R> collector);

    List<T> toList();

    Optional<T> min(Comparator<? super T> comparator);

    Optional<T> max(Comparator<? super T> comparator);

    long count();

    boolean anyMatch(Predicate<? super T> predicate);

    boolean allMatch(Predicate<? super T> predicate);

    boolean noneMatch(Predicate<? super T> predicate);

    Optional<T> findFirst();

    Optional<T> findAny();

    static <T> Builder<T> builder() {
        return new RefPipeline.BuilderImpl<T>();
    }

    static <T> Stream<T> empty() {
        return RefPipeline.fromList(new ArrayList<T>());
    }

    static <T> Stream<T> of(T t) {
        ArrayList<T> l = new ArrayList<T>(1);
        l.add(t);
        return RefPipeline.fromList(l);
    }

    static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : of(t);
    }

    @SafeVarargs
    static <T> Stream<T> of(T... values) {
        return Arrays.stream(values);
    }

    static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        return RefPipeline.fromSupplier(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return new Iterator<T>() {
                    boolean started;
                    T cur;

                    public boolean hasNext() {
                        return true;
                    }

                    public T next() {
                        if (!started) {
                            started = true;
                            cur = seed;
                        } else {
                            cur = f.apply(cur);
                        }
                        return cur;
                    }
                };
            }
        }, -1);
    }

    static <T> Stream<T> iterate(final T seed, final Predicate<? super T> hasNext, final UnaryOperator<T> next) {
        return RefPipeline.fromSupplier(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return new RefPipeline.Adv<T>() {
                    boolean started;
                    boolean finished;
                    T prev;

                    boolean advance() {
                        if (finished) return false;
                        T t;
                        if (!started) {
                            started = true;
                            t = seed;
                        } else {
                            t = next.apply(prev);
                        }
                        if (!hasNext.test(t)) {
                            finished = true;
                            return false;
                        }
                        prev = t;
                        cur = t;
                        return true;
                    }
                };
            }
        }, -1);
    }

    static <T> Stream<T> generate(final Supplier<? extends T> s) {
        return RefPipeline.fromSupplier(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return new Iterator<T>() {
                    public boolean hasNext() {
                        return true;
                    }

                    public T next() {
                        return s.get();
                    }
                };
            }
        }, -1);
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        return RefPipeline.concat(a, b);
    }

    interface Builder<T> extends Consumer<T> {
        void accept(T t);

        default Builder<T> add(T t) {
            accept(t);
            return this;
        }

        Stream<T> build();
    }
}
