package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Unmodifiable collections returned by List.of, Set.of, Map.of and their copyOf methods.
 * Sets and maps iterate in insertion order here (the JDK's order depends on a per-run
 * random salt, so no program can rely on it).
 */
class ImmutableCollections {
    private ImmutableCollections() {
    }

    static final Object EMPTY = new Object();

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> emptyList() {
        return (List<E>) ListN.EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> emptySet() {
        return (Set<E>) SetN.EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) MapN.EMPTY_MAP;
    }

    /** The array is owned by the new list; nulls are rejected. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object[] es) {
        for (Object o : es)
            Objects.requireNonNull(o);
        return new ListN<E>((E[]) es);
    }

    static {
        jpor.internal.ImmutableLists.register(new jpor.internal.ImmutableLists.Maker() {
            public List<Object> nullsAllowed(Object[] elements) {
                return listFromArrayNullsAllowed(elements);
            }
        });
    }

    /** Stream.toList(): the array is owned by the new list, which may hold nulls (java's ListN with allowNulls). */
    @SuppressWarnings("unchecked")
    static <E> List<E> listFromArrayNullsAllowed(Object[] es) {
        return es.length == 0 ? (List<E>) ListN.EMPTY_LIST_NULLS : new ListN<E>((E[]) es, true);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList && coll.getClass() != SubList.class && !((AbstractImmutableList<?>) coll).allowsNulls()) {
            return (List<E>) coll;
        }
        Object[] es = coll.toArray();
        if (es.getClass() != Object[].class)
            es = Arrays.copyOf(es, es.length, Object[].class);
        switch (es.length) {
            case 0:
                for (Object o : es)
                    Objects.requireNonNull(o);
                return emptyList();
            case 1:
                return new List12<E>((E) es[0]);
            case 2:
                return new List12<E>((E) es[0], (E) es[1]);
            default:
                return listOf(es);
        }
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object[] es) {
        return new SetN<E>((E[]) es);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setCopy(Collection<? extends E> coll) {
        // duplicates are allowed in the source; the first occurrence is kept
        LinkedHashSet<E> s = new LinkedHashSet<E>();
        for (E e : coll)
            s.add(Objects.requireNonNull(e));
        Object[] es = s.toArray();
        switch (es.length) {
            case 0:
                return emptySet();
            case 1:
                return new Set12<E>((E) es[0]);
            case 2:
                return new Set12<E>((E) es[0], (E) es[1]);
            default:
                return new SetN<E>((E[]) es);
        }
    }

    static <K, V> Map<K, V> mapOf(Object[] kvs) {
        return new MapN<K, V>(kvs);
    }

    static int tableIndex(int h, int tableLength) {
        h ^= (h >>> 16);
        return h & (tableLength - 1);
    }

    static int tableSize(int n) {
        int cap = 4;
        while (cap < n * 2)
            cap <<= 1;
        return cap;
    }

    abstract static class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    abstract static class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public List<E> subList(int fromIndex, int toIndex) {
            int size = size();
            subListRangeCheck(fromIndex, toIndex, size);
            return SubList.fromList(this, fromIndex, toIndex);
        }

        static void subListRangeCheck(int fromIndex, int toIndex, int size) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size());
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            int size = size();
            if (index < 0 || index > size) {
                throw outOfBounds(index);
            }
            return new ListItr<E>(this, size, index);
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++) {
                hash = 31 * hash + Objects.hashCode(get(i));
            }
            return hash;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }

        /** Whether the list may hold nulls (Stream.toList()'s); List.of's may not, and indexOf(null) throws. */
        boolean allowsNulls() {
            return false;
        }
    }

    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size) {
            this.list = list;
            this.size = size;
            this.cursor = 0;
            isListIterator = false;
        }

        ListItr(List<E> list, int size, int index) {
            this.list = list;
            this.size = size;
            this.cursor = index;
            isListIterator = true;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                int i = cursor;
                E next = list.get(i);
                cursor = i + 1;
                return next;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            try {
                int i = cursor - 1;
                E previous = list.get(i);
                cursor = i;
                return previous;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        private SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        static <E> SubList<E> fromSubList(SubList<E> parent, int fromIndex, int toIndex) {
            return new SubList<E>(parent.root, parent.offset + fromIndex, toIndex - fromIndex);
        }

        static <E> SubList<E> fromList(AbstractImmutableList<E> list, int fromIndex, int toIndex) {
            if (list instanceof SubList)
                return fromSubList((SubList<E>) list, fromIndex, toIndex);
            return new SubList<E>(list, fromIndex, toIndex - fromIndex);
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        public int size() {
            return size;
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size());
        }

        public ListIterator<E> listIterator(int index) {
            rangeCheck(index);
            return new ListItr<E>(this, size(), index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            subListRangeCheck(fromIndex, toIndex, size);
            return SubList.fromSubList(this, fromIndex, toIndex);
        }

        private void rangeCheck(int index) {
            if (index < 0 || index > size) {
                throw outOfBounds(index);
            }
        }

        boolean allowsNulls() {
            return root.allowsNulls();
        }

        public int indexOf(Object o) {
            if (!allowsNulls())
                Objects.requireNonNull(o);
            for (int i = 0; i < size; i++) {
                if (Objects.equals(o, get(i)))
                    return i;
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowsNulls())
                Objects.requireNonNull(o);
            for (int i = size - 1; i >= 0; i--) {
                if (Objects.equals(o, get(i)))
                    return i;
            }
            return -1;
        }
    }

    static final class List12<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private final E e0;
        private final Object e1;

        List12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        List12(E e0, E e1) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = Objects.requireNonNull(e1);
        }

        public int size() {
            return e1 != EMPTY ? 2 : 1;
        }

        public boolean isEmpty() {
            return false;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index == 0) {
                return e0;
            } else if (index == 1 && e1 != EMPTY) {
                return (E) e1;
            }
            throw outOfBounds(index);
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            if (o.equals(e0)) {
                return 0;
            } else if (e1 != EMPTY && o.equals(e1)) {
                return 1;
            } else {
                return -1;
            }
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            if (e1 != EMPTY && o.equals(e1)) {
                return 1;
            } else if (o.equals(e0)) {
                return 0;
            } else {
                return -1;
            }
        }

        public Object[] toArray() {
            if (e1 == EMPTY) {
                return new Object[] {e0};
            } else {
                return new Object[] {e0, e1};
            }
        }

        // serialized as the JDK does: through its serial proxy java.util.CollSer

        private Object writeReplace() {
            return e1 == EMPTY ? new jpor.internal.CollSer(jpor.internal.CollSer.IMM_LIST, e0)
                    : new jpor.internal.CollSer(jpor.internal.CollSer.IMM_LIST, e0, e1);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }
    }

    static final class ListN<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0]);
        static final ListN<?> EMPTY_LIST_NULLS = new ListN<Object>(new Object[0], true);

        private final E[] elements;
        private final boolean allowNulls;

        ListN(E[] array) {
            this(array, false);
        }

        ListN(E[] array, boolean allowNulls) {
            elements = array;
            this.allowNulls = allowNulls;
        }

        boolean allowsNulls() {
            return allowNulls;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            return elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        public int indexOf(Object o) {
            if (!allowNulls)
                Objects.requireNonNull(o);
            final E[] es = elements;
            for (int i = 0; i < es.length; i++) {
                if (Objects.equals(o, es[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowNulls)
                Objects.requireNonNull(o);
            final E[] es = elements;
            for (int i = es.length - 1; i >= 0; i--) {
                if (Objects.equals(o, es[i])) {
                    return i;
                }
            }
            return -1;
        }

        // serialized as the JDK does: through its serial proxy java.util.CollSer

        private Object writeReplace() {
            return new jpor.internal.CollSer(allowNulls ? jpor.internal.CollSer.IMM_LIST_NULLS : jpor.internal.CollSer.IMM_LIST,
                    (Object[]) elements);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }
    }

    abstract static class AbstractImmutableSet<E> extends AbstractImmutableCollection<E> implements Set<E> {
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            } else if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size()) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public abstract int hashCode();
    }

    static final class Set12<E> extends AbstractImmutableSet<E> implements java.io.Serializable {
        final E e0;
        final Object e1;

        Set12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        Set12(E e0, E e1) {
            if (e0.equals(Objects.requireNonNull(e1))) {
                throw new IllegalArgumentException("duplicate element: " + e0);
            }
            this.e0 = e0;
            this.e1 = e1;
        }

        public int size() {
            return (e1 == EMPTY) ? 1 : 2;
        }

        public boolean isEmpty() {
            return false;
        }

        public boolean contains(Object o) {
            return o.equals(e0) || e1 != EMPTY && o.equals(e1);
        }

        public int hashCode() {
            return e0.hashCode() + (e1 == EMPTY ? 0 : e1.hashCode());
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int idx = (e1 == EMPTY) ? 1 : 2;

                public boolean hasNext() {
                    return idx > 0;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (idx == 1) {
                        idx = 0;
                        return (e1 == EMPTY) ? e0 : (E) e1;
                    } else if (idx == 2) {
                        idx = 1;
                        return e0;
                    } else {
                        throw new NoSuchElementException();
                    }
                }
            };
        }

        public Object[] toArray() {
            if (e1 == EMPTY) {
                return new Object[] {e0};
            } else {
                return new Object[] {e0, e1};
            }
        }

        // serialized as the JDK does: through its serial proxy java.util.CollSer

        private Object writeReplace() {
            return e1 == EMPTY ? new jpor.internal.CollSer(jpor.internal.CollSer.IMM_SET, e0)
                    : new jpor.internal.CollSer(jpor.internal.CollSer.IMM_SET, e0, e1);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }
    }

    static final class SetN<E> extends AbstractImmutableSet<E> implements java.io.Serializable {
        static final SetN<?> EMPTY_SET = new SetN<Object>(new Object[0]);

        final E[] elements; // insertion order
        final int[] table; // index + 1 into elements, 0 = free

        SetN(E[] input) {
            int n = input.length;
            elements = input;
            table = new int[tableSize(n)];
            for (int i = 0; i < n; i++) {
                E e = input[i];
                int idx = probe(Objects.requireNonNull(e));
                if (idx >= 0) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
                table[-(idx + 1)] = i + 1;
            }
        }

        private int probe(Object pk) {
            int mask = table.length - 1;
            int idx = tableIndex(pk.hashCode(), table.length);
            while (true) {
                int slot = table[idx];
                if (slot == 0) {
                    return -idx - 1;
                } else if (pk.equals(elements[slot - 1])) {
                    return idx;
                }
                idx = (idx + 1) & mask;
            }
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            return elements.length > 0 && probe(o) >= 0;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int idx = 0;

                public boolean hasNext() {
                    return idx < elements.length;
                }

                public E next() {
                    if (idx >= elements.length)
                        throw new NoSuchElementException();
                    return elements[idx++];
                }
            };
        }

        public int hashCode() {
            int h = 0;
            for (E e : elements) {
                h += e.hashCode();
            }
            return h;
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        // serialized as the JDK does: through its serial proxy java.util.CollSer (in iteration order)

        private Object writeReplace() {
            return new jpor.internal.CollSer(jpor.internal.CollSer.IMM_SET, Arrays.copyOf(elements, elements.length, Object[].class));
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }
    }

    abstract static class AbstractImmutableMap<K, V> extends AbstractMap<K, V> {
        public void clear() {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mf) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v;
            return ((v = get(key)) != null) ? v : defaultValue;
        }
    }

    static final class Map1<K, V> extends AbstractImmutableMap<K, V> implements java.io.Serializable {
        private final K k0;
        private final V v0;

        Map1(K k0, V v0) {
            this.k0 = Objects.requireNonNull(k0);
            this.v0 = Objects.requireNonNull(v0);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return Set.<Map.Entry<K, V>>of(new KeyValueHolder<K, V>(k0, v0));
        }

        public V get(Object o) {
            return o.equals(k0) ? v0 : null;
        }

        public boolean containsKey(Object o) {
            return o.equals(k0);
        }

        public boolean containsValue(Object o) {
            return o.equals(v0);
        }

        public int size() {
            return 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public int hashCode() {
            return k0.hashCode() ^ v0.hashCode();
        }

        // serialized as the JDK does: through its serial proxy java.util.CollSer

        private Object writeReplace() {
            return new jpor.internal.CollSer(jpor.internal.CollSer.IMM_MAP, k0, v0);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }
    }

    static final class MapN<K, V> extends AbstractImmutableMap<K, V> implements java.io.Serializable {
        static final MapN<?, ?> EMPTY_MAP = new MapN<Object, Object>(new Object[0]);

        final Object[] kvs; // k0, v0, k1, v1, ... in insertion order
        final int[] table; // pair index + 1, 0 = free
        final int size;

        MapN(Object[] input) {
            if ((input.length & 1) != 0) {
                throw new InternalError("length is odd");
            }
            size = input.length >> 1;
            table = new int[tableSize(size)];
            kvs = new Object[input.length];
            int count = 0;
            for (int i = 0; i < input.length; i += 2) {
                Object k = Objects.requireNonNull(input[i]);
                Object v = Objects.requireNonNull(input[i + 1]);
                int idx = probe(k, count);
                if (idx >= 0) {
                    throw new IllegalArgumentException("duplicate key: " + k);
                }
                kvs[count * 2] = k;
                kvs[count * 2 + 1] = v;
                table[-(idx + 1)] = ++count;
            }
        }

        private int probe(Object pk, int filled) {
            int mask = table.length - 1;
            int idx = tableIndex(pk.hashCode(), table.length);
            while (true) {
                int slot = table[idx];
                if (slot == 0) {
                    return -idx - 1;
                } else if (pk.equals(kvs[(slot - 1) * 2])) {
                    return idx;
                }
                idx = (idx + 1) & mask;
            }
        }

        public boolean containsKey(Object o) {
            Objects.requireNonNull(o);
            return size > 0 && probe(o, size) >= 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (int i = 1; i < kvs.length; i += 2) {
                Object v = kvs[i];
                if (v != null && o.equals(v)) {
                    return true;
                }
            }
            return false;
        }

        public int hashCode() {
            int hash = 0;
            for (int i = 0; i < kvs.length; i += 2) {
                hash += kvs[i].hashCode() ^ kvs[i + 1].hashCode();
            }
            return hash;
        }

        @SuppressWarnings("unchecked")
        public V get(Object o) {
            if (size == 0) {
                Objects.requireNonNull(o);
                return null;
            }
            int i = probe(o, size);
            if (i >= 0) {
                return (V) kvs[(table[i] - 1) * 2 + 1];
            } else {
                return null;
            }
        }

        public int size() {
            return size;
        }

        public boolean isEmpty() {
            return size == 0;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return MapN.this.size;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        private int idx = 0;

                        public boolean hasNext() {
                            return idx < kvs.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (idx >= kvs.length)
                                throw new NoSuchElementException();
                            Map.Entry<K, V> e = new KeyValueHolder<K, V>((K) kvs[idx], (V) kvs[idx + 1]);
                            idx += 2;
                            return e;
                        }
                    };
                }
            };
        }

        // serialized as the JDK does: through its serial proxy java.util.CollSer (keys and values
        // alternating, in iteration order)

        private Object writeReplace() {
            return new jpor.internal.CollSer(jpor.internal.CollSer.IMM_MAP, Arrays.copyOf(kvs, 2 * size));
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }
    }
}
