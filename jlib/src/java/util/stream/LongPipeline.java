package java.util.stream;

import java.util.*;
import java.util.function.*;

/** jpor's LongStream: a boxed RefPipeline underneath (sequential). */
final class LongPipeline implements LongStream {
    final RefPipeline<Long> r;

    @SuppressWarnings("unchecked")
    LongPipeline(Stream<Long> s) {
        this.r = (RefPipeline<Long>) s;
    }

    static final class BuilderImpl implements LongStream.Builder {
        private final Stream.Builder<Long> b = Stream.builder();

        public void accept(long t) {
            b.accept(t);
        }

        public LongStream build() {
            return new LongPipeline(b.build());
        }
    }

    static LongStream ofArray(final long[] a, final int from, final int to) {
        return new LongPipeline(RefPipeline.fromSupplier(new Supplier<Iterator<Long>>() {
            public Iterator<Long> get() {
                return new Iterator<Long>() {
                    int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public Long next() {
                        if (i >= to) throw new NoSuchElementException();
                        return a[i++];
                    }
                };
            }
        }, to - from));
    }

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(r.filter(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        }));
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(r.map(new Function<Long, Long>() {
            public Long apply(Long t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return r.map(new Function<Long, U>() {
            public U apply(Long t) {
                return mapper.apply(t);
            }
        });
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(r.map(new Function<Long, Integer>() {
            public Integer apply(Long t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(r.map(new Function<Long, Double>() {
            public Double apply(Long t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(r.flatMap(new Function<Long, Stream<Long>>() {
            public Stream<Long> apply(Long t) {
                LongStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public LongStream distinct() {
        return new LongPipeline(r.distinct());
    }

    public LongStream sorted() {
        return new LongPipeline(r.sorted());
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipeline(r.peek(new Consumer<Long>() {
            public void accept(Long t) {
                action.accept(t);
            }
        }));
    }

    public LongStream limit(long maxSize) {
        return new LongPipeline(r.limit(maxSize));
    }

    public LongStream skip(long n) {
        return new LongPipeline(r.skip(n));
    }

    public LongStream takeWhile(final LongPredicate predicate) {
        return new LongPipeline(r.takeWhile(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        }));
    }

    public LongStream dropWhile(final LongPredicate predicate) {
        return new LongPipeline(r.dropWhile(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        }));
    }

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        Iterator<Long> it = r.start();
        while (it.hasNext()) action.accept(it.next());
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        ArrayList<Long> l = r.drain();
        long[] a = new long[l.size()];
        for (int i = 0; i < a.length; i++) a[i] = l.get(i);
        return a;
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Long> it = r.start();
        long acc = identity;
        while (it.hasNext()) acc = op.applyAsLong(acc, it.next());
        return acc;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Long> it = r.start();
        if (!it.hasNext()) return OptionalLong.empty();
        long acc = it.next();
        while (it.hasNext()) acc = op.applyAsLong(acc, it.next());
        return OptionalLong.of(acc);
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        R res = supplier.get();
        Iterator<Long> it = r.start();
        while (it.hasNext()) accumulator.accept(res, it.next());
        return res;
    }

    public long sum() {
        Iterator<Long> it = r.start();
        long s = 0;
        while (it.hasNext()) s += it.next();
        return s;
    }

    public OptionalDouble average() {
        Iterator<Long> it = r.start();
        long n = 0, s = 0;
        while (it.hasNext()) {
            s += it.next();
            n++;
        }
        return n == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) s / n);
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return r.count();
    }

    public LongSummaryStatistics summaryStatistics() {
        LongSummaryStatistics st = new LongSummaryStatistics();
        Iterator<Long> it = r.start();
        while (it.hasNext()) st.accept(it.next());
        return st;
    }

    public boolean anyMatch(LongPredicate predicate) {
        Iterator<Long> it = r.start();
        while (it.hasNext()) if (predicate.test(it.next())) return true;
        return false;
    }

    public boolean allMatch(LongPredicate predicate) {
        Iterator<Long> it = r.start();
        while (it.hasNext()) if (!predicate.test(it.next())) return false;
        return true;
    }

    public boolean noneMatch(LongPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalLong findFirst() {
        Iterator<Long> it = r.start();
        return it.hasNext() ? OptionalLong.of(it.next()) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(r.map(new Function<Long, Double>() {
            public Double apply(Long t) {
                return (double) t.longValue();
            }
        }));
    }

    public Stream<Long> boxed() {
        return r.map(new Function<Long, Long>() {
            public Long apply(Long t) {
                return t;
            }
        });
    }

    public LongStream sequential() {
        r.sequential();
        return this;
    }

    public LongStream parallel() {
        r.parallel();
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public Spliterator.OfLong spliterator() {
        final Spliterator<Long> sp = r.spliterator();
        return new Spliterator.OfLong() {
            public boolean tryAdvance(final LongConsumer action) {
                return sp.tryAdvance(new Consumer<Long>() {
                    public void accept(Long v) {
                        action.accept(v);
                    }
                });
            }

            public Spliterator.OfLong trySplit() {
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

    public LongStream onClose(Runnable closeHandler) {
        r.onClose(closeHandler);
        return this;
    }

    public void close() {
        r.close();
    }

    public PrimitiveIterator.OfLong iterator() {
        final Iterator<Long> it = r.start();
        return new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return it.next();
            }
        };
    }
}
