package java.util.stream;

import java.util.*;
import java.util.function.*;

/** jpor's DoubleStream: a boxed RefPipeline underneath (sequential). */
final class DoublePipeline implements DoubleStream {
    final RefPipeline<Double> r;

    @SuppressWarnings("unchecked")
    DoublePipeline(Stream<Double> s) {
        this.r = (RefPipeline<Double>) s;
    }

    static final class BuilderImpl implements DoubleStream.Builder {
        private final Stream.Builder<Double> b = Stream.builder();

        public void accept(double t) {
            b.accept(t);
        }

        public DoubleStream build() {
            return new DoublePipeline(b.build());
        }
    }

    static DoubleStream ofArray(final double[] a, final int from, final int to) {
        return new DoublePipeline(RefPipeline.fromSupplier(new Supplier<Iterator<Double>>() {
            public Iterator<Double> get() {
                return new Iterator<Double>() {
                    int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public Double next() {
                        if (i >= to) throw new NoSuchElementException();
                        return a[i++];
                    }
                };
            }
        }, to - from));
    }

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(r.filter(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        }));
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(r.map(new Function<Double, Double>() {
            public Double apply(Double t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return r.map(new Function<Double, U>() {
            public U apply(Double t) {
                return mapper.apply(t);
            }
        });
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(r.map(new Function<Double, Integer>() {
            public Integer apply(Double t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(r.map(new Function<Double, Long>() {
            public Long apply(Double t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(r.flatMap(new Function<Double, Stream<Double>>() {
            public Stream<Double> apply(Double t) {
                DoubleStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public DoubleStream distinct() {
        return new DoublePipeline(r.distinct());
    }

    public DoubleStream sorted() {
        return new DoublePipeline(r.sorted());
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipeline(r.peek(new Consumer<Double>() {
            public void accept(Double t) {
                action.accept(t);
            }
        }));
    }

    public DoubleStream limit(long maxSize) {
        return new DoublePipeline(r.limit(maxSize));
    }

    public DoubleStream skip(long n) {
        return new DoublePipeline(r.skip(n));
    }

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        return new DoublePipeline(r.takeWhile(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        }));
    }

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        return new DoublePipeline(r.dropWhile(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        }));
    }

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        Iterator<Double> it = r.start();
        while (it.hasNext()) action.accept(it.next());
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        ArrayList<Double> l = r.drain();
        double[] a = new double[l.size()];
        for (int i = 0; i < a.length; i++) a[i] = l.get(i);
        return a;
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Double> it = r.start();
        double acc = identity;
        while (it.hasNext()) acc = op.applyAsDouble(acc, it.next());
        return acc;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Double> it = r.start();
        if (!it.hasNext()) return OptionalDouble.empty();
        double acc = it.next();
        while (it.hasNext()) acc = op.applyAsDouble(acc, it.next());
        return OptionalDouble.of(acc);
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        R res = supplier.get();
        Iterator<Double> it = r.start();
        while (it.hasNext()) accumulator.accept(res, it.next());
        return res;
    }

    public double sum() {
        return summaryStatistics().getSum();
    }

    public OptionalDouble average() {
        DoubleSummaryStatistics st = summaryStatistics();
        return st.getCount() == 0 ? OptionalDouble.empty() : OptionalDouble.of(st.getAverage());
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return r.count();
    }

    public DoubleSummaryStatistics summaryStatistics() {
        DoubleSummaryStatistics st = new DoubleSummaryStatistics();
        Iterator<Double> it = r.start();
        while (it.hasNext()) st.accept(it.next());
        return st;
    }

    public boolean anyMatch(DoublePredicate predicate) {
        Iterator<Double> it = r.start();
        while (it.hasNext()) if (predicate.test(it.next())) return true;
        return false;
    }

    public boolean allMatch(DoublePredicate predicate) {
        Iterator<Double> it = r.start();
        while (it.hasNext()) if (!predicate.test(it.next())) return false;
        return true;
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalDouble findFirst() {
        Iterator<Double> it = r.start();
        return it.hasNext() ? OptionalDouble.of(it.next()) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public Stream<Double> boxed() {
        return r.map(new Function<Double, Double>() {
            public Double apply(Double t) {
                return t;
            }
        });
    }

    public DoubleStream sequential() {
        r.sequential();
        return this;
    }

    public DoubleStream parallel() {
        r.parallel();
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public Spliterator.OfDouble spliterator() {
        final Spliterator<Double> sp = r.spliterator();
        return new Spliterator.OfDouble() {
            public boolean tryAdvance(final DoubleConsumer action) {
                return sp.tryAdvance(new Consumer<Double>() {
                    public void accept(Double v) {
                        action.accept(v);
                    }
                });
            }

            public Spliterator.OfDouble trySplit() {
                return null;
            }

            public long estimateSize() {
                return sp.estimateSize();
            }

            public int characteristics() {
                return sp.characteristics();
            }
        };
    }

    public boolean isParallel() {
        return r.isParallel();
    }

    public DoubleStream onClose(Runnable closeHandler) {
        r.onClose(closeHandler);
        return this;
    }

    public void close() {
        r.close();
    }

    public PrimitiveIterator.OfDouble iterator() {
        final Iterator<Double> it = r.start();
        return new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return it.next();
            }
        };
    }
}
