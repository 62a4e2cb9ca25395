package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import java.util.function.Predicate;
import jpor.internal.Unsafe;

/**
 * An unbounded lock-free FIFO queue: a Michael-Scott linked list with a dummy
 * head node.  offer links a node after the last one with a CAS on its next
 * field and then swings tail (threads that find tail lagging help it on); an
 * element is taken by a CAS of its node's item to null, and then head is moved
 * to that node (which becomes the new dummy).  remove(Object) and
 * Iterator.remove null the item in place; such nodes are skipped (and passed
 * by head) later.  No node is ever unlinked from the middle, and next links
 * never go backwards, so traversals from any node stay valid.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> {
    static final class Node<E> {
        volatile E item;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private static final long HEAD = Unsafe.objectFieldOffset(ConcurrentLinkedQueue.class, "head");
    private static final long TAIL = Unsafe.objectFieldOffset(ConcurrentLinkedQueue.class, "tail");
    private static final long ITEM = Unsafe.objectFieldOffset(Node.class, "item");
    private static final long NEXT = Unsafe.objectFieldOffset(Node.class, "next");

    /** a dummy node: its item is null or already taken; the elements follow it */
    transient volatile Node<E> head;
    /** the last node or a node before it */
    private transient volatile Node<E> tail;

    public ConcurrentLinkedQueue() {
        head = tail = new Node<E>(null);
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        Node<E> h = new Node<E>(null), t = h;
        for (E e : c) {
            if (e == null)
                throw new NullPointerException();
            Node<E> n = new Node<E>(e);
            t.next = n;
            t = n;
        }
        head = h;
        tail = t;
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null)
            throw new NullPointerException();
        final Node<E> node = new Node<E>(e);
        for (;;) {
            Node<E> t = tail;
            Node<E> n = t.next;
            if (n == null) {
                if (Unsafe.compareAndSetReference(t, NEXT, null, node)) {
                    Unsafe.compareAndSetReference(this, TAIL, t, node);
                    return true;
                }
            } else {
                // tail is lagging: help it on
                Unsafe.compareAndSetReference(this, TAIL, t, n);
            }
        }
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        for (;;) {
            Node<E> h = head;
            Node<E> p = h.next;
            while (p != null) {
                E item = p.item;
                if (item != null && Unsafe.compareAndSetReference(p, ITEM, item, null)) {
                    Unsafe.compareAndSetReference(this, HEAD, h, p);
                    return item;
                }
                // taken or removed: head may pass it
                if (Unsafe.compareAndSetReference(this, HEAD, h, p))
                    h = p;
                p = p.next;
            }
            return null;
        }
    }

    public E peek() {
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null)
                return item;
        }
        return null;
    }

    /** the first node holding an element, or null */
    Node<E> first() {
        for (Node<E> p = head.next; p != null; p = p.next)
            if (p.item != null)
                return p;
        return null;
    }

    public boolean isEmpty() {
        return first() == null;
    }

    public int size() {
        int count = 0;
        for (Node<E> p = head.next; p != null; p = p.next) {
            if (p.item != null)
                if (++count == Integer.MAX_VALUE)
                    break;
        }
        return count;
    }

    public boolean contains(Object o) {
        if (o == null)
            return false;
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null && o.equals(item))
                return true;
        }
        return false;
    }

    public boolean remove(Object o) {
        if (o == null)
            return false;
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null && o.equals(item) && Unsafe.compareAndSetReference(p, ITEM, item, null))
                return true;
        }
        return false;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this)
            throw new IllegalArgumentException();
        boolean modified = false;
        for (E e : c) {
            offer(e);
            modified = true;
        }
        return modified;
    }

    public String toString() {
        StringBuilder sb = null;
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null) {
                if (sb == null)
                    sb = new StringBuilder("[");
                else
                    sb.append(',').append(' ');
                sb.append(item);
            }
        }
        return (sb == null) ? "[]" : sb.append(']').toString();
    }

    private ArrayList<E> snapshot() {
        ArrayList<E> list = new ArrayList<E>();
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null)
                list.add(item);
        }
        return list;
    }

    public Object[] toArray() {
        return snapshot().toArray();
    }

    public <T> T[] toArray(T[] a) {
        if (a == null)
            throw new NullPointerException();
        return snapshot().toArray(a);
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    private class Itr implements Iterator<E> {
        /** the node of the element next() returns, and that element (read when the node was found) */
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastRet;

        Itr() {
            advance(head);
        }

        /** finds the first node after p holding an element */
        private void advance(Node<E> p) {
            for (p = p.next; p != null; p = p.next) {
                E item = p.item;
                if (item != null) {
                    nextNode = p;
                    nextItem = item;
                    return;
                }
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        public E next() {
            final Node<E> p = nextNode;
            if (p == null)
                throw new NoSuchElementException();
            E x = nextItem;
            lastRet = p;
            advance(p);
            return x;
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null)
                throw new IllegalStateException();
            E item = l.item;
            if (item != null)
                Unsafe.compareAndSetReference(l, ITEM, item, null);
            lastRet = null;
        }
    }

    public void forEach(Consumer<? super E> action) {
        if (action == null)
            throw new NullPointerException();
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null)
                action.accept(item);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        if (filter == null)
            throw new NullPointerException();
        boolean removed = false;
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null && filter.test(item) && Unsafe.compareAndSetReference(p, ITEM, item, null))
                removed = true;
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

    public void clear() {
        while (poll() != null)
            ;
    }
}
