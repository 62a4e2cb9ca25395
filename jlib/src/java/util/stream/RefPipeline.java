package java.util.stream;

import java.util.*;
import java.util.function.*;

/**
 * jpor's sequential stream: a chain of pull iterators built when the terminal
 * operation starts. Each stage holds a supplier of its iterator; size is known
 * (for count()) while only size-preserving stages follow a sized source.
 */
class RefPipeline<T> implements Stream<T> {
    static final String CONSUMED = "stream has already been operated upon or closed";

    /** Shared by all stages of one pipeline. */
    static final class Head {
        ArrayList<Runnable> closeHandlers;
        boolean closed;
        boolean parallel;
    }

    /** Iterator that computes its next element on demand into cur. */
    abstract static class Adv<T> implements Iterator<T> {
        T cur;
        private int state; // 0 unknown, 1 ready, 2 done

        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) state = advance() ? 1 : 2;
            return state == 1;
        }

        public final T next() {
            if (!hasNext()) throw new NoSuchElementException();
            state = 0;
            T t = cur;
            cur = null;
            return t;
        }
    }

    final Supplier<Iterator<T>> src;
    final LongSupplier size; // null: unknown
    final Head head;
    boolean linked;

    RefPipeline(Supplier<Iterator<T>> src, LongSupplier size, Head head) {
        this.src = src;
        this.size = size;
        this.head = head;
    }

    // ---------------------------------------------------------------- sources

    static <T> RefPipeline<T> fromSupplier(Supplier<Iterator<T>> s, final long size) {
        return new RefPipeline<T>(s, size < 0 ? null : new LongSupplier() {
            public long getAsLong() {
                return size;
            }
        }, new Head());
    }

    static <T> RefPipeline<T> fromList(final List<T> list) {
        return fromCollection(list);
    }

    static <T> RefPipeline<T> fromCollection(final Collection<T> c) {
        return new RefPipeline<T>(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return c.iterator();
            }
        }, new LongSupplier() {
            public long getAsLong() {
                return c.size();
            }
        }, new Head());
    }

    static <T> RefPipeline<T> fromIterable(final Iterable<T> c) {
        return new RefPipeline<T>(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return c.iterator();
            }
        }, null, new Head());
    }

    static <T> RefPipeline<T> fromArray(final T[] a, final int from, final int to) {
        return fromSupplier(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                return new Iterator<T>() {
                    int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public T next() {
                        if (i >= to) throw new NoSuchElementException();
                        return a[i++];
                    }
                };
            }
        }, to - from);
    }

    static <T> Stream<T> concat(final Stream<? extends T> a, final Stream<? extends T> b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        LongSupplier sz = null;
        if (a instanceof RefPipeline && b instanceof RefPipeline && ((RefPipeline<?>) a).size != null && ((RefPipeline<?>) b).size != null) {
            final LongSupplier sa = ((RefPipeline<?>) a).size, sb = ((RefPipeline<?>) b).size;
            sz = new LongSupplier() {
                public long getAsLong() {
                    return sa.getAsLong() + sb.getAsLong();
                }
            };
        }
        RefPipeline<T> r = new RefPipeline<T>(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<? extends T> ia = a.iterator();
                final Iterator<? extends T> ib = b.iterator();
                return new Iterator<T>() {
                    public boolean hasNext() {
                        return ia.hasNext() || ib.hasNext();
                    }

                    public T next() {
                        return ia.hasNext() ? ia.next() : ib.next();
                    }
                };
            }
        }, sz, new Head());
        r.onClose(new Runnable() {
            public void run() {
                try {
                    a.close();
                } finally {
                    b.close();
                }
            }
        });
        return r;
    }

    static final class BuilderImpl<T> implements Stream.Builder<T> {
        private ArrayList<T> list = new ArrayList<T>();
        private boolean built;

        public void accept(T t) {
            if (built) throw new IllegalStateException();
            list.add(t);
        }

        public Stream<T> build() {
            if (built) throw new IllegalStateException();
            built = true;
            return fromList(list);
        }
    }

    // ---------------------------------------------------------------- plumbing

    private void link() {
        if (linked || head.closed) throw new IllegalStateException(CONSUMED);
        linked = true;
    }

    <R> RefPipeline<R> chain(Supplier<Iterator<R>> s, LongSupplier sz) {
        link();
        return new RefPipeline<R>(s, sz, head);
    }

    /** Starts the terminal operation: the iterator over this stage's elements. */
    Iterator<T> start() {
        link();
        return src.get();
    }

    public Iterator<T> iterator() {
        return start();
    }

    public Spliterator<T> spliterator() {
        Iterator<T> it = start();
        return size != null ? Spliterators.spliterator(it, size.getAsLong(), Spliterator.ORDERED)
            : Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED);
    }

    public boolean isParallel() {
        return head.parallel;
    }

    public Stream<T> sequential() {
        head.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        head.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (linked || head.closed) throw new IllegalStateException(CONSUMED);
        if (head.closeHandlers == null) head.closeHandlers = new ArrayList<Runnable>();
        head.closeHandlers.add(closeHandler);
        return this;
    }

    public void close() {
        closeHead(head);
    }

    static void closeHead(Head head) {
        if (head.closed) return;
        head.closed = true;
        ArrayList<Runnable> hs = head.closeHandlers;
        head.closeHandlers = null;
        if (hs == null) return;
        Throwable first = null;
        for (Runnable r : hs) {
            try {
                r.run();
            } catch (Throwable t) {
                if (first == null) first = t;
                else if (first != t) first.addSuppressed(t);
            }
        }
        if (first instanceof RuntimeException) throw (RuntimeException) first;
        if (first instanceof Error) throw (Error) first;
    }

    // ---------------------------------------------------------------- intermediate operations

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                return new Adv<T>() {
                    boolean advance() {
                        while (it.hasNext()) {
                            T t = it.next();
                            if (predicate.test(t)) {
                                cur = t;
                                return true;
                            }
                        }
                        return false;
                    }
                };
            }
        }, null);
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<R>>() {
            public Iterator<R> get() {
                final Iterator<T> it = up.get();
                return new Iterator<R>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public R next() {
                        return mapper.apply(it.next());
                    }
                };
            }
        }, size);
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(map(new Function<T, Integer>() {
            public Integer apply(T t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(map(new Function<T, Long>() {
            public Long apply(T t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(map(new Function<T, Double>() {
            public Double apply(T t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<R>>() {
            public Iterator<R> get() {
                final Iterator<T> it = up.get();
                return new Adv<R>() {
                    Stream<? extends R> inner;
                    Iterator<? extends R> in;

                    boolean advance() {
                        while (true) {
                            if (in != null && in.hasNext()) {
                                cur = in.next();
                                return true;
                            }
                            if (inner != null) {
                                Stream<? extends R> s = inner;
                                inner = null;
                                in = null;
                                s.close();
                            }
                            if (!it.hasNext()) return false;
                            inner = mapper.apply(it.next());
                            if (inner != null) in = inner.iterator();
                        }
                    }
                };
            }
        }, null);
    }

    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        return new IntPipeline(flatMap(new Function<T, Stream<Integer>>() {
            public Stream<Integer> apply(T t) {
                IntStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public LongStream flatMapToLong(final Function<? super T, ? extends LongStream> mapper) {
        return new LongPipeline(flatMap(new Function<T, Stream<Long>>() {
            public Stream<Long> apply(T t) {
                LongStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public DoubleStream flatMapToDouble(final Function<? super T, ? extends DoubleStream> mapper) {
        return new DoublePipeline(flatMap(new Function<T, Stream<Double>>() {
            public Stream<Double> apply(T t) {
                DoubleStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new Function<T, Stream<R>>() {
            public Stream<R> apply(T t) {
                final ArrayList<R> buf = new ArrayList<R>();
                mapper.accept(t, new Consumer<R>() {
                    public void accept(R r) {
                        buf.add(r);
                    }
                });
                return fromList(buf);
            }
        });
    }

    public Stream<T> distinct() {
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                final HashSet<T> seen = new HashSet<T>();
                return new Adv<T>() {
                    boolean advance() {
                        while (it.hasNext()) {
                            T t = it.next();
                            if (seen.add(t)) {
                                cur = t;
                                return true;
                            }
                        }
                        return false;
                    }
                };
            }
        }, null);
    }

    @SuppressWarnings("unchecked")
    public Stream<T> sorted() {
        return sortedBy(null);
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        return sortedBy(comparator);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Stream<T> sortedBy(final Comparator<? super T> comparator) {
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                Iterator<T> it = up.get();
                ArrayList<T> l = new ArrayList<T>();
                while (it.hasNext()) l.add(it.next());
                Object[] a = l.toArray();
                if (comparator == null) {
                    Arrays.sort(a); // ClassCastException only when two elements are compared
                } else {
                    Arrays.sort(a, (Comparator) comparator);
                }
                return (Iterator<T>) Arrays.asList(a).iterator();
            }
        }, size);
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                return new Iterator<T>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public T next() {
                        T t = it.next();
                        action.accept(t);
                        return t;
                    }
                };
            }
        }, size);
    }

    public Stream<T> limit(final long maxSize) {
        if (maxSize < 0) throw new IllegalArgumentException(Long.toString(maxSize));
        final Supplier<Iterator<T>> up = src;
        final LongSupplier us = size;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                return new Iterator<T>() {
                    long n;

                    public boolean hasNext() {
                        return n < maxSize && it.hasNext();
                    }

                    public T next() {
                        if (n >= maxSize) throw new NoSuchElementException();
                        T t = it.next();
                        n++;
                        return t;
                    }
                };
            }
        }, us == null ? null : new LongSupplier() {
            public long getAsLong() {
                return Math.min(us.getAsLong(), maxSize);
            }
        });
    }

    public Stream<T> skip(final long n) {
        if (n < 0) throw new IllegalArgumentException(Long.toString(n));
        final Supplier<Iterator<T>> up = src;
        final LongSupplier us = size;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                return new Adv<T>() {
                    long skipped;

                    boolean advance() {
                        while (skipped < n && it.hasNext()) {
                            it.next();
                            skipped++;
                        }
                        if (!it.hasNext()) return false;
                        cur = it.next();
                        return true;
                    }
                };
            }
        }, us == null ? null : new LongSupplier() {
            public long getAsLong() {
                return Math.max(0, us.getAsLong() - n);
            }
        });
    }

    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                return new Adv<T>() {
                    boolean stop;

                    boolean advance() {
                        if (stop || !it.hasNext()) return false;
                        T t = it.next();
                        if (!predicate.test(t)) {
                            stop = true;
                            return false;
                        }
                        cur = t;
                        return true;
                    }
                };
            }
        }, null);
    }

    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Supplier<Iterator<T>> up = src;
        return chain(new Supplier<Iterator<T>>() {
            public Iterator<T> get() {
                final Iterator<T> it = up.get();
                return new Adv<T>() {
                    boolean dropping = true;

                    boolean advance() {
                        while (it.hasNext()) {
                            T t = it.next();
                            if (dropping && predicate.test(t)) continue;
                            dropping = false;
                            cur = t;
                            return true;
                        }
                        return false;
                    }
                };
            }
        }, null);
    }

    // ---------------------------------------------------------------- terminal operations

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Iterator<T> it = start();
        while (it.hasNext()) action.accept(it.next());
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    ArrayList<T> drain() {
        Iterator<T> it = start();
        ArrayList<T> l = new ArrayList<T>();
        while (it.hasNext()) l.add(it.next());
        return l;
    }

    public Object[] toArray() {
        return drain().toArray();
    }

    @SuppressWarnings("unchecked")
    public <A> A[] toArray(IntFunction<A[]> generator) {
        ArrayList<T> l = drain();
        A[] a = generator.apply(l.size());
        if (a.length != l.size()) throw new IllegalStateException("Begin size " + l.size() + " is not equal to fixed size " + a.length);
        for (int i = 0; i < a.length; i++) {
            Object o = l.get(i);
            if (o != null && !a.getClass().getComponentType().isInstance(o)) throw new ArrayStoreException(o.getClass().getName());
            a[i] = (A) o;
        }
        return a;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Iterator<T> it = start();
        T r = identity;
        while (it.hasNext()) r = accumulator.apply(r, it.next());
        return r;
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Iterator<T> it = start();
        if (!it.hasNext()) return Optional.empty();
        T r = it.next();
        while (it.hasNext()) r = accumulator.apply(r, it.next());
        return Optional.of(r);
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Iterator<T> it = start();
        U r = identity;
        while (it.hasNext()) r = accumulator.apply(r, it.next());
        return r;
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        R r = supplier.get();
        Iterator<T> it = start();
        while (it.hasNext()) accumulator.accept(r, it.next());
        return r;
    }

    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        A container = collector.supplier().get();
        BiConsumer<A, ? super T> acc = collector.accumulator();
        Iterator<T> it = start();
        while (it.hasNext()) acc.accept(container, it.next());
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) return (R) container;
        return collector.finisher().apply(container);
    }

    @SuppressWarnings("unchecked")
    public List<T> toList() {
        return (List<T>) jpor.internal.ImmutableLists.nullsAllowed(toArray());
    }

    public Optional<T> min(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public Optional<T> max(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public long count() {
        if (size != null) {
            link();
            return size.getAsLong();
        }
        Iterator<T> it = start();
        long n = 0;
        while (it.hasNext()) {
            it.next();
            n++;
        }
        return n;
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        Iterator<T> it = start();
        while (it.hasNext()) if (predicate.test(it.next())) return true;
        return false;
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        Iterator<T> it = start();
        while (it.hasNext()) if (!predicate.test(it.next())) return false;
        return true;
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return !anyMatch(predicate);
    }

    public Optional<T> findFirst() {
        Iterator<T> it = start();
        if (!it.hasNext()) return Optional.empty();
        return Optional.of(it.next());
    }

    public Optional<T> findAny() {
        return findFirst();
    }
}
