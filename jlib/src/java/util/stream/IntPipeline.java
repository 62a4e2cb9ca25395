package java.util.stream;

import java.util.*;
import java.util.function.*;

/** jpor's IntStream: a boxed RefPipeline underneath (sequential). */
final class IntPipeline implements IntStream {
    final RefPipeline<Integer> r;

    @SuppressWarnings("unchecked")
    IntPipeline(Stream<Integer> s) {
        this.r = (RefPipeline<Integer>) s;
    }

    static final class BuilderImpl implements IntStream.Builder {
        private final Stream.Builder<Integer> b = Stream.builder();

        public void accept(int t) {
            b.accept(t);
        }

        public IntStream build() {
            return new IntPipeline(b.build());
        }
    }

    static IntStream ofArray(final int[] a, final int from, final int to) {
        return new IntPipeline(RefPipeline.fromSupplier(new Supplier<Iterator<Integer>>() {
            public Iterator<Integer> get() {
                return new Iterator<Integer>() {
                    int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public Integer next() {
                        if (i >= to) throw new NoSuchElementException();
                        return a[i++];
                    }
                };
            }
        }, to - from));
    }

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(r.filter(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        }));
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(r.map(new Function<Integer, Integer>() {
            public Integer apply(Integer t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return r.map(new Function<Integer, U>() {
            public U apply(Integer t) {
                return mapper.apply(t);
            }
        });
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(r.map(new Function<Integer, Long>() {
            public Long apply(Integer t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(r.map(new Function<Integer, Double>() {
            public Double apply(Integer t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(r.flatMap(new Function<Integer, Stream<Integer>>() {
            public Stream<Integer> apply(Integer t) {
                IntStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public IntStream distinct() {
        return new IntPipeline(r.distinct());
    }

    public IntStream sorted() {
        return new IntPipeline(r.sorted());
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipeline(r.peek(new Consumer<Integer>() {
            public void accept(Integer t) {
                action.accept(t);
            }
        }));
    }

    public IntStream limit(long maxSize) {
        return new IntPipeline(r.limit(maxSize));
    }

    public IntStream skip(long n) {
        return new IntPipeline(r.skip(n));
    }

    public IntStream takeWhile(final IntPredicate predicate) {
        return new IntPipeline(r.takeWhile(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        }));
    }

    public IntStream dropWhile(final IntPredicate predicate) {
        return new IntPipeline(r.dropWhile(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        }));
    }

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        Iterator<Integer> it = r.start();
        while (it.hasNext()) action.accept(it.next());
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        ArrayList<Integer> l = r.drain();
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) a[i] = l.get(i);
        return a;
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Integer> it = r.start();
        int acc = identity;
        while (it.hasNext()) acc = op.applyAsInt(acc, it.next());
        return acc;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Integer> it = r.start();
        if (!it.hasNext()) return OptionalInt.empty();
        int acc = it.next();
        while (it.hasNext()) acc = op.applyAsInt(acc, it.next());
        return OptionalInt.of(acc);
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        R res = supplier.get();
        Iterator<Integer> it = r.start();
        while (it.hasNext()) accumulator.accept(res, it.next());
        return res;
    }

    public int sum() {
        Iterator<Integer> it = r.start();
        int s = 0;
        while (it.hasNext()) s += it.next();
        return s;
    }

    public OptionalDouble average() {
        Iterator<Integer> it = r.start();
        long n = 0, s = 0;
        while (it.hasNext()) {
            s += it.next();
            n++;
        }
        return n == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) s / n);
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return r.count();
    }

    public IntSummaryStatistics summaryStatistics() {
        IntSummaryStatistics st = new IntSummaryStatistics();
        Iterator<Integer> it = r.start();
        while (it.hasNext()) st.accept(it.next());
        return st;
    }

    public boolean anyMatch(IntPredicate predicate) {
        Iterator<Integer> it = r.start();
        while (it.hasNext()) if (predicate.test(it.next())) return true;
        return false;
    }

    public boolean allMatch(IntPredicate predicate) {
        Iterator<Integer> it = r.start();
        while (it.hasNext()) if (!predicate.test(it.next())) return false;
        return true;
    }

    public boolean noneMatch(IntPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalInt findFirst() {
        Iterator<Integer> it = r.start();
        return it.hasNext() ? OptionalInt.of(it.next()) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public LongStream asLongStream() {
        return new LongPipeline(r.map(new Function<Integer, Long>() {
            public Long apply(Integer t) {
                return (long) t.intValue();
            }
        }));
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(r.map(new Function<Integer, Double>() {
            public Double apply(Integer t) {
                return (double) t.intValue();
            }
        }));
    }

    public Stream<Integer> boxed() {
        return r.map(new Function<Integer, Integer>() {
            public Integer apply(Integer t) {
                return t;
            }
        });
    }

    public IntStream sequential() {
        r.sequential();
        return this;
    }

    public IntStream parallel() {
        r.parallel();
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public Spliterator.OfInt spliterator() {
        final Spliterator<Integer> sp = r.spliterator();
        return new Spliterator.OfInt() {
            public boolean tryAdvance(final IntConsumer action) {
                return sp.tryAdvance(new Consumer<Integer>() {
                    public void accept(Integer v) {
                        action.accept(v);
                    }
                });
            }

            public Spliterator.OfInt trySplit() {
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

    public IntStream onClose(Runnable closeHandler) {
        r.onClose(closeHandler);
        return this;
    }

    public void close() {
        r.close();
    }

    public PrimitiveIterator.OfInt iterator() {
        final Iterator<Integer> it = r.start();
        return new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return it.next();
            }
        };
    }
}
