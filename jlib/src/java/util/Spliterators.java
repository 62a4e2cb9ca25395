package java.util;

import java.util.function.*;

/**
 * Static factories of Spliterators.  Arrays (and random-access lists, see List) split in halves;
 * an iterator splits off growing batches copied into an array (1024 elements, then 2048, ...), as
 * the API's implementation notes describe, so that a program that splits sees the JDK's sizes.
 */
public final class Spliterators {
    private Spliterators() {
    }

    /** A spliterator over an iterator, created lazily from a collection or given directly. */
    static final class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private final int characteristics;
        private long est;
        private int batch;

        /** A collection's, with exactly the given characteristics (HashSet's and TreeSet's are
         * SIZED but not SUBSIZED). */
        IteratorSpliterator(Collection<? extends T> collection, int characteristics, boolean exact) {
            this.collection = collection;
            this.characteristics = characteristics;
            this.est = -1;
        }

        IteratorSpliterator(Collection<? extends T> collection, int characteristics) {
            this.collection = collection;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics;
            this.est = -1;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, long size, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        private Iterator<? extends T> it() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
            return it;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            if (action == null) throw new NullPointerException();
            Iterator<? extends T> i = it();
            if (i.hasNext()) {
                action.accept(i.next());
                return true;
            }
            return false;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            if (action == null) throw new NullPointerException();
            Iterator<? extends T> i = it();
            while (i.hasNext()) action.accept(i.next());
        }

        public Spliterator<T> trySplit() {
            Iterator<? extends T> i = it();
            long s = est;
            if (s <= 1 || !i.hasNext()) return null;
            int n = batch + BATCH_UNIT;
            if (n > s) n = (int) s;
            if (n > MAX_BATCH) n = MAX_BATCH;
            Object[] a = new Object[n];
            int j = 0;
            do {
                a[j] = i.next();
            } while (++j < n && i.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE) est -= j;
            return new ArraySpliterator<T>(a, 0, j, characteristics);
        }

