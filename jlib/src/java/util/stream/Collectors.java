package java.util.stream;

import java.util.*;
import java.util.function.*;

/** Common Collector implementations (Java SE API), written for jpor. */
public final class Collectors {
    private Collectors() {
    }

    static final Set<Collector.Characteristics> ID = Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> NONE = Collections.emptySet();
    static final Set<Collector.Characteristics> UNORDERED_ID = Collections.unmodifiableSet(
            EnumSet.of(Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CONCURRENT_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));

    static final class Impl<T, A, R> implements Collector<T, A, R> {
        final Supplier<A> supplier;
        final BiConsumer<A, T> accumulator;
        final BinaryOperator<A> combiner;
        final Function<A, R> finisher;
        final Set<Characteristics> characteristics;

        Impl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner, Function<A, R> finisher,
                Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        @SuppressWarnings("unchecked")
        public Function<A, R> finisher() {
            if (finisher == null) {
                return new Function<A, R>() {
                    public R apply(A a) {
                        return (R) a;
                    }
                };
            }
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    /* jpor's streams run sequentially and never combine, but a program may call a collector's
       combiner itself: each combines as java's does (the left container, updated, is the result). */
    static <T, A, R> Collector<T, A, R> make(Supplier<A> s, BiConsumer<A, T> acc, BinaryOperator<A> comb, Function<A, R> fin) {
        return new Impl<T, A, R>(s, acc, comb, fin, fin == null ? ID : NONE);
    }

    static <T, A, R> Collector<T, A, R> make(Supplier<A> s, BiConsumer<A, T> acc, BinaryOperator<A> comb, Function<A, R> fin,
            Set<Collector.Characteristics> cs) {
        return new Impl<T, A, R>(s, acc, comb, fin, cs);
    }

    static <E, C extends Collection<E>> BinaryOperator<C> addAll() {
        return new BinaryOperator<C>() {
            public C apply(C a, C b) {
                a.addAll(b);
                return a;
            }
        };
    }

    /** Adds b's slots to a's (counts, sums). */
    static BinaryOperator<long[]> addLongs() {
        return new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                for (int i = 0; i < a.length; i++) a[i] += b[i];
                return a;
            }
        };
    }

