package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded concurrent deque.  jpor: not lock-free (the JDK's is): a doubly
 * linked list guarded by a private monitor.  Iterators are weakly consistent:
 * they walk a snapshot of the nodes taken at creation, skipping the ones removed
 * since; Iterator.remove unlinks its node if it is still in the deque.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E> {
    static final class Node<E> {
        E item;      // null once removed
        Node<E> prev, next;

        Node(E item) {
            this.item = item;
        }
    }

    private final Object lock = new Object();
    private Node<E> first, last;
    private int count;

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c)
            linkLast(checkNotNull(e));
    }

    private static <T> T checkNotNull(T e) {
        if (e == null)
            throw new NullPointerException();
        return e;
    }

    private void linkFirst(E e) {
        Node<E> node = new Node<E>(e);
        synchronized (lock) {
            Node<E> f = first;
            node.next = f;
            first = node;
            if (f == null)
                last = node;
            else
                f.prev = node;
            count++;
        }
    }

    private void linkLast(E e) {
        Node<E> node = new Node<E>(e);
        synchronized (lock) {
            Node<E> l = last;
            node.prev = l;
            last = node;
            if (l == null)
                first = node;
            else
                l.next = node;
            count++;
        }
    }

    /** lock held */
    private E unlink(Node<E> x) {
        E item = x.item;
        Node<E> p = x.prev, n = x.next;
        if (p == null)
            first = n;
        else
            p.next = n;
        if (n == null)
            last = p;
        else
            n.prev = p;
        x.item = null;
        x.prev = x.next = null;
        count--;
        return item;
    }

    public void addFirst(E e) {
        linkFirst(checkNotNull(e));
    }

    public void addLast(E e) {
        linkLast(checkNotNull(e));
    }

    public boolean offerFirst(E e) {
        linkFirst(checkNotNull(e));
        return true;
    }

    public boolean offerLast(E e) {
        linkLast(checkNotNull(e));
        return true;
    }

    public E peekFirst() {
        synchronized (lock) {
            return first == null ? null : first.item;
        }
    }

    public E peekLast() {
        synchronized (lock) {
            return last == null ? null : last.item;
        }
    }

    public E getFirst() {
        E x = peekFirst();
        if (x == null)
            throw new NoSuchElementException();
        return x;
    }

    public E getLast() {
        E x = peekLast();
        if (x == null)
            throw new NoSuchElementException();
        return x;
    }

    public E pollFirst() {
        synchronized (lock) {
            return first == null ? null : unlink(first);
        }
    }

    public E pollLast() {
        synchronized (lock) {
            return last == null ? null : unlink(last);
        }
    }

    public E removeFirst() {
        E x = pollFirst();
        if (x == null)
            throw new NoSuchElementException();
        return x;
    }

    public E removeLast() {
        E x = pollLast();
        if (x == null)
            throw new NoSuchElementException();
        return x;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        return offerLast(e);
    }

    public E poll() {
        return pollFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public boolean removeFirstOccurrence(Object o) {
        checkNotNull(o);
        synchronized (lock) {
            for (Node<E> p = first; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    unlink(p);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean removeLastOccurrence(Object o) {
        checkNotNull(o);
        synchronized (lock) {
            for (Node<E> p = last; p != null; p = p.prev) {
                if (o.equals(p.item)) {
                    unlink(p);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean contains(Object o) {
        if (o == null)
            return false;
        synchronized (lock) {
            for (Node<E> p = first; p != null; p = p.next)
                if (o.equals(p.item))
                    return true;
            return false;
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return first == null;
        }
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this)
            throw new IllegalArgumentException();
        Object[] a = c.toArray();
        for (Object e : a)
            checkNotNull(e);
        synchronized (lock) {
            for (Object e : a) {
                @SuppressWarnings("unchecked")
                E x = (E) e;
                linkLast(x);
            }
        }
        return a.length > 0;
    }

    public void clear() {
        synchronized (lock) {
            while (first != null)
                unlink(first);
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            Object[] a = new Object[count];
            int k = 0;
            for (Node<E> p = first; p != null; p = p.next)
                a[k++] = p.item;
            return a;
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a == null)
            throw new NullPointerException();
        synchronized (lock) {
            if (a.length < count)
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), count);
            int k = 0;
            for (Node<E> p = first; p != null; p = p.next)
                a[k++] = (T) p.item;
            if (a.length > k)
                a[k] = null;
            return a;
        }
    }

    public String toString() {
        synchronized (lock) {
            return super.toString();
        }
    }

    public Iterator<E> iterator() {
        return new Itr(false);
    }

    public Iterator<E> descendingIterator() {
        return new Itr(true);
    }

    private class Itr implements Iterator<E> {
        private final Object[] nodes;
        private final Object[] items;
        private int cursor;
        private Node<E> lastRet;

        Itr(boolean descending) {
            synchronized (lock) {
                nodes = new Object[count];
                items = new Object[count];
                int k = descending ? count - 1 : 0;
                for (Node<E> p = first; p != null; p = p.next) {
                    nodes[k] = p;
                    items[k] = p.item;
                    k += descending ? -1 : 1;
                }
            }
            skipRemoved();
        }

        @SuppressWarnings("unchecked")
        private void skipRemoved() {
            synchronized (lock) {
                while (cursor < nodes.length && ((Node<E>) nodes[cursor]).item == null)
                    cursor++;
            }
        }

        public boolean hasNext() {
            return cursor < nodes.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= nodes.length)
                throw new NoSuchElementException();
            lastRet = (Node<E>) nodes[cursor];
            E x = (E) items[cursor++];
            skipRemoved();
            return x;
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null)
                throw new IllegalStateException();
            lastRet = null;
            synchronized (lock) {
                if (l.item != null)
                    unlink(l);
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        if (action == null)
            throw new NullPointerException();
        for (Object e : toArray()) {
            @SuppressWarnings("unchecked")
            E x = (E) e;
            action.accept(x);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        if (filter == null)
            throw new NullPointerException();
        boolean removed = false;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    public boolean removeAll(final Collection<?> c) {
        if (c == null)
            throw new NullPointerException();
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        if (c == null)
            throw new NullPointerException();
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }
}