        public long estimateSize() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) return null;
            throw new IllegalStateException();
        }
    }

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), characteristics);
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), characteristics);
    }

    static final int BATCH_UNIT = 1 << 10, MAX_BATCH = 1 << 25;

    /** The range [index, fence) of an array; trySplit gives away the lower half. */
    abstract static class RangeSpliterator {
        int index;
        final int fence, characteristics;

        RangeSpliterator(int origin, int fence, int additionalCharacteristics) {
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        /** The lower half's origin, or -1 when there is nothing to split; the rest starts at mid. */
        final int split() {
            int lo = index, mid = (lo + fence) >>> 1;
            if (lo >= mid) return -1;
            index = mid;
            return lo;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<?> getComparator() {
            if ((characteristics & Spliterator.SORTED) != 0) return null;
            throw new IllegalStateException();
        }
    }

    static final class ArraySpliterator<T> extends RangeSpliterator implements Spliterator<T> {
        private final Object[] a;

        ArraySpliterator(Object[] a, int origin, int fence, int additionalCharacteristics) {
            super(origin, fence, additionalCharacteristics);
            this.a = a;
        }

        public Spliterator<T> trySplit() {
            int lo = split();
            return lo < 0 ? null : new ArraySpliterator<T>(a, lo, index, characteristics);
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            if (action == null) throw new NullPointerException();
            if (index >= fence) return false;
            action.accept((T) a[index++]);
            return true;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            if (action == null) throw new NullPointerException();
            int hi = fence, i = index;
            index = hi;
            for (; i < hi; i++) action.accept((T) a[i]);
        }

        @SuppressWarnings("unchecked")
        public Comparator<? super T> getComparator() {
            return (Comparator<? super T>) super.getComparator();
        }
    }

    static final class IntArraySpliterator extends RangeSpliterator implements Spliterator.OfInt {
        private final int[] a;

        IntArraySpliterator(int[] a, int origin, int fence, int additionalCharacteristics) {
            super(origin, fence, additionalCharacteristics);
            this.a = a;
        }

        public Spliterator.OfInt trySplit() {
            int lo = split();
            return lo < 0 ? null : new IntArraySpliterator(a, lo, index, characteristics);
        }

        public boolean tryAdvance(IntConsumer action) {
            if (action == null) throw new NullPointerException();
            if (index >= fence) return false;
            action.accept(a[index++]);
            return true;
        }

        public void forEachRemaining(IntConsumer action) {
            if (action == null) throw new NullPointerException();
            int hi = fence, i = index;
            index = hi;
            for (; i < hi; i++) action.accept(a[i]);
        }

        @SuppressWarnings("unchecked")
        public Comparator<? super Integer> getComparator() {
            return (Comparator<? super Integer>) super.getComparator();
        }
    }

    static final class LongArraySpliterator extends RangeSpliterator implements Spliterator.OfLong {
        private final long[] a;

        LongArraySpliterator(long[] a, int origin, int fence, int additionalCharacteristics) {
            super(origin, fence, additionalCharacteristics);
            this.a = a;
        }

        public Spliterator.OfLong trySplit() {
            int lo = split();
            return lo < 0 ? null : new LongArraySpliterator(a, lo, index, characteristics);
        }

        public boolean tryAdvance(LongConsumer action) {
            if (action == null) throw new NullPointerException();
            if (index >= fence) return false;
            action.accept(a[index++]);
            return true;
        }

        public void forEachRemaining(LongConsumer action) {
            if (action == null) throw new NullPointerException();
            int hi = fence, i = index;
            index = hi;
            for (; i < hi; i++) action.accept(a[i]);
        }

        @SuppressWarnings("unchecked")
        public Comparator<? super Long> getComparator() {
            return (Comparator<? super Long>) super.getComparator();
        }
    }

    static final class DoubleArraySpliterator extends RangeSpliterator implements Spliterator.OfDouble {
        private final double[] a;

        DoubleArraySpliterator(double[] a, int origin, int fence, int additionalCharacteristics) {
            super(origin, fence, additionalCharacteristics);
            this.a = a;
        }

        public Spliterator.OfDouble trySplit() {
            int lo = split();
            return lo < 0 ? null : new DoubleArraySpliterator(a, lo, index, characteristics);
        }

        public boolean tryAdvance(DoubleConsumer action) {
            if (action == null) throw new NullPointerException();
            if (index >= fence) return false;
            action.accept(a[index++]);
            return true;
        }

        public void forEachRemaining(DoubleConsumer action) {
            if (action == null) throw new NullPointerException();
            int hi = fence, i = index;
            index = hi;
            for (; i < hi; i++) action.accept(a[i]);
        }

        @SuppressWarnings("unchecked")
        public Comparator<? super Double> getComparator() {
            return (Comparator<? super Double>) super.getComparator();
        }
    }

    /** A random-access list's elements by index, the size bound at the first use; splits in halves. */
    static final class RandomAccessSpliterator<E> implements Spliterator<E> {
        private final List<E> list;
        private int index, fence;

        RandomAccessSpliterator(List<E> list) {
            this.list = list;
            this.fence = -1;
        }

        private RandomAccessSpliterator(List<E> list, int origin, int fence) {
            this.list = list;
            this.index = origin;
            this.fence = fence;
        }

        private int fence() {
            if (fence < 0) fence = list.size();
            return fence;
        }

        public Spliterator<E> trySplit() {
            int hi = fence(), lo = index, mid = (lo + hi) >>> 1;
            if (lo >= mid) return null;
            index = mid;
            return new RandomAccessSpliterator<E>(list, lo, mid);
        }

        public boolean tryAdvance(Consumer<? super E> action) {
            if (action == null) throw new NullPointerException();
            if (index >= fence()) return false;
            action.accept(list.get(index++));
            return true;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            if (action == null) throw new NullPointerException();
            int hi = fence(), i = index;
            index = hi;
            for (; i < hi; i++) action.accept(list.get(i));
        }

        public long estimateSize() {
            return fence() - index;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }
    }

    /** A sorted set's: its comparator, and SIZED without SUBSIZED as TreeSet's. */
    static final class SortedSetSpliterator<E> implements Spliterator<E> {
        private final Spliterator<E> inner;
        private final SortedSet<E> set;

        SortedSetSpliterator(SortedSet<E> set, int characteristics) {
            this.set = set;
            this.inner = new IteratorSpliterator<E>(set, characteristics, true);
        }

        public boolean tryAdvance(Consumer<? super E> action) {
            return inner.tryAdvance(action);
        }

        public void forEachRemaining(Consumer<? super E> action) {
            inner.forEachRemaining(action);
        }

        public Spliterator<E> trySplit() {
            return inner.trySplit();
        }

        public long estimateSize() {
            return inner.estimateSize();
        }

        public int characteristics() {
            return inner.characteristics();
        }

        public Comparator<? super E> getComparator() {
            return set.comparator();
        }
    }

    /** The JDK's message for a bad range of an array. */
    static void checkRange(int length, int origin, int fence) {
        if (origin > fence) throw new ArrayIndexOutOfBoundsException("origin(" + origin + ") > fence(" + fence + ")");
        if (origin < 0) throw new ArrayIndexOutOfBoundsException(origin);
        if (fence > length) throw new ArrayIndexOutOfBoundsException(fence);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new ArraySpliterator<T>(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterator<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new IntArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new LongArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new DoubleArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static <T> Spliterator<T> emptySpliterator() {
        return new ArraySpliterator<T>(new Object[0], 0, 0, 0);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new IntArraySpliterator(new int[0], 0, 0, 0);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new LongArraySpliterator(new long[0], 0, 0, 0);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new DoubleArraySpliterator(new double[0], 0, 0, 0);
    }

    public static PrimitiveIterator.OfInt iterator(final Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfInt() {
            boolean ready;
            int next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new IntConsumer() {
                        public void accept(int v) {
                            next = v;
                        }
                    });
                }
                return ready;
            }

            public int nextInt() {
                if (!hasNext()) throw new NoSuchElementException();
                ready = false;
                return next;
            }
        };
    }

    public static PrimitiveIterator.OfLong iterator(final Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfLong() {
            boolean ready;
            long next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new LongConsumer() {
                        public void accept(long v) {
                            next = v;
                        }
                    });
                }
                return ready;
            }

            public long nextLong() {
                if (!hasNext()) throw new NoSuchElementException();
                ready = false;
                return next;
            }
        };
    }

    public static PrimitiveIterator.OfDouble iterator(final Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfDouble() {
            boolean ready;
            double next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new DoubleConsumer() {
                        public void accept(double v) {
                            next = v;
                        }
                    });
                }
                return ready;
            }

            public double nextDouble() {
                if (!hasNext()) throw new NoSuchElementException();
                ready = false;
                return next;
            }
        };
    }

    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        return new Iterator<T>() {
            boolean ready;
            T next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new Consumer<T>() {
                        public void accept(T t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public T next() {
                if (!hasNext()) throw new NoSuchElementException();
                ready = false;
                T t = next;
                next = null;
                return t;
            }
        };
    }

    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final int characteristics;
        private long est;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }
}