    static BinaryOperator<DoubleSummaryStatistics> combineDoubles() {
        return new BinaryOperator<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics apply(DoubleSummaryStatistics a, DoubleSummaryStatistics b) {
                a.combine(b);
                return a;
            }
        };
    }

    /** The reductions' single box a[0]: op of both. */
    static <U> BinaryOperator<Object[]> reduceBoxes(final BinaryOperator<U> op) {
        return new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                a[0] = op.apply((U) a[0], (U) b[0]);
                return a;
            }
        };
    }

    /** Merges b's entries into a, combining the values of a key both have with merger. */
    static <K, V, M extends Map<K, V>> BinaryOperator<M> mergeMaps(final BinaryOperator<V> merger) {
        return new BinaryOperator<M>() {
            public M apply(M a, M b) {
                for (Map.Entry<K, V> e : b.entrySet()) a.merge(e.getKey(), e.getValue(), merger);
                return a;
            }
        };
    }

    @SuppressWarnings("unchecked")
    static <A, R> R finish(Collector<?, A, R> c, A a) {
        if (c.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) return (R) a;
        return c.finisher().apply(a);
    }

    // ---------------------------------------------------------------- collections

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        return make(collectionFactory, new BiConsumer<C, T>() {
            public void accept(C c, T t) {
                c.add(t);
            }
        }, Collectors.<T, C>addAll(), null);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return make(new Supplier<List<T>>() {
            public List<T> get() {
                return new ArrayList<T>();
            }
        }, new BiConsumer<List<T>, T>() {
            public void accept(List<T> c, T t) {
                c.add(t);
            }
        }, Collectors.<T, List<T>>addAll(), null);
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return collectingAndThen(Collectors.<T>toList(), new Function<List<T>, List<T>>() {
            @SuppressWarnings("unchecked")
            public List<T> apply(List<T> l) {
                for (T t : l) Objects.requireNonNull(t);
                return (List<T>) List.of(l.toArray());
            }
        });
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return make(new Supplier<Set<T>>() {
            public Set<T> get() {
                return new HashSet<T>();
            }
        }, new BiConsumer<Set<T>, T>() {
            public void accept(Set<T> c, T t) {
                c.add(t);
            }
        }, new BinaryOperator<Set<T>>() {
            public Set<T> apply(Set<T> a, Set<T> b) {
                if (a.size() < b.size()) {
                    b.addAll(a);
                    return b;
                }
                a.addAll(b);
                return a;
            }
        }, null, UNORDERED_ID);
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return collectingAndThen(Collectors.<T>toSet(), new Function<Set<T>, Set<T>>() {
            @SuppressWarnings("unchecked")
            public Set<T> apply(Set<T> s) {
                return (Set<T>) Set.of(s.toArray());
            }
        });
    }

    // ---------------------------------------------------------------- strings

    public static Collector<CharSequence, ?, String> joining() {
        return joining("", "", "");
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter, final CharSequence prefix, final CharSequence suffix) {
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        return make(new Supplier<StringJoiner>() {
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            public void accept(StringJoiner j, CharSequence s) {
                j.add(s);
            }
        }, new BinaryOperator<StringJoiner>() {
            public StringJoiner apply(StringJoiner a, StringJoiner b) {
                return a.merge(b);
            }
        }, new Function<StringJoiner, String>() {
            public String apply(StringJoiner j) {
                return j.toString();
            }
        });
    }

    // ---------------------------------------------------------------- adapters

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper, final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                acc.accept(a, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(final Function<? super T, ? extends Stream<? extends U>> mapper,
            final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                Stream<? extends U> s = mapper.apply(t);
                if (s == null) return;
                try {
                    Iterator<? extends U> it = s.iterator();
                    while (it.hasNext()) acc.accept(a, it.next());
                } finally {
                    s.close();
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate, final Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                if (predicate.test(t)) acc.accept(a, t);
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(final Collector<T, A, R> downstream, final Function<R, RR> finisher) {
        Set<Collector.Characteristics> cs = EnumSet.noneOf(Collector.Characteristics.class);
        cs.addAll(downstream.characteristics());
        cs.remove(Collector.Characteristics.IDENTITY_FINISH);
        return new Impl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(), new Function<A, RR>() {
            public RR apply(A a) {
                return finisher.apply(finish(downstream, a));
            }
        }, Collections.unmodifiableSet(cs));
    }

    // ---------------------------------------------------------------- reductions

    public static <T> Collector<T, ?, Long> counting() {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0]++;
            }
        }, addLongs(), new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(final Comparator<? super T> comparator) {
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(final Comparator<? super T> comparator) {
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return make(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, new BinaryOperator<int[]>() {
            public int[] apply(int[] a, int[] b) {
                a[0] += b[0];
                return a;
            }
        }, new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        });
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, addLongs(), new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        });
    }

    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return make(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics a, T t) {
                a.accept(mapper.applyAsDouble(t));
            }
        }, combineDoubles(), new Function<DoubleSummaryStatistics, Double>() {
            public Double apply(DoubleSummaryStatistics a) {
                return a.getSum();
            }
        });
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, addLongs(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return a[1] == 0 ? 0.0d : (double) a[0] / a[1];
            }
        });
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, addLongs(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return a[1] == 0 ? 0.0d : (double) a[0] / a[1];
            }
        });
    }

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return make(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics a, T t) {
                a.accept(mapper.applyAsDouble(t));
            }
        }, combineDoubles(), new Function<DoubleSummaryStatistics, Double>() {
            public Double apply(DoubleSummaryStatistics a) {
                return a.getAverage();
            }
        });
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return make(new Supplier<IntSummaryStatistics>() {
            public IntSummaryStatistics get() {
                return new IntSummaryStatistics();
            }
        }, new BiConsumer<IntSummaryStatistics, T>() {
            public void accept(IntSummaryStatistics a, T t) {
                a.accept(mapper.applyAsInt(t));
            }
        }, new BinaryOperator<IntSummaryStatistics>() {
            public IntSummaryStatistics apply(IntSummaryStatistics a, IntSummaryStatistics b) {
                a.combine(b);
                return a;
            }
        }, null);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        return make(new Supplier<LongSummaryStatistics>() {
            public LongSummaryStatistics get() {
                return new LongSummaryStatistics();
            }
        }, new BiConsumer<LongSummaryStatistics, T>() {
            public void accept(LongSummaryStatistics a, T t) {
                a.accept(mapper.applyAsLong(t));
            }
        }, new BinaryOperator<LongSummaryStatistics>() {
            public LongSummaryStatistics apply(LongSummaryStatistics a, LongSummaryStatistics b) {
                a.combine(b);
                return a;
            }
        }, null);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(final ToDoubleFunction<? super T> mapper) {
        return make(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics a, T t) {
                a.accept(mapper.applyAsDouble(t));
            }
        }, combineDoubles(), null);
    }

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, reduceBoxes(op), new Function<Object[], T>() {
            @SuppressWarnings("unchecked")
            public T apply(Object[] a) {
                return (T) a[0];
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {null, Boolean.FALSE};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                if (a[1] == Boolean.TRUE) {
                    a[0] = op.apply((T) a[0], t);
                } else {
                    a[0] = t;
                    a[1] = Boolean.TRUE;
                }
            }
        }, new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                if (b[1] != Boolean.TRUE) return a;
                if (a[1] != Boolean.TRUE) return b;
                a[0] = op.apply((T) a[0], (T) b[0]);
                return a;
            }
        }, new Function<Object[], Optional<T>>() {
            @SuppressWarnings("unchecked")
            public Optional<T> apply(Object[] a) {
                return a[1] == Boolean.TRUE ? Optional.of((T) a[0]) : Optional.<T>empty();
            }
        });
    }

    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper, final BinaryOperator<U> op) {
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((U) a[0], mapper.apply(t));
            }
        }, reduceBoxes(op), new Function<Object[], U>() {
            @SuppressWarnings("unchecked")
            public U apply(Object[] a) {
                return (U) a[0];
            }
        });
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(final Collector<? super T, ?, R1> downstream1, final Collector<? super T, ?, R2> downstream2,
            final BiFunction<? super R1, ? super R2, R> merger) {
        return teeing0(downstream1, downstream2, merger);
    }

    private static <T, A1, A2, R1, R2, R> Collector<T, ?, R> teeing0(final Collector<? super T, A1, R1> c1, final Collector<? super T, A2, R2> c2,
            final BiFunction<? super R1, ? super R2, R> merger) {
        final BiConsumer<A1, ? super T> acc1 = c1.accumulator();
        final BiConsumer<A2, ? super T> acc2 = c2.accumulator();
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {c1.supplier().get(), c2.supplier().get()};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                acc1.accept((A1) a[0], t);
                acc2.accept((A2) a[1], t);
            }
        }, new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                a[0] = c1.combiner().apply((A1) a[0], (A1) b[0]);
                a[1] = c2.combiner().apply((A2) a[1], (A2) b[1]);
                return a;
            }
        }, new Function<Object[], R>() {
            @SuppressWarnings("unchecked")
            public R apply(Object[] a) {
                return merger.apply(finish(c1, (A1) a[0]), finish(c2, (A2) a[1]));
            }
        });
    }

    // ---------------------------------------------------------------- grouping

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, Collectors.<T>toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, new Supplier<Map<K, D>>() {
            public Map<K, D> get() {
                return new HashMap<K, D>();
            }
        }, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(final Function<? super T, ? extends K> classifier,
            final Supplier<M> mapFactory, final Collector<? super T, A, D> downstream) {
        final Supplier<A> ds = downstream.supplier();
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return make(new Supplier<Map<K, Object>>() {
            @SuppressWarnings("unchecked")
            public Map<K, Object> get() {
                return (Map<K, Object>) mapFactory.get();
            }
        }, new BiConsumer<Map<K, Object>, T>() {
            @SuppressWarnings("unchecked")
            public void accept(Map<K, Object> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                /* computeIfAbsent, as java does: a HashMap puts a new key at the head of its bin
                   there (put appends at the tail), which the iteration order shows */
                Object c = m.computeIfAbsent(key, new Function<K, Object>() {
                    public Object apply(K k) {
                        return ds.get();
                    }
                });
                acc.accept((A) c, t);
            }
        }, new BinaryOperator<Map<K, Object>>() {
            @SuppressWarnings("unchecked")
            public Map<K, Object> apply(Map<K, Object> a, Map<K, Object> b) {
                final BinaryOperator<A> dc = downstream.combiner();
                for (Map.Entry<K, Object> e : b.entrySet()) {
                    a.merge(e.getKey(), e.getValue(), new BinaryOperator<Object>() {
                        public Object apply(Object x, Object y) {
                            return dc.apply((A) x, (A) y);
                        }
                    });
                }
                return a;
            }
        }, new Function<Map<K, Object>, M>() {
            @SuppressWarnings("unchecked")
            public M apply(Map<K, Object> m) {
                if (!downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
                    /* replaceAll, not Entry.setValue: a concurrent map's entries may be read-only */
                    m.replaceAll(new java.util.function.BiFunction<K, Object, Object>() {
                        public Object apply(K k, Object v) {
                            return downstream.finisher().apply((A) v);
                        }
                    });
                }
                return (M) m;
            }
        }, downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH) ? ID : NONE);
    }

    public static <T, K> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, List<T>>> groupingByConcurrent(Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, Collectors.<T>toList());
    }

    public static <T, K, A, D, M extends java.util.concurrent.ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, mapFactory, downstream);
    }

    public static <T, K, A, D> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, D>> groupingByConcurrent(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, new Supplier<java.util.concurrent.ConcurrentMap<K, D>>() {
            public java.util.concurrent.ConcurrentMap<K, D> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, D>();
            }
        }, downstream);
    }

    public static <T, K, U> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, U>> toConcurrentMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return uniqueKeys(keyMapper, valueMapper, new Supplier<java.util.concurrent.ConcurrentMap<K, U>>() {
            public java.util.concurrent.ConcurrentMap<K, U> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, U>();
            }
        });
    }

    public static <T, K, U, M extends java.util.concurrent.ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction,
            Supplier<M> mapFactory) {
        return toMap(keyMapper, valueMapper, mergeFunction, mapFactory);
    }

    public static <T, K, U> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, U>> toConcurrentMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, new Supplier<java.util.concurrent.ConcurrentMap<K, U>>() {
            public java.util.concurrent.ConcurrentMap<K, U> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, U>();
            }
        });
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, Collectors.<T>toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate, final Collector<? super T, A, D> downstream) {
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {downstream.supplier().get(), downstream.supplier().get()};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                acc.accept((A) a[predicate.test(t) ? 1 : 0], t);
            }
        }, new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                a[0] = downstream.combiner().apply((A) a[0], (A) b[0]);
                a[1] = downstream.combiner().apply((A) a[1], (A) b[1]);
                return a;
            }
        }, new Function<Object[], Map<Boolean, D>>() {
            @SuppressWarnings("unchecked")
            public Map<Boolean, D> apply(Object[] a) {
                Map<Boolean, D> m = new LinkedHashMap<Boolean, D>();
                m.put(Boolean.FALSE, finish(downstream, (A) a[0]));
                m.put(Boolean.TRUE, finish(downstream, (A) a[1]));
                return m;
            }
        });
    }

    // ---------------------------------------------------------------- maps

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return uniqueKeys(keyMapper, valueMapper, new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    /** toMap and toConcurrentMap without a merge function: a second value for a key throws. */
    private static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> uniqueKeys(final Function<? super T, ? extends K> keyMapper,
            final Function<? super T, ? extends U> valueMapper, Supplier<M> mapFactory) {
        return make(mapFactory, new BiConsumer<M, T>() {
            public void accept(M m, T t) {
                K k = keyMapper.apply(t);
                U v = Objects.requireNonNull(valueMapper.apply(t));
                U old = m.putIfAbsent(k, v);
                if (old != null) throw new IllegalStateException("Duplicate key " + k + " (attempted merging values " + old + " and " + v + ")");
            }
        }, new BinaryOperator<M>() {
            public M apply(M a, M b) {
                for (Map.Entry<K, U> e : b.entrySet()) {
                    K k = e.getKey();
                    U v = Objects.requireNonNull(e.getValue());
                    U old = a.putIfAbsent(k, v);
                    if (old != null) throw new IllegalStateException("Duplicate key " + k + " (attempted merging values " + old + " and " + v + ")");
                }
                return a;
            }
        }, null);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(final Function<? super T, ? extends K> keyMapper,
            final Function<? super T, ? extends U> valueMapper, final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return make(mapFactory, new BiConsumer<M, T>() {
            public void accept(M m, T t) {
                m.merge(keyMapper.apply(t), valueMapper.apply(t), mergeFunction);
            }
        }, Collectors.<K, U, M>mergeMaps(mergeFunction), null);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return collectingAndThen(Collectors.<T, K, U>toMap(keyMapper, valueMapper), new Function<Map<K, U>, Map<K, U>>() {
            public Map<K, U> apply(Map<K, U> m) {
                return Collections.unmodifiableMap(m);
            }
        });
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return collectingAndThen(Collectors.<T, K, U>toMap(keyMapper, valueMapper, mergeFunction), new Function<Map<K, U>, Map<K, U>>() {
            public Map<K, U> apply(Map<K, U> m) {
                return Collections.unmodifiableMap(m);
            }
        });
    }
}
