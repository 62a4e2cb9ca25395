package java.util;

import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The views of Collections.checkedCollection, checkedList, checkedSet and checkedMap:
 * every element (key, value) put in is checked against the type given, with the JDK's
 * message when it is not one; reads go straight to the collection underneath.
 */
final class CheckedCollections {
    private CheckedCollections() {
    }

    static <E> E check(Class<E> type, Object o, String what) {
        if (o != null && !type.isInstance(o)) {
            throw new ClassCastException("Attempt to insert " + o.getClass() + " " + what + type);
        }
        @SuppressWarnings("unchecked")
        E e = (E) o;
        return e;
    }

    static class CheckedCollection<E> implements Collection<E>, java.io.Serializable {
        final Collection<E> c;
        final Class<E> type;

        CheckedCollection(Collection<E> c, Class<E> type) {
            this.c = Objects.requireNonNull(c, "c");
            this.type = Objects.requireNonNull(type, "type");
        }

        E typeCheck(Object o) {
            return check(type, o, "element into collection with element type ");
        }

        public int size() { return c.size(); }
        public boolean isEmpty() { return c.isEmpty(); }
        public boolean contains(Object o) { return c.contains(o); }
        public Object[] toArray() { return c.toArray(); }
        public <T> T[] toArray(T[] a) { return c.toArray(a); }
        public String toString() { return c.toString(); }
        public boolean remove(Object o) { return c.remove(o); }
        public void clear() { c.clear(); }
        public boolean containsAll(Collection<?> coll) { return c.containsAll(coll); }
        public boolean removeAll(Collection<?> coll) { return c.removeAll(coll); }
        public boolean retainAll(Collection<?> coll) { return c.retainAll(coll); }
        public boolean removeIf(Predicate<? super E> filter) { return c.removeIf(filter); }

        public Iterator<E> iterator() {
            final Iterator<E> it = c.iterator();
            return new Iterator<E>() {
                public boolean hasNext() { return it.hasNext(); }
                public E next() { return it.next(); }
                public void remove() { it.remove(); }
            };
        }

        public boolean add(E e) { return c.add(typeCheck(e)); }

        public boolean addAll(Collection<? extends E> coll) {
            List<E> checked = new ArrayList<>(coll.size());
            for (Object o : coll) {
                checked.add(typeCheck(o)); // all checked before any is added
            }
            return c.addAll(checked);
        }
    }

    static class CheckedSet<E> extends CheckedCollection<E> implements Set<E> {
        CheckedSet(Set<E> s, Class<E> type) { super(s, type); }
        public boolean equals(Object o) { return o == this || c.equals(o); }
        public int hashCode() { return c.hashCode(); }
    }

    static class CheckedList<E> extends CheckedCollection<E> implements List<E> {
        final List<E> list;

        CheckedList(List<E> list, Class<E> type) {
            super(list, type);
            this.list = list;
        }

        public boolean equals(Object o) { return o == this || list.equals(o); }
        public int hashCode() { return list.hashCode(); }
        public E get(int index) { return list.get(index); }
        public E remove(int index) { return list.remove(index); }
        public int indexOf(Object o) { return list.indexOf(o); }
        public int lastIndexOf(Object o) { return list.lastIndexOf(o); }
        public E set(int index, E element) { return list.set(index, typeCheck(element)); }
        public void add(int index, E element) { list.add(index, typeCheck(element)); }

        public boolean addAll(int index, Collection<? extends E> coll) {
            List<E> checked = new ArrayList<>(coll.size());
            for (Object o : coll) {
                checked.add(typeCheck(o));
            }
            return list.addAll(index, checked);
        }

        public ListIterator<E> listIterator() { return listIterator(0); }

        public ListIterator<E> listIterator(int index) {
            final ListIterator<E> it = list.listIterator(index);
            return new ListIterator<E>() {
                public boolean hasNext() { return it.hasNext(); }
                public E next() { return it.next(); }
                public boolean hasPrevious() { return it.hasPrevious(); }
                public E previous() { return it.previous(); }
                public int nextIndex() { return it.nextIndex(); }
                public int previousIndex() { return it.previousIndex(); }
                public void remove() { it.remove(); }
                public void set(E e) { it.set(typeCheck(e)); }
                public void add(E e) { it.add(typeCheck(e)); }
            };
        }

        public List<E> subList(int from, int to) { return new CheckedList<>(list.subList(from, to), type); }

        public void replaceAll(UnaryOperator<E> op) {
            Objects.requireNonNull(op);
            list.replaceAll(new UnaryOperator<E>() { // no lambdas in jlib: no MethodHandles
                public E apply(E e) {
                    return typeCheck(op.apply(e));
                }
            });
        }

        public void sort(Comparator<? super E> cmp) { list.sort(cmp); }
    }

    static class CheckedMap<K, V> implements Map<K, V>, java.io.Serializable {
        final Map<K, V> m;
        final Class<K> keyType;
        final Class<V> valueType;

        CheckedMap(Map<K, V> m, Class<K> keyType, Class<V> valueType) {
            this.m = Objects.requireNonNull(m);
            this.keyType = Objects.requireNonNull(keyType);
            this.valueType = Objects.requireNonNull(valueType);
        }

        K keyCheck(Object k) { return check(keyType, k, "key into map with key type "); }
        V valueCheck(Object v) { return check(valueType, v, "value into map with value type "); }

        public int size() { return m.size(); }
        public boolean isEmpty() { return m.isEmpty(); }
        public boolean containsKey(Object key) { return m.containsKey(key); }
        public boolean containsValue(Object v) { return m.containsValue(v); }
        public V get(Object key) { return m.get(key); }
        public V remove(Object key) { return m.remove(key); }
        public void clear() { m.clear(); }
        public Set<K> keySet() { return m.keySet(); }
        public Collection<V> values() { return m.values(); }
        public boolean equals(Object o) { return o == this || m.equals(o); }
        public int hashCode() { return m.hashCode(); }
        public String toString() { return m.toString(); }
        public V put(K key, V value) { return m.put(keyCheck(key), valueCheck(value)); }

        public void putAll(Map<? extends K, ? extends V> t) {
            Map<K, V> checked = new LinkedHashMap<>();
            for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
                checked.put(keyCheck(e.getKey()), valueCheck(e.getValue()));
            }
            m.putAll(checked);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            final Set<Map.Entry<K, V>> es = m.entrySet();
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() { return es.size(); }
                public Iterator<Map.Entry<K, V>> iterator() {
                    final Iterator<Map.Entry<K, V>> it = es.iterator();
                    return new Iterator<Map.Entry<K, V>>() {
                        public boolean hasNext() { return it.hasNext(); }
                        public void remove() { it.remove(); }
                        public Map.Entry<K, V> next() {
                            final Map.Entry<K, V> e = it.next();
                            return new Map.Entry<K, V>() {
                                public K getKey() { return e.getKey(); }
                                public V getValue() { return e.getValue(); }
                                public V setValue(V v) { return e.setValue(valueCheck(v)); }
                                public boolean equals(Object o) { return e.equals(o); }
                                public int hashCode() { return e.hashCode(); }
                                public String toString() { return e.toString(); }
                            };
                        }
                    };
                }
            };
        }
    }
}
