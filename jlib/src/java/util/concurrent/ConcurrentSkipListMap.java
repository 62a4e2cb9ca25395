package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * A concurrent sorted map.  jpor: not a skip list: a java.util.TreeMap guarded
 * by a private monitor (sub-maps and descending views share the monitor of
 * their root map).  Semantics as the JDK's: no null keys or values, entries
 * handed out are immutable snapshots, iterators are weakly consistent (they
 * walk a snapshot taken when created and never throw
 * ConcurrentModificationException; Iterator.remove removes the key), and
 * computeIfAbsent / compute / merge are atomic retry loops over putIfAbsent /
 * replace / remove, the mapping function being called without the lock.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable {
    final Object lock;
    /** the TreeMap, or for a sub-map view a view of the root's TreeMap */
    final NavigableMap<K, V> m;

    private transient KeySet<K, V> keySet;
    private transient Values<K, V> values;
    private transient EntrySet<K, V> entrySet;

    public ConcurrentSkipListMap() {
        lock = new Object();
        m = new TreeMap<K, V>();
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        lock = new Object();
        m = new TreeMap<K, V>(comparator);
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this();
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this(m.comparator());
        putAll(m);
    }

    ConcurrentSkipListMap(NavigableMap<K, V> view, Object lock) {
        this.lock = lock;
        this.m = view;
    }

    /** A range or descending view of a ConcurrentSkipListMap. */
    static final class SubMap<K, V> extends ConcurrentSkipListMap<K, V> {
        SubMap(NavigableMap<K, V> view, Object lock) {
            super(view, lock);
        }
    }

    public ConcurrentSkipListMap<K, V> clone() {
        synchronized (lock) {
            ConcurrentSkipListMap<K, V> c = new ConcurrentSkipListMap<K, V>(m.comparator());
            c.m.putAll(m);
            return c;
        }
    }

    private static void checkKey(Object key) {
        if (key == null)
            throw new NullPointerException();
    }

    private static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return (e == null) ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    // ---- Map ----

    public int size() {
        synchronized (lock) {
            return m.size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return m.isEmpty();
        }
    }

    public boolean containsKey(Object key) {
        checkKey(key);
        synchronized (lock) {
            return m.containsKey(key);
        }
    }

    public boolean containsValue(Object value) {
        if (value == null)
            throw new NullPointerException();
        synchronized (lock) {
            return m.containsValue(value);
        }
    }

    public V get(Object key) {
        checkKey(key);
        synchronized (lock) {
            return m.get(key);
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v;
        return (v = get(key)) == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        checkKey(key);
        if (value == null)
            throw new NullPointerException();
        synchronized (lock) {
            return m.put(key, value);
        }
    }

    public V remove(Object key) {
        checkKey(key);
        synchronized (lock) {
            return m.remove(key);
        }
    }

    public void putAll(Map<? extends K, ? extends V> map) {
        for (Map.Entry<? extends K, ? extends V> e : map.entrySet())
            put(e.getKey(), e.getValue());
    }

    public void clear() {
        synchronized (lock) {
            m.clear();
        }
    }

    public V putIfAbsent(K key, V value) {
        checkKey(key);
        if (value == null)
            throw new NullPointerException();
        synchronized (lock) {
            V v = m.get(key);
            if (v == null)
                m.put(key, value);
            return v;
        }
    }

    public boolean remove(Object key, Object value) {
        checkKey(key);
        if (value == null)
            return false;
        synchronized (lock) {
            V v = m.get(key);
            if (v != null && value.equals(v)) {
                m.remove(key);
                return true;
            }
            return false;
        }
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null)
            throw new NullPointerException();
        synchronized (lock) {
            V v = m.get(key);
            if (v != null && oldValue.equals(v)) {
                m.put(key, newValue);
                return true;
            }
            return false;
        }
    }

    public V replace(K key, V value) {
        if (key == null || value == null)
            throw new NullPointerException();
        synchronized (lock) {
            V v = m.get(key);
            if (v != null)
                m.put(key, value);
            return v;
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null)
            throw new NullPointerException();
        for (Map.Entry<K, V> e : entryList())
            action.accept(e.getKey(), e.getValue());
    }

    /** a snapshot of the entries, in order */
    final List<Map.Entry<K, V>> entryList() {
        synchronized (lock) {
            ArrayList<Map.Entry<K, V>> list = new ArrayList<Map.Entry<K, V>>(m.size());
            for (Map.Entry<K, V> e : m.entrySet())
                list.add(new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue()));
            return list;
        }
    }

    public NavigableSet<K> keySet() {
        KeySet<K, V> ks = keySet;
        return (ks != null) ? ks : (keySet = new KeySet<K, V>(this));
    }

    public NavigableSet<K> navigableKeySet() {
        return keySet();
    }

    public Collection<V> values() {
        Values<K, V> vs = values;
        return (vs != null) ? vs : (values = new Values<K, V>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySet<K, V> es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySet<K, V>(this));
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    // ---- SortedMap / NavigableMap ----

    public Comparator<? super K> comparator() {
        return m.comparator();
    }

    public K firstKey() {
        synchronized (lock) {
            return m.firstKey();
        }
    }

    public K lastKey() {
        synchronized (lock) {
            return m.lastKey();
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.lowerEntry(key));
        }
    }

    public K lowerKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.lowerKey(key);
        }
    }

    public Map.Entry<K, V> floorEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.floorEntry(key));
        }
    }

    public K floorKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.floorKey(key);
        }
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.ceilingEntry(key));
        }
    }

    public K ceilingKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.ceilingKey(key);
        }
    }

    public Map.Entry<K, V> higherEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.higherEntry(key));
        }
    }

    public K higherKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.higherKey(key);
        }
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (lock) {
            return snapshot(m.firstEntry());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (lock) {
            return snapshot(m.lastEntry());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock) {
            return snapshot(m.pollFirstEntry());
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock) {
            return snapshot(m.pollLastEntry());
        }
    }

    private static IllegalArgumentException rangeError(IllegalArgumentException e) {
        String msg = e.getMessage();
        return new IllegalArgumentException((msg != null && msg.startsWith("fromKey > toKey"))
                ? "inconsistent range" : "key out of range");
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (fromKey == null || toKey == null)
            throw new NullPointerException();
        synchronized (lock) {
            try {
                return new SubMap<K, V>(m.subMap(fromKey, fromInclusive, toKey, toInclusive), lock);
            } catch (IllegalArgumentException e) {
                throw rangeError(e);
            }
        }
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (toKey == null)
            throw new NullPointerException();
        synchronized (lock) {
            try {
                return new SubMap<K, V>(m.headMap(toKey, inclusive), lock);
            } catch (IllegalArgumentException e) {
                throw rangeError(e);
            }
        }
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (fromKey == null)
            throw new NullPointerException();
        synchronized (lock) {
            try {
                return new SubMap<K, V>(m.tailMap(fromKey, inclusive), lock);
            } catch (IllegalArgumentException e) {
                throw rangeError(e);
            }
        }
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        synchronized (lock) {
            return new SubMap<K, V>(m.descendingMap(), lock);
        }
    }

    // ---- views ----

    /** Iterates over a snapshot; remove() removes the last key from the map. */
    abstract static class SnapshotIterator<K, V, T> implements Iterator<T> {
        final ConcurrentNavigableMap<K, V> map;
        final Iterator<Map.Entry<K, V>> it;
        Map.Entry<K, V> last;

        SnapshotIterator(ConcurrentSkipListMap<K, V> map) {
            this.map = map;
            this.it = map.entryList().iterator();
        }

        public boolean hasNext() {
            return it.hasNext();
        }

        final Map.Entry<K, V> nextEntry() {
            if (!it.hasNext())
                throw new NoSuchElementException();
            return last = it.next();
        }

        public void remove() {
            Map.Entry<K, V> l = last;
            if (l == null)
                throw new IllegalStateException();
            map.remove(l.getKey());
            last = null;
        }
    }

    static final class KeySet<K, V> extends AbstractSet<K> implements NavigableSet<K> {
        final ConcurrentSkipListMap<K, V> m;

        KeySet(ConcurrentSkipListMap<K, V> map) {
            m = map;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public void clear() {
            m.clear();
        }

        public K lower(K e) {
            return m.lowerKey(e);
        }

        public K floor(K e) {
            return m.floorKey(e);
        }

        public K ceiling(K e) {
            return m.ceilingKey(e);
        }

        public K higher(K e) {
            return m.higherKey(e);
        }

        public Comparator<? super K> comparator() {
            return m.comparator();
        }

        public K first() {
            return m.firstKey();
        }

        public K last() {
            return m.lastKey();
        }

        public K pollFirst() {
            Map.Entry<K, V> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public K pollLast() {
            Map.Entry<K, V> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        public Iterator<K> iterator() {
            return new SnapshotIterator<K, V, K>(m) {
                public K next() {
                    return nextEntry().getKey();
                }
            };
        }

        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof Set))
                return false;
            Collection<?> c = (Collection<?>) o;
            try {
                return containsAll(c) && c.containsAll(this);
            } catch (ClassCastException unused) {
                return false;
            } catch (NullPointerException unused) {
                return false;
            }
        }

        public Iterator<K> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<K> subSet(K fromElement, boolean fromInclusive, K toElement, boolean toInclusive) {
            return new KeySet<K, V>((ConcurrentSkipListMap<K, V>) m.subMap(fromElement, fromInclusive, toElement,
                    toInclusive));
        }

        public NavigableSet<K> headSet(K toElement, boolean inclusive) {
            return new KeySet<K, V>((ConcurrentSkipListMap<K, V>) m.headMap(toElement, inclusive));
        }

        public NavigableSet<K> tailSet(K fromElement, boolean inclusive) {
            return new KeySet<K, V>((ConcurrentSkipListMap<K, V>) m.tailMap(fromElement, inclusive));
        }

        public NavigableSet<K> subSet(K fromElement, K toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<K> headSet(K toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<K> tailSet(K fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<K> descendingSet() {
            return new KeySet<K, V>((ConcurrentSkipListMap<K, V>) m.descendingMap());
        }
    }

    static final class Values<K, V> extends AbstractCollection<V> {
        final ConcurrentSkipListMap<K, V> m;

        Values(ConcurrentSkipListMap<K, V> map) {
            m = map;
        }

        public Iterator<V> iterator() {
            return new SnapshotIterator<K, V, V>(m) {
                public V next() {
                    return nextEntry().getValue();
                }
            };
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsValue(o);
        }

        public void clear() {
            m.clear();
        }
    }

    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        final ConcurrentSkipListMap<K, V> m;

        EntrySet(ConcurrentSkipListMap<K, V> map) {
            m = map;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new SnapshotIterator<K, V, Map.Entry<K, V>>(m) {
                public Map.Entry<K, V> next() {
                    return nextEntry();
                }
            };
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            if (k == null)
                return false;
            V v = m.get(k);
            return v != null && v.equals(e.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            return k != null && m.remove(k, e.getValue());
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public int size() {
            return m.size();
        }

        public void clear() {
            m.clear();
        }

        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof Set))
                return false;
            Collection<?> c = (Collection<?>) o;
            try {
                return containsAll(c) && c.containsAll(this);
            } catch (ClassCastException unused) {
                return false;
            } catch (NullPointerException unused) {
                return false;
            }
        }
    }
}
