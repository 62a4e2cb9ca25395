package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;

/**
 * An unbounded FIFO TransferQueue of linked nodes.
 * jpor: one private monitor guards the whole list (the JDK's queue is
 * lock-free), which keeps the model checker's state spaces small.  The list is
 * a dual queue: after a dummy head it holds either data nodes (the elements,
 * some with a producer waiting for them in transfer) or request nodes
 * (consumers waiting in take or a timed poll), never both.  A thread of the
 * other kind takes the first node; a waiting thread waits on the monitor for
 * its own node, so a match of a node someone waits for notifies all waiters.
 * A data node's item is null once it is taken or removed (in the list: item
 * != null); a request node's item is set by the producer that matches it.
 * Dequeued heads link to themselves, so the weakly consistent iterator goes
 * back to the head from them.
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E> {
    static final class Node {
        Object item;
        /** the successor; the node itself once it was the head and dequeued */
        Node next;
        final boolean isData;
        /** a thread waits until this node is matched */
        final boolean waiter;

        Node(Object item, boolean isData, boolean waiter) {
            this.item = item;
            this.isData = isData;
            this.waiter = waiter;
        }
    }

    /** how xfer waits: not at all, enqueue without waiting, until matched, or until a timeout */
    private static final int NOW = 0, ASYNC = 1, SYNC = 2, TIMED = 3;

    private final Object lock = new Object();
    /** the dummy head; its item means nothing */
    private Node head;
    /** the last node (head when empty) */
    private Node last;

    public LinkedTransferQueue() {
        last = head = new Node(null, true, false);
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        this();
        for (E e : c) {
            if (e == null)
                throw new NullPointerException();
            last = last.next = new Node(e, true, false);
        }
    }

    /** lock held: removes the first node, which becomes the head */
    private Node dequeue() {
        Node h = head;
        Node first = h.next;
        h.next = h;
        head = first;
        return first;
    }

    /** lock held: unlinks p, a node in the list after the first, whose predecessor is pred */
    private void unlink(Node p, Node pred) {
        pred.next = p.next;
        if (last == p)
            last = pred;
    }

    /** lock held: unlinks p, a node in the list */
    private void unlink(Node p) {
        Node pred = head;
        for (Node q; (q = pred.next) != p;)
            pred = q;
        unlink(p, pred);
    }

    /** lock held: removes data node p (in the list, after pred) as a consumer would */
    private void removeData(Node p, Node pred) {
        unlink(p, pred);
        p.item = null;
        if (p.waiter)
            lock.notifyAll();
    }

    /**
     * Puts (e != null) or takes (e == null) an item.  Returns the item (e for
     * a put) or null if not matched: at once (NOW), timed out or interrupted
     * (then the interrupt is set again and the caller throws
     * InterruptedException if it is).
     */
    private Object xfer(Object e, int how, long nanos) {
        final boolean isData = (e != null);
        synchronized (lock) {
            Node first = head.next;
            if (first != null && first.isData != isData) {
                dequeue();
                if (isData) {
                    first.item = e;
                    lock.notifyAll();
                    return e;
                }
                Object x = first.item;
                first.item = null;
                if (first.waiter)
                    lock.notifyAll();
                return x;
            }
            if (how == NOW || (how == TIMED && nanos <= 0L))
                return null;
            Node s = new Node(e, isData, how != ASYNC);
            last = last.next = s;
            if (how == ASYNC)
                return e;
            long rem = nanos;
            boolean interrupted = false;
            while (s.item == e) { // not matched
                try {
                    if (how == TIMED) {
                        if (rem <= 0L)
                            break;
                        rem = jpor.internal.Unsafe.waitNanos(lock, rem);
                    } else {
                        lock.wait();
                    }
                } catch (InterruptedException ie) {
                    interrupted = true;
                    break;
                }
            }
            if (interrupted)
                Thread.currentThread().interrupt();
            Object x = s.item;
            if (x == e) { // cancelled: still in the list
                unlink(s);
                s.item = null;
                return null;
            }
            return isData ? e : x;
        }
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null)
            throw new NullPointerException();
        xfer(e, ASYNC, 0L);
        return true;
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean tryTransfer(E e) {
        if (e == null)
            throw new NullPointerException();
        return xfer(e, NOW, 0L) != null;
    }

    public void transfer(E e) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        if (xfer(e, SYNC, 0L) == null) {
            Thread.interrupted();
            throw new InterruptedException();
        }
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        if (e == null)
            throw new NullPointerException();
        if (xfer(e, TIMED, nanos) != null)
            return true;
        if (!Thread.interrupted())
            return false;
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E take() throws InterruptedException {
        E e = (E) xfer(null, SYNC, 0L);
        if (e != null)
            return e;
        Thread.interrupted();
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        E e = (E) xfer(null, TIMED, unit.toNanos(timeout));
        if (e != null || !Thread.interrupted())
            return e;
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        return (E) xfer(null, NOW, 0L);
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        synchronized (lock) {
            Node first = head.next;
            return (first != null && first.isData) ? (E) first.item : null;
        }
    }

    public boolean isEmpty() {
        return peek() == null;
    }

    /** lock held: the number of nodes of the given kind */
    private int count(boolean data) {
        int n = 0;
        for (Node p = head.next; p != null && p.isData == data; p = p.next)
            if (n < Integer.MAX_VALUE)
                n++;
        return n;
    }

    public int size() {
        synchronized (lock) {
            return count(true);
        }
    }

    public int getWaitingConsumerCount() {
        synchronized (lock) {
            return count(false);
        }
    }

    public boolean hasWaitingConsumer() {
        synchronized (lock) {
            Node first = head.next;
            return first != null && !first.isData;
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean contains(Object o) {
        if (o == null)
            return false;
        synchronized (lock) {
            for (Node p = head.next; p != null && p.isData; p = p.next)
                if (o.equals(p.item))
                    return true;
            return false;
        }
    }

    public boolean remove(Object o) {
        if (o == null)
            return false;
        synchronized (lock) {
            for (Node pred = head, p = pred.next; p != null && p.isData; pred = p, p = p.next) {
                if (o.equals(p.item)) {
                    removeData(p, pred);
                    return true;
                }
            }
            return false;
        }
    }

    public void clear() {
        synchronized (lock) {
            Node first = head.next;
            if (first == null || !first.isData)
                return;
            boolean wake = false;
            for (Node p, h = head; (p = h.next) != null; h = p) {
                h.next = h;
                p.item = null;
                wake |= p.waiter;
            }
            head = last;
            if (wake)
                lock.notifyAll();
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            Object[] a = new Object[count(true)];
            int k = 0;
            for (Node p = head.next; k < a.length; p = p.next)
                a[k++] = p.item;
            return a;
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            int size = count(true);
            if (a.length < size)
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            int k = 0;
            for (Node p = head.next; k < size; p = p.next)
                a[k++] = (T) p.item;
            if (a.length > k)
                a[k] = null;
            return a;
        }
    }

    public String toString() {
        synchronized (lock) {
            Node p = head.next;
            if (p == null || !p.isData)
                return "[]";
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            for (;;) {
                Object e = p.item;
                sb.append(e == this ? "(this Collection)" : e);
                p = p.next;
                if (p == null)
                    return sb.append(']').toString();
                sb.append(',').append(' ');
            }
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null)
            throw new NullPointerException();
        if (c == this)
            throw new IllegalArgumentException();
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null; n++)
            c.add(e);
        return n;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(),
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }

    private class Itr implements Iterator<E> {
        private Node nextNode; // the node of nextItem, null at the end
        private E nextItem;
        private Node lastRet;

        Itr() {
            synchronized (lock) {
                advance(head);
            }
        }

        /** lock held: finds the first element after p (from the head if p was dequeued) */
        @SuppressWarnings("unchecked")
        private void advance(Node p) {
            Object x = null;
            for (;;) {
                Node q = p.next;
                if (q == p)
                    q = head.next;
                p = q;
                if (p == null || (p.isData && (x = p.item) != null))
                    break;
            }
            nextNode = p;
            nextItem = (E) x;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        public E next() {
            Node p = nextNode;
            if (p == null)
                throw new NoSuchElementException();
            E x = nextItem;
            lastRet = p;
            synchronized (lock) {
                advance(p);
            }
            return x;
        }

        public void remove() {
            Node p = lastRet;
            if (p == null)
                throw new IllegalStateException();
            lastRet = null;
            synchronized (lock) {
                if (p.item != null) { // still in the list
                    Node pred = head;
                    for (Node q; (q = pred.next) != p;)
                        pred = q;
                    removeData(p, pred);
                }
            }
        }
    }
}
