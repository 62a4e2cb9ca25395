package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.Predicate;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;
import jpor.internal.Unsafe;

/**
 * A hash table supporting concurrent retrievals and updates, after the JDK 8
 * design: a power-of-two table of bins; an empty bin gets its first node by a
 * CAS on the array element, a non-empty bin is updated while holding the
 * monitor of its first node; get() takes no lock.  Iteration order equals the
 * JDK's for the same operations: same spread hash, table sizes and resize
 * thresholds (sizeCtl), bins in insertion order, the JDK's split of a bin on
 * resize (the trailing run of nodes that stay together is kept, the others are
 * prepended), treeification of long bins (a tree bin keeps its nodes in a list
 * whose new entries go first, as the JDK's TreeBin).
 *
 * <p>jpor simplifications: (1) a resize is done by one thread holding the
 * private monitor resizeLock; each old bin is moved under its bin lock and then
 * replaced by a ForwardingNode; readers follow forwarding nodes, writers that
 * meet one wait for the resize by entering resizeLock.  (2) The element count is
 * one atomic long (no counter cells).  (3) A "tree" bin is a list searched
 * linearly (no red-black tree); when a removal leaves it with at most
 * UNTREEIFY_THRESHOLD nodes it turns back into a plain bin (the JDK decides by
 * the shape of its tree, which can differ for bins of 3 to 8 nodes).
 * (4) No spliterators, streams or primitive-specialised bulk operations.
 * Mapping functions must not modify the map, as the JDK requires (here that can
 * deadlock with a concurrent resize).
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V> {
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int UNTREEIFY_THRESHOLD = 6;
    static final int MIN_TREEIFY_CAPACITY = 64;

    static final int MOVED = -1;    // hash of forwarding nodes
    static final int TREEBIN = -2;  // hash of tree bins
    static final int RESERVED = -3; // hash of reservation nodes
    static final int HASH_BITS = 0x7fffffff;

    private static final long BASECOUNT = Unsafe.objectFieldOffset(ConcurrentHashMap.class, "baseCount");

    // ---- nodes ----

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val) {
            this.hash = hash;
            this.key = key;
            this.val = val;
        }

        Node(int hash, K key, V val, Node<K, V> next) {
            this(hash, key, val);
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k, v, u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == (u = val) || v.equals(u)));
        }

        /** the node for key k with hash h in the list starting here, or null */
        Node<K, V> find(int h, Object k) {
            Node<K, V> e = this;
            if (k != null) {
                do {
                    K ek;
                    if (e.hash == h && ((ek = e.key) == k || (ek != null && k.equals(ek))))
                        return e;
                } while ((e = e.next) != null);
            }
            return null;
        }
    }

    /** Put in a bin of an old table once its nodes are in nextTable. */
    static final class ForwardingNode<K, V> extends Node<K, V> {
        final Node<K, V>[] nextTable;

        ForwardingNode(Node<K, V>[] tab) {
            super(MOVED, null, null);
            this.nextTable = tab;
        }

        Node<K, V> find(int h, Object k) {
            Node<K, V>[] tab = nextTable;
            for (;;) {
                Node<K, V> e = tabAt(tab, (tab.length - 1) & h);
                if (e == null)
                    return null;
                if (e instanceof ForwardingNode) {
                    tab = ((ForwardingNode<K, V>) e).nextTable;
                    continue;
                }
                return e.find(h, k);
            }
        }
    }

    /** Holds an empty bin while computeIfAbsent / compute runs its function. */
    static final class ReservationNode<K, V> extends Node<K, V> {
        ReservationNode() {
            super(RESERVED, null, null);
        }

        Node<K, V> find(int h, Object k) {
            return null;
        }
    }

    /** A treeified bin: its nodes in a list; entries added later go first (as the JDK's TreeBin). */
    static final class TreeBin<K, V> extends Node<K, V> {
        volatile Node<K, V> first;

        TreeBin(Node<K, V> first) {
            super(TREEBIN, null, null);
            this.first = first;
        }

        Node<K, V> find(int h, Object k) {
            Node<K, V> f = first;
            return f == null ? null : f.find(h, k);
        }

        /** bin lock held: the node for k, or null after adding a new one at the front */
        Node<K, V> putTreeVal(int h, K k, V v) {
            Node<K, V> f = first;
            Node<K, V> p = (f == null) ? null : f.find(h, k);
            if (p != null)
                return p;
            first = new Node<K, V>(h, k, v, f);
            return null;
        }

        /** bin lock held: unlinks p; returns true if the bin is now small enough to be a plain list */
        boolean removeTreeNode(Node<K, V> p) {
            Node<K, V> pred = null;
            int n = 0;
            for (Node<K, V> e = first; e != null; e = e.next) {
                if (e == p) {
                    if (pred == null)
                        first = e.next;
                    else
                        pred.next = e.next;
                } else {
                    pred = e;
                    n++;
                }
            }
            return n <= UNTREEIFY_THRESHOLD;
        }
    }

    // ---- table access ----

    @SuppressWarnings("unchecked")
    static final <K, V> Node<K, V> tabAt(Node<K, V>[] tab, int i) {
        return (Node<K, V>) Unsafe.getReference(tab, i);
    }

    static final <K, V> boolean casTabAt(Node<K, V>[] tab, int i, Node<K, V> c, Node<K, V> v) {
        return Unsafe.compareAndSetReference(tab, i, c, v);
    }

    static final <K, V> void setTabAt(Node<K, V>[] tab, int i, Node<K, V> v) {
        Unsafe.putReference(tab, i, v);
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static final int tableSizeFor(int c) {
        int n = c - 1;
        n |= n >>> 1;
        n |= n >>> 2;
        n |= n >>> 4;
        n |= n >>> 8;
        n |= n >>> 16;
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    // ---- fields ----

    transient volatile Node<K, V>[] table;
    private transient volatile long baseCount;
    /** before the table exists: its initial size (0 = default); then the size that triggers a resize */
    private transient volatile int sizeCtl;
    /** held by the one thread creating or resizing the table */
    private final transient Object resizeLock = new Object();

    private transient KeySetView<K, V> keySet;
    private transient ValuesView<K, V> values;
    private transient EntrySetView<K, V> entrySet;

    // ---- constructors ----

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0)
            throw new IllegalArgumentException();
        if (initialCapacity < concurrencyLevel)
            initialCapacity = concurrencyLevel;
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        int cap = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
        this.sizeCtl = cap;
    }

    // ---- table management ----

    @SuppressWarnings("unchecked")
    private static <K, V> Node<K, V>[] newTable(int n) {
        return (Node<K, V>[]) new Node<?, ?>[n];
    }

    private Node<K, V>[] initTable() {
        synchronized (resizeLock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                int sc = sizeCtl;
                int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
                tab = newTable(n);
                // the threshold first: a thread that sees the table must not
                // find the initial size there and take the table for full
                sizeCtl = n - (n >>> 2);
                table = tab;
            }
            return tab;
        }
    }

    /** Called after meeting a forwarding node: waits for the resize to end; returns the current table. */
    private Node<K, V>[] helpTransfer() {
        synchronized (resizeLock) {
            return table;
        }
    }

    /** Doubles tab unless another thread already replaced it. */
    private void resize(Node<K, V>[] tab) {
        synchronized (resizeLock) {
            if (table == tab)
                transfer(tab);
        }
    }

    /** resizeLock held: moves every bin of tab into a table twice as large. */
    @SuppressWarnings("unchecked")
    private void transfer(Node<K, V>[] tab) {
        int n = tab.length;
        // the old heads, to put back if this thread's own reservation is met (a mapping
        // function of this thread is updating the map): the old nodes are never changed
        Object[] saved = new Object[n];
        Node<K, V>[] nextTab = newTable(n << 1);
        ForwardingNode<K, V> fwd = new ForwardingNode<K, V>(nextTab);
        for (int i = n - 1; i >= 0; --i) {
            for (;;) {
                Node<K, V> f = tabAt(tab, i);
                if (f == null) {
                    if (casTabAt(tab, i, null, fwd))
                        break;
                    continue;
                }
                if (f instanceof ReservationNode && Thread.holdsLock(f)) {
                    for (int j = i + 1; j < n; j++)
                        setTabAt(tab, j, (Node<K, V>) saved[j]);
                    throw new IllegalStateException("Recursive update");
                }
                saved[i] = f;
                boolean done = false;
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        Node<K, V> ln, hn;
                        if (f.hash >= 0) {
                            // the trailing run of nodes going to the same half is reused;
                            // the nodes before it are copied, each in front of its list
                            int runBit = f.hash & n;
                            Node<K, V> lastRun = f;
                            for (Node<K, V> p = f.next; p != null; p = p.next) {
                                int b = p.hash & n;
                                if (b != runBit) {
                                    runBit = b;
                                    lastRun = p;
                                }
                            }
                            if (runBit == 0) {
                                ln = lastRun;
                                hn = null;
                            } else {
                                hn = lastRun;
                                ln = null;
                            }
                            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                                int ph = p.hash;
                                K pk = p.key;
                                V pv = p.val;
                                if ((ph & n) == 0)
                                    ln = new Node<K, V>(ph, pk, pv, ln);
                                else
                                    hn = new Node<K, V>(ph, pk, pv, hn);
                            }
                        } else if (f instanceof TreeBin) {
                            TreeBin<K, V> t = (TreeBin<K, V>) f;
                            Node<K, V> lo = null, loTail = null, hi = null, hiTail = null;
                            int lc = 0, hc = 0;
                            for (Node<K, V> e = t.first; e != null; e = e.next) {
                                Node<K, V> p = new Node<K, V>(e.hash, e.key, e.val);
                                if ((e.hash & n) == 0) {
                                    if (loTail == null)
                                        lo = p;
                                    else
                                        loTail.next = p;
                                    loTail = p;
                                    ++lc;
                                } else {
                                    if (hiTail == null)
                                        hi = p;
                                    else
                                        hiTail.next = p;
                                    hiTail = p;
                                    ++hc;
                                }
                            }
                            ln = (lc <= UNTREEIFY_THRESHOLD) ? lo : new TreeBin<K, V>(lo);
                            hn = (hc <= UNTREEIFY_THRESHOLD) ? hi : new TreeBin<K, V>(hi);
                        } else {
                            // a reservation, whose computation has ended meanwhile: look again
                            continue;
                        }
                        setTabAt(nextTab, i, ln);
                        setTabAt(nextTab, i + n, hn);
                        setTabAt(tab, i, fwd);
                        done = true;
                    }
                }
                if (done)
                    break;
            }
        }
        sizeCtl = (n << 1) - (n >>> 1);
        table = nextTab;
    }

    /** Makes the table large enough for size elements (putAll, treeifyBin), as the JDK's tryPresize. */
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            int n;
            if (tab == null || (n = tab.length) == 0) {
                n = (sc > c) ? sc : c;
                synchronized (resizeLock) {
                    if (table == tab) {
                        sizeCtl = n - (n >>> 2);
                        table = newTable(n);
                    }
                }
            } else if (c <= sc || n >= MAXIMUM_CAPACITY) {
                break;
            } else {
                resize(tab);
            }
        }
    }

    /** Adds x to the count; if check >= 0, resizes while the count has reached sizeCtl. */
    private void addCount(long x, int check) {
        long s = Unsafe.getAndAddLong(this, BASECOUNT, x) + x;
        if (check >= 0) {
            Node<K, V>[] tab;
            int n;
            while (s >= (long) sizeCtl && (tab = table) != null && (n = tab.length) < MAXIMUM_CAPACITY) {
                growIfFull(tab);
                s = baseCount;
            }
        }
    }

    /** Doubles tab if the count still reaches the threshold once the lock is held: the
     * thread that held it may have made the table, or grown it, meanwhile. */
    private void growIfFull(Node<K, V>[] tab) {
        synchronized (resizeLock) {
            if (table == tab && baseCount >= (long) sizeCtl)
                transfer(tab);
        }
    }

    /** Turns a long bin into a tree bin, or grows a small table instead. */
    private void treeifyBin(Node<K, V>[] tab, int index) {
        Node<K, V> b;
        int n = tab.length;
        if (n < MIN_TREEIFY_CAPACITY) {
            tryPresize(n << 1);
        } else if ((b = tabAt(tab, index)) != null && b.hash >= 0) {
            synchronized (b) {
                if (tabAt(tab, index) == b)
                    setTabAt(tab, index, new TreeBin<K, V>(b));
            }
        }
    }

    final long sumCount() {
        return baseCount;
    }

    // ---- Map ----

    public int size() {
        long n = sumCount();
        return ((n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n);
    }

    public boolean isEmpty() {
        return sumCount() <= 0L;
    }

    public V get(Object key) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        Node<K, V> e;
        if (tab != null && (e = tabAt(tab, (tab.length - 1) & h)) != null) {
            int eh = e.hash;
            K ek;
            if (eh == h) {
                if ((ek = e.key) == key || (ek != null && key.equals(ek)))
                    return e.val;
            } else if (eh < 0) {
                Node<K, V> p = e.find(h, key);
                return (p != null) ? p.val : null;
            }
            while ((e = e.next) != null) {
                if (e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek))))
                    return e.val;
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            V v;
            if ((v = p.val) == value || (v != null && value.equals(v)))
                return true;
        }
        return false;
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null)
            throw new NullPointerException();
        int hash = spread(key.hashCode());
        int binCount = 0;
        for (Node<K, V>[] tab = table;;) {
            Node<K, V> f;
            int n, i, fh;
            K fk;
            V fv;
            if (tab == null || (n = tab.length) == 0) {
                tab = initTable();
            } else if ((f = tabAt(tab, i = (n - 1) & hash)) == null) {
                if (casTabAt(tab, i, null, new Node<K, V>(hash, key, value)))
                    break;
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
            } else if (onlyIfAbsent && fh == hash && ((fk = f.key) == key || (fk != null && key.equals(fk)))
                       && (fv = f.val) != null) {
                return fv;
            } else {
                V oldVal = null;
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        if (fh >= 0) {
                            binCount = 1;
                            for (Node<K, V> e = f;; ++binCount) {
                                K ek;
                                if (e.hash == hash && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                                    oldVal = e.val;
                                    if (!onlyIfAbsent)
                                        e.val = value;
                                    break;
                                }
                                Node<K, V> pred = e;
                                if ((e = e.next) == null) {
                                    pred.next = new Node<K, V>(hash, key, value);
                                    break;
                                }
                            }
                        } else if (f instanceof TreeBin) {
                            Node<K, V> p;
                            binCount = 2;
                            if ((p = ((TreeBin<K, V>) f).putTreeVal(hash, key, value)) != null) {
                                oldVal = p.val;
                                if (!onlyIfAbsent)
                                    p.val = value;
                            }
                        } else if (f instanceof ReservationNode) {
                            throw new IllegalStateException("Recursive update");
                        }
                    }
                }
                if (binCount != 0) {
                    if (binCount >= TREEIFY_THRESHOLD)
                        treeifyBin(tab, i);
                    if (oldVal != null)
                        return oldVal;
                    break;
                }
            }
        }
        addCount(1L, binCount);
        return null;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            putVal(e.getKey(), e.getValue(), false);
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    /** Replaces the value of key by value (or removes the entry if value is null), if its value is cv or cv is null. */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        for (Node<K, V>[] tab = table;;) {
            Node<K, V> f;
            int n, i, fh;
            if (tab == null || (n = tab.length) == 0 || (f = tabAt(tab, i = (n - 1) & hash)) == null) {
                break;
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
            } else {
                V oldVal = null;
                boolean validated = false;
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        if (fh >= 0) {
                            validated = true;
                            for (Node<K, V> e = f, pred = null;;) {
                                K ek;
                                if (e.hash == hash && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                                    V ev = e.val;
                                    if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                                        oldVal = ev;
                                        if (value != null)
                                            e.val = value;
                                        else if (pred != null)
                                            pred.next = e.next;
                                        else
                                            setTabAt(tab, i, e.next);
                                    }
                                    break;
                                }
                                pred = e;
                                if ((e = e.next) == null)
                                    break;
                            }
                        } else if (f instanceof TreeBin) {
                            validated = true;
                            TreeBin<K, V> t = (TreeBin<K, V>) f;
                            Node<K, V> p = t.find(hash, key);
                            if (p != null) {
                                V pv = p.val;
                                if (cv == null || cv == pv || (pv != null && cv.equals(pv))) {
                                    oldVal = pv;
                                    if (value != null)
                                        p.val = value;
                                    else if (t.removeTreeNode(p))
                                        setTabAt(tab, i, t.first);
                                }
                            }
                        } else if (f instanceof ReservationNode) {
                            throw new IllegalStateException("Recursive update");
                        }
                    }
                }
                if (validated) {
                    if (oldVal != null) {
                        if (value == null)
                            addCount(-1L, -1);
                        return oldVal;
                    }
                    break;
                }
            }
        }
        return null;
    }

    public void clear() {
        long delta = 0L;
        int i = 0;
        Node<K, V>[] tab = table;
        while (tab != null && i < tab.length) {
            int fh;
            Node<K, V> f = tabAt(tab, i);
            if (f == null) {
                ++i;
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
                i = 0;
            } else {
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        Node<K, V> p = (fh >= 0 ? f : (f instanceof TreeBin) ? ((TreeBin<K, V>) f).first : null);
                        while (p != null) {
                            --delta;
                            p = p.next;
                        }
                        setTabAt(tab, i++, null);
                    }
                }
            }
        }
        if (delta != 0L)
            addCount(delta, -1);
    }

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks;
        if ((ks = keySet) != null)
            return ks;
        return keySet = new KeySetView<K, V>(this, null);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs;
        if ((vs = values) != null)
            return vs;
        return values = new ValuesView<K, V>(this);
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es;
        if ((es = entrySet) != null)
            return es;
        return entrySet = new EntrySetView<K, V>(this);
    }

    public int hashCode() {
        int h = 0;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            h += p.key.hashCode() ^ p.val.hashCode();
        return h;
    }

    public String toString() {
        Traverser<K, V> it = new Traverser<K, V>(table);
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        Node<K, V> p;
        if ((p = it.advance()) != null) {
            for (;;) {
                K k = p.key;
                V v = p.val;
                sb.append(k == this ? "(this Map)" : k);
                sb.append('=');
                sb.append(v == this ? "(this Map)" : v);
                if ((p = it.advance()) == null)
                    break;
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o != this) {
            if (!(o instanceof Map))
                return false;
            Map<?, ?> m = (Map<?, ?>) o;
            Traverser<K, V> it = new Traverser<K, V>(table);
            for (Node<K, V> p; (p = it.advance()) != null;) {
                V val = p.val;
                Object v = m.get(p.key);
                if (v == null || (v != val && !v.equals(val)))
                    return false;
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object mk, mv, v;
                if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                        || (mv != v && !mv.equals(v)))
                    return false;
            }
        }
        return true;
    }

    // ---- ConcurrentMap ----

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null)
            throw new NullPointerException();
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null)
            throw new NullPointerException();
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null)
            throw new NullPointerException();
        return replaceNode(key, value, null);
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v;
        return (v = get(key)) == null ? defaultValue : v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            action.accept(p.key, p.val);
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null)
                    throw new NullPointerException();
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null)
                    break;
            }
        }
    }

    /** removes the entries whose key and value satisfy the predicate (entrySet().removeIf) */
    boolean removeEntryIf(Predicate<? super Map.Entry<K, V>> function) {
        if (function == null)
            throw new NullPointerException();
        boolean removed = false;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            K k = p.key;
            V v = p.val;
            Map.Entry<K, V> e = new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
            if (function.test(e) && replaceNode(k, null, v) != null)
                removed = true;
        }
        return removed;
    }

    boolean removeValueIf(Predicate<? super V> function) {
        if (function == null)
            throw new NullPointerException();
        boolean removed = false;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            K k = p.key;
            V v = p.val;
            if (function.test(v) && replaceNode(k, null, v) != null)
                removed = true;
        }
        return removed;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        V val = null;
        int binCount = 0;
        for (Node<K, V>[] tab = table;;) {
            Node<K, V> f;
            int n, i, fh;
            K fk;
            V fv;
            if (tab == null || (n = tab.length) == 0) {
                tab = initTable();
            } else if ((f = tabAt(tab, i = (n - 1) & h)) == null) {
                Node<K, V> r = new ReservationNode<K, V>();
                synchronized (r) {
                    if (casTabAt(tab, i, null, r)) {
                        binCount = 1;
                        Node<K, V> node = null;
                        try {
                            if ((val = mappingFunction.apply(key)) != null)
                                node = new Node<K, V>(h, key, val);
                        } finally {
                            setTabAt(tab, i, node);
                        }
                    }
                }
                if (binCount != 0)
                    break;
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
            } else if (fh == h && ((fk = f.key) == key || (fk != null && key.equals(fk))) && (fv = f.val) != null) {
                return fv;
            } else {
                boolean added = false;
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        if (fh >= 0) {
                            binCount = 1;
                            for (Node<K, V> e = f;; ++binCount) {
                                K ek;
                                if (e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                                    val = e.val;
                                    break;
                                }
                                Node<K, V> pred = e;
                                if ((e = e.next) == null) {
                                    if ((val = mappingFunction.apply(key)) != null) {
                                        if (pred.next != null)
                                            throw new IllegalStateException("Recursive update");
                                        added = true;
                                        pred.next = new Node<K, V>(h, key, val);
                                    }
                                    break;
                                }
                            }
                        } else if (f instanceof TreeBin) {
                            binCount = 2;
                            TreeBin<K, V> t = (TreeBin<K, V>) f;
                            Node<K, V> p = t.find(h, key);
                            if (p != null) {
                                val = p.val;
                            } else if ((val = mappingFunction.apply(key)) != null) {
                                added = true;
                                t.putTreeVal(h, key, val);
                            }
                        } else if (f instanceof ReservationNode) {
                            throw new IllegalStateException("Recursive update");
                        }
                    }
                }
                if (binCount != 0) {
                    if (binCount >= TREEIFY_THRESHOLD)
                        treeifyBin(tab, i);
                    if (!added)
                        return val;
                    break;
                }
            }
        }
        if (val != null)
            addCount(1L, binCount);
        return val;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        V val = null;
        int delta = 0;
        int binCount = 0;
        for (Node<K, V>[] tab = table;;) {
            Node<K, V> f;
            int n, i, fh;
            if (tab == null || (n = tab.length) == 0) {
                tab = initTable();
            } else if ((f = tabAt(tab, i = (n - 1) & h)) == null) {
                break;
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
            } else {
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        if (fh >= 0) {
                            binCount = 1;
                            for (Node<K, V> e = f, pred = null;; ++binCount) {
                                K ek;
                                if (e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                                    val = remappingFunction.apply(key, e.val);
                                    if (val != null) {
                                        e.val = val;
                                    } else {
                                        delta = -1;
                                        Node<K, V> en = e.next;
                                        if (pred != null)
                                            pred.next = en;
                                        else
                                            setTabAt(tab, i, en);
                                    }
                                    break;
                                }
                                pred = e;
                                if ((e = e.next) == null)
                                    break;
                            }
                        } else if (f instanceof TreeBin) {
                            binCount = 2;
                            TreeBin<K, V> t = (TreeBin<K, V>) f;
                            Node<K, V> p = t.find(h, key);
                            if (p != null) {
                                val = remappingFunction.apply(key, p.val);
                                if (val != null) {
                                    p.val = val;
                                } else {
                                    delta = -1;
                                    if (t.removeTreeNode(p))
                                        setTabAt(tab, i, t.first);
                                }
                            }
                        } else if (f instanceof ReservationNode) {
                            throw new IllegalStateException("Recursive update");
                        }
                    }
                }
                if (binCount != 0)
                    break;
            }
        }
        if (delta != 0)
            addCount((long) delta, binCount);
        return val;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        V val = null;
        int delta = 0;
        int binCount = 0;
        for (Node<K, V>[] tab = table;;) {
            Node<K, V> f;
            int n, i, fh;
            if (tab == null || (n = tab.length) == 0) {
                tab = initTable();
            } else if ((f = tabAt(tab, i = (n - 1) & h)) == null) {
                Node<K, V> r = new ReservationNode<K, V>();
                synchronized (r) {
                    if (casTabAt(tab, i, null, r)) {
                        binCount = 1;
                        Node<K, V> node = null;
                        try {
                            if ((val = remappingFunction.apply(key, null)) != null) {
                                delta = 1;
                                node = new Node<K, V>(h, key, val);
                            }
                        } finally {
                            setTabAt(tab, i, node);
                        }
                    }
                }
                if (binCount != 0)
                    break;
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
            } else {
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        if (fh >= 0) {
                            binCount = 1;
                            for (Node<K, V> e = f, pred = null;; ++binCount) {
                                K ek;
                                if (e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                                    val = remappingFunction.apply(key, e.val);
                                    if (val != null) {
                                        e.val = val;
                                    } else {
                                        delta = -1;
                                        Node<K, V> en = e.next;
                                        if (pred != null)
                                            pred.next = en;
                                        else
                                            setTabAt(tab, i, en);
                                    }
                                    break;
                                }
                                pred = e;
                                if ((e = e.next) == null) {
                                    val = remappingFunction.apply(key, null);
                                    if (val != null) {
                                        if (pred.next != null)
                                            throw new IllegalStateException("Recursive update");
                                        delta = 1;
                                        pred.next = new Node<K, V>(h, key, val);
                                    }
                                    break;
                                }
                            }
                        } else if (f instanceof TreeBin) {
                            binCount = 1;
                            TreeBin<K, V> t = (TreeBin<K, V>) f;
                            Node<K, V> p = t.find(h, key);
                            V pv = (p == null) ? null : p.val;
                            val = remappingFunction.apply(key, pv);
                            if (val != null) {
                                if (p != null) {
                                    p.val = val;
                                } else {
                                    delta = 1;
                                    t.putTreeVal(h, key, val);
                                }
                            } else if (p != null) {
                                delta = -1;
                                if (t.removeTreeNode(p))
                                    setTabAt(tab, i, t.first);
                            }
                        } else if (f instanceof ReservationNode) {
                            throw new IllegalStateException("Recursive update");
                        }
                    }
                }
                if (binCount != 0) {
                    if (binCount >= TREEIFY_THRESHOLD)
                        treeifyBin(tab, i);
                    break;
                }
            }
        }
        if (delta != 0)
            addCount((long) delta, binCount);
        return val;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        V val = null;
        int delta = 0;
        int binCount = 0;
        for (Node<K, V>[] tab = table;;) {
            Node<K, V> f;
            int n, i, fh;
            if (tab == null || (n = tab.length) == 0) {
                tab = initTable();
            } else if ((f = tabAt(tab, i = (n - 1) & h)) == null) {
                if (casTabAt(tab, i, null, new Node<K, V>(h, key, value))) {
                    delta = 1;
                    val = value;
                    break;
                }
            } else if ((fh = f.hash) == MOVED) {
                tab = helpTransfer();
            } else {
                synchronized (f) {
                    if (tabAt(tab, i) == f) {
                        if (fh >= 0) {
                            binCount = 1;
                            for (Node<K, V> e = f, pred = null;; ++binCount) {
                                K ek;
                                if (e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                                    val = remappingFunction.apply(e.val, value);
                                    if (val != null) {
                                        e.val = val;
                                    } else {
                                        delta = -1;
                                        Node<K, V> en = e.next;
                                        if (pred != null)
                                            pred.next = en;
                                        else
                                            setTabAt(tab, i, en);
                                    }
                                    break;
                                }
                                pred = e;
                                if ((e = e.next) == null) {
                                    delta = 1;
                                    val = value;
                                    pred.next = new Node<K, V>(h, key, val);
                                    break;
                                }
                            }
                        } else if (f instanceof TreeBin) {
                            binCount = 2;
                            TreeBin<K, V> t = (TreeBin<K, V>) f;
                            Node<K, V> p = t.find(h, key);
                            val = (p == null) ? value : remappingFunction.apply(p.val, value);
                            if (val != null) {
                                if (p != null) {
                                    p.val = val;
                                } else {
                                    delta = 1;
                                    t.putTreeVal(h, key, val);
                                }
                            } else if (p != null) {
                                delta = -1;
                                if (t.removeTreeNode(p))
                                    setTabAt(tab, i, t.first);
                            }
                        } else if (f instanceof ReservationNode) {
                            throw new IllegalStateException("Recursive update");
                        }
                    }
                }
                if (binCount != 0) {
                    if (binCount >= TREEIFY_THRESHOLD)
                        treeifyBin(tab, i);
                    break;
                }
            }
        }
        if (delta != 0)
            addCount((long) delta, binCount);
        return val;
    }

    // ---- Hashtable-like legacy methods ----

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public Enumeration<K> keys() {
        return new KeyIterator<K, V>(table, this);
    }

    public Enumeration<V> elements() {
        return new ValueIterator<K, V>(table, this);
    }

    public long mappingCount() {
        long n = sumCount();
        return (n < 0L) ? 0L : n;
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null)
            throw new NullPointerException();
        return new KeySetView<K, V>(this, mappedValue);
    }

    // ---- bulk operations (run sequentially here, whatever the parallelism threshold) ----

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        forEach(action);
    }

    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
                            Consumer<? super U> action) {
        if (transformer == null || action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p.key, p.val)) != null)
                action.accept(u);
        }
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = searchFunction.apply(p.key, p.val)) != null)
                return u;
        }
        return null;
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
                        BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p.key, p.val)) != null)
                r = (r == null) ? u : reducer.apply(r, u);
        }
        return r;
    }

    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        if (action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            action.accept(p.key);
    }

    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer,
                               Consumer<? super U> action) {
        if (transformer == null || action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p.key)) != null)
                action.accept(u);
        }
    }

    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = searchFunction.apply(p.key)) != null)
                return u;
        }
        return null;
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        if (reducer == null)
            throw new NullPointerException();
        K r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            K u = p.key;
            r = (r == null) ? u : (u == null) ? r : reducer.apply(r, u);
        }
        return r;
    }

    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer,
                            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p.key)) != null)
                r = (r == null) ? u : reducer.apply(r, u);
        }
        return r;
    }

    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        if (action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            action.accept(p.val);
    }

    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer,
                                 Consumer<? super U> action) {
        if (transformer == null || action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p.val)) != null)
                action.accept(u);
        }
    }

    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = searchFunction.apply(p.val)) != null)
                return u;
        }
        return null;
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        if (reducer == null)
            throw new NullPointerException();
        V r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            V v = p.val;
            r = (r == null) ? v : (v == null) ? r : reducer.apply(r, v);
        }
        return r;
    }

    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer,
                              BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p.val)) != null)
                r = (r == null) ? u : reducer.apply(r, u);
        }
        return r;
    }

    public void forEachEntry(long parallelismThreshold, Consumer<? super Map.Entry<K, V>> action) {
        if (action == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            action.accept(p);
    }

    public <U> U searchEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = searchFunction.apply(p)) != null)
                return u;
        }
        return null;
    }

    public Map.Entry<K, V> reduceEntries(long parallelismThreshold,
            BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        if (reducer == null)
            throw new NullPointerException();
        Map.Entry<K, V> r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = (r == null) ? p : reducer.apply(r, p);
        return r;
    }

    public <U> U reduceEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
                               BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u;
            if ((u = transformer.apply(p)) != null)
                r = (r == null) ? u : reducer.apply(r, u);
        }
        return r;
    }

    // ---- the primitive reductions: transform every mapping, fold from basis ----

    public double reduceToDouble(long parallelismThreshold, ToDoubleBiFunction<? super K, ? super V> transformer,
                                 double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.key, p.val));
        return r;
    }

    public long reduceToLong(long parallelismThreshold, ToLongBiFunction<? super K, ? super V> transformer,
                             long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.key, p.val));
        return r;
    }

    public int reduceToInt(long parallelismThreshold, ToIntBiFunction<? super K, ? super V> transformer,
                           int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.key, p.val));
        return r;
    }

    public double reduceKeysToDouble(long parallelismThreshold, ToDoubleFunction<? super K> transformer,
                                     double basis, DoubleBinaryOperator reducer) {
        return foldDouble(KEYS, transformer, basis, reducer);
    }

    public long reduceKeysToLong(long parallelismThreshold, ToLongFunction<? super K> transformer,
                                 long basis, LongBinaryOperator reducer) {
        return foldLong(KEYS, transformer, basis, reducer);
    }

    public int reduceKeysToInt(long parallelismThreshold, ToIntFunction<? super K> transformer,
                               int basis, IntBinaryOperator reducer) {
        return foldInt(KEYS, transformer, basis, reducer);
    }

    public double reduceValuesToDouble(long parallelismThreshold, ToDoubleFunction<? super V> transformer,
                                       double basis, DoubleBinaryOperator reducer) {
        return foldDouble(VALUES, transformer, basis, reducer);
    }

    public long reduceValuesToLong(long parallelismThreshold, ToLongFunction<? super V> transformer,
                                   long basis, LongBinaryOperator reducer) {
        return foldLong(VALUES, transformer, basis, reducer);
    }

    public int reduceValuesToInt(long parallelismThreshold, ToIntFunction<? super V> transformer,
                                 int basis, IntBinaryOperator reducer) {
        return foldInt(VALUES, transformer, basis, reducer);
    }

    public double reduceEntriesToDouble(long parallelismThreshold, ToDoubleFunction<Map.Entry<K, V>> transformer,
                                        double basis, DoubleBinaryOperator reducer) {
        return foldDouble(ENTRIES, transformer, basis, reducer);
    }

    public long reduceEntriesToLong(long parallelismThreshold, ToLongFunction<Map.Entry<K, V>> transformer,
                                    long basis, LongBinaryOperator reducer) {
        return foldLong(ENTRIES, transformer, basis, reducer);
    }

    public int reduceEntriesToInt(long parallelismThreshold, ToIntFunction<Map.Entry<K, V>> transformer,
                                  int basis, IntBinaryOperator reducer) {
        return foldInt(ENTRIES, transformer, basis, reducer);
    }

    /* The keys', values' and entries' reductions share one fold per
     * primitive type: what of each mapping the transformer takes is part(). */
    private static final int KEYS = 0, VALUES = 1, ENTRIES = 2;

    private static Object part(Node<?, ?> p, int what) {
        return what == KEYS ? p.key : what == VALUES ? p.val : p;
    }

    @SuppressWarnings("unchecked")
    private double foldDouble(int what, ToDoubleFunction<?> transformer, double basis,
                              DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        ToDoubleFunction<Object> f = (ToDoubleFunction<Object>) transformer;
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = reducer.applyAsDouble(r, f.applyAsDouble(part(p, what)));
        return r;
    }

    @SuppressWarnings("unchecked")
    private long foldLong(int what, ToLongFunction<?> transformer, long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        ToLongFunction<Object> f = (ToLongFunction<Object>) transformer;
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = reducer.applyAsLong(r, f.applyAsLong(part(p, what)));
        return r;
    }

    @SuppressWarnings("unchecked")
    private int foldInt(int what, ToIntFunction<?> transformer, int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null)
            throw new NullPointerException();
        ToIntFunction<Object> f = (ToIntFunction<Object>) transformer;
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null;)
            r = reducer.applyAsInt(r, f.applyAsInt(part(p, what)));
        return r;
    }

    // ---- traversal ----

    /**
     * Visits every node of a table once.  A forwarding node at bin i of a table of
     * size n stands for bins i and i + n of the next table: the traversal goes into
     * bin i at once and remembers bin i + n for later.
     */
    static class Traverser<K, V> {
        private final Node<K, V>[] base;
        private int baseIndex;
        private Node<K, V>[][] pendingTab;
        private int[] pendingIndex;
        private int pending;
        Node<K, V> next;

        Traverser(Node<K, V>[] tab) {
            this.base = tab;
        }

        @SuppressWarnings("unchecked")
        private void push(Node<K, V>[] t, int i) {
            if (pendingTab == null) {
                pendingTab = (Node<K, V>[][]) new Node<?, ?>[4][];
                pendingIndex = new int[4];
            } else if (pending == pendingIndex.length) {
                Node<K, V>[][] nt = (Node<K, V>[][]) new Node<?, ?>[pending * 2][];
                int[] ni = new int[pending * 2];
                System.arraycopy(pendingTab, 0, nt, 0, pending);
                System.arraycopy(pendingIndex, 0, ni, 0, pending);
                pendingTab = nt;
                pendingIndex = ni;
            }
            pendingTab[pending] = t;
            pendingIndex[pending] = i;
            pending++;
        }

        /** moves to the next node and returns it, or null at the end */
        final Node<K, V> advance() {
            Node<K, V> e = next;
            if (e != null)
                e = e.next;
            for (;;) {
                if (e != null)
                    return next = e;
                Node<K, V>[] t;
                int i;
                if (pending > 0) {
                    --pending;
                    t = pendingTab[pending];
                    i = pendingIndex[pending];
                    pendingTab[pending] = null;
                } else if (base != null && baseIndex < base.length) {
                    t = base;
                    i = baseIndex++;
                } else {
                    return next = null;
                }
                e = tabAt(t, i);
                while (e != null && e.hash < 0) {
                    if (e instanceof ForwardingNode) {
                        Node<K, V>[] nt = ((ForwardingNode<K, V>) e).nextTable;
                        push(nt, i + t.length);
                        t = nt;
                        e = tabAt(nt, i);
                    } else if (e instanceof TreeBin) {
                        e = ((TreeBin<K, V>) e).first;
                    } else {
                        e = null;
                    }
                }
            }
        }
    }

    static class BaseIterator<K, V> extends Traverser<K, V> {
        final ConcurrentHashMap<K, V> map;
        Node<K, V> lastReturned;

        BaseIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab);
            this.map = map;
            advance();
        }

        public final boolean hasNext() {
            return next != null;
        }

        public final boolean hasMoreElements() {
            return next != null;
        }

        public final void remove() {
            Node<K, V> p;
            if ((p = lastReturned) == null)
                throw new IllegalStateException();
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V> implements Iterator<K>, Enumeration<K> {
        KeyIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab, map);
        }

        public final K next() {
            Node<K, V> p;
            if ((p = next) == null)
                throw new NoSuchElementException();
            K k = p.key;
            lastReturned = p;
            advance();
            return k;
        }

        public final K nextElement() {
            return next();
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V> implements Iterator<V>, Enumeration<V> {
        ValueIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab, map);
        }

        public final V next() {
            Node<K, V> p;
            if ((p = next) == null)
                throw new NoSuchElementException();
            V v = p.val;
            lastReturned = p;
            advance();
            return v;
        }

        public final V nextElement() {
            return next();
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V> implements Iterator<Map.Entry<K, V>> {
        EntryIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab, map);
        }

        public final Map.Entry<K, V> next() {
            Node<K, V> p;
            if ((p = next) == null)
                throw new NoSuchElementException();
            K k = p.key;
            V v = p.val;
            lastReturned = p;
            advance();
            return new MapEntry<K, V>(k, v, map);
        }
    }

    /** An entry handed out by the entry iterator; setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null)
                throw new NullPointerException();
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    // ---- views ----

    abstract static class CollectionView<K, V, E> implements Collection<E> {
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public final void clear() {
            map.clear();
        }

        public final int size() {
            return map.size();
        }

        public final boolean isEmpty() {
            return map.isEmpty();
        }

        public abstract Iterator<E> iterator();

        public abstract boolean contains(Object o);

        public abstract boolean remove(Object o);

        public final Object[] toArray() {
            long sz = map.mappingCount();
            if (sz > (long) (Integer.MAX_VALUE - 8))
                throw new OutOfMemoryError("Required array size too large");
            int n = (int) sz;
            Object[] r = new Object[n];
            int i = 0;
            for (E e : this) {
                if (i == n) {
                    int m = (n == 0) ? 1 : n + (n >>> 1) + 1;
                    Object[] nr = new Object[m];
                    System.arraycopy(r, 0, nr, 0, i);
                    r = nr;
                    n = m;
                }
                r[i++] = e;
            }
            if (i == n)
                return r;
            Object[] nr = new Object[i];
            System.arraycopy(r, 0, nr, 0, i);
            return nr;
        }

        @SuppressWarnings("unchecked")
        public final <T> T[] toArray(T[] a) {
            Object[] all = toArray();
            int n = all.length;
            T[] r;
            if (a.length >= n) {
                r = a;
            } else {
                r = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
            }
            System.arraycopy(all, 0, r, 0, n);
            if (r.length > n)
                r[n] = null;
            return r;
        }

        public final String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            Iterator<E> it = iterator();
            if (it.hasNext()) {
                for (;;) {
                    Object e = it.next();
                    sb.append(e == this ? "(this Collection)" : e);
                    if (!it.hasNext())
                        break;
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Object e : c) {
                    if (e == null || !contains(e))
                        return false;
                }
            }
            return true;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null)
                throw new NullPointerException();
            boolean modified = false;
            Node<K, V>[] t;
            if ((t = map.table) == null) {
                return false;
            } else if (c instanceof Set<?> && c.size() > t.length) {
                for (Iterator<?> it = iterator(); it.hasNext();) {
                    if (c.contains(it.next())) {
                        it.remove();
                        modified = true;
                    }
                }
            } else {
                for (Object e : c)
                    modified |= remove(e);
            }
            return modified;
        }

        public final boolean retainAll(Collection<?> c) {
            if (c == null)
                throw new NullPointerException();
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext();) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    public static final class KeySetView<K, V> extends CollectionView<K, V, K> implements Set<K> {
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new KeyIterator<K, V>(map.table, map);
        }

        public boolean add(K e) {
            V v;
            if ((v = value) == null)
                throw new UnsupportedOperationException();
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v;
            if ((v = value) == null)
                throw new UnsupportedOperationException();
            for (K e : c) {
                if (map.putVal(e, v, true) == null)
                    added = true;
            }
            return added;
        }

        public int hashCode() {
            int h = 0;
            for (K e : this)
                h += e.hashCode();
            return h;
        }

        public boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super K> action) {
            if (action == null)
                throw new NullPointerException();
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null;)
                action.accept(p.key);
        }
    }

    static final class ValuesView<K, V> extends CollectionView<K, V, V> {
        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final boolean contains(Object o) {
            return map.containsValue(o);
        }

        public final boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext();) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public final Iterator<V> iterator() {
            return new ValueIterator<K, V>(map.table, map);
        }

        public final boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        public final boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null)
                throw new NullPointerException();
            boolean modified = false;
            for (Iterator<V> it = iterator(); it.hasNext();) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public boolean removeIf(Predicate<? super V> filter) {
            return map.removeValueIf(filter);
        }

        public void forEach(Consumer<? super V> action) {
            if (action == null)
                throw new NullPointerException();
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null;)
                action.accept(p.val);
        }
    }

    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>>
            implements Set<Map.Entry<K, V>> {
        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            Object k, v, r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null
                    && (v = e.getValue()) != null
                    && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<K, V>(map.table, map);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Map.Entry<K, V> e : c) {
                if (add(e))
                    added = true;
            }
            return added;
        }

        public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
            return map.removeEntryIf(filter);
        }

        public final int hashCode() {
            int h = 0;
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null;)
                h += p.hashCode();
            return h;
        }

        public final boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            if (action == null)
                throw new NullPointerException();
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null;)
                action.accept(new MapEntry<K, V>(p.key, p.val, map));
        }
    }
}
