package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A blocking queue in which each insert waits for a remove and vice versa.
 * jpor: the waiting threads (all producers or all consumers at any time) are in
 * a list guarded by a private monitor; a thread that arrives for the other side
 * takes one (the first if fair, the last if not, as the JDK's queue and stack)
 * and hands over the item through the waiter's node, on whose monitor the
 * waiter waits.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E> {
    static final class Node {
        /** the item of a producer; set by the producer that matches a consumer */
        Object item;
        final boolean isData;
        /** in the waiting list; changed under the queue's lock */
        volatile boolean inList;
        /** handed over; changed under the node's own monitor */
        boolean matched;
        Node prev, next;

        Node(Object item, boolean isData) {
            this.item = item;
            this.isData = isData;
        }
    }

    private final boolean fair;
    private final Object lock = new Object();
    private Node head, tail;

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    /** lock held */
    private void append(Node s) {
        s.prev = tail;
        if (tail == null)
            head = s;
        else
            tail.next = s;
        tail = s;
        s.inList = true;
    }

    /** lock held */
    private void unlink(Node s) {
        Node p = s.prev, n = s.next;
        if (p == null)
            head = n;
        else
            p.next = n;
        if (n == null)
            tail = p;
        else
            n.prev = p;
        s.prev = s.next = null;
        s.inList = false;
    }

    /**
     * Puts (e != null) or takes (e == null) an item.  Returns the item (e for a
     * put) or null if timed out or interrupted (then the interrupt is set and
     * the caller throws InterruptedException if it was one).
     */
    private Object transfer(Object e, boolean timed, long nanos) {
        final boolean isData = (e != null);
        final Node s;
        synchronized (lock) {
            Node h = fair ? head : tail;
            if (h != null && h.isData != isData) {
                unlink(h);
                Object x;
                synchronized (h) {
                    x = h.item;
                    if (!isData)
                        h.item = null;
                    else
                        h.item = e;
                    h.matched = true;
                    h.notify();
                }
                return isData ? e : x;
            }
            if (timed && nanos <= 0L)
                return null;
            s = new Node(e, isData);
            append(s);
        }
        long rem = nanos;
        boolean interrupted = false;
        boolean giveUp = false;
        synchronized (s) {
            while (!s.matched) {
                if (!s.inList) {
                    // taken by another thread, which is about to hand over
                    try {
                        s.wait();
                    } catch (InterruptedException ie) {
                        interrupted = true;
                    }
                    continue;
                }
                try {
                    if (timed) {
                        if (rem <= 0L) {
                            giveUp = true;
                            break;
                        }
                        rem = jpor.internal.Unsafe.waitNanos(s, rem);
                    } else {
                        s.wait();
                    }
                } catch (InterruptedException ie) {
                    interrupted = true;
                    giveUp = true;
                    break;
                }
            }
        }
        if (giveUp) {
            boolean cancelled = false;
            synchronized (lock) {
                if (s.inList) {
                    unlink(s);
                    cancelled = true;
                }
            }
            if (cancelled) {
                if (interrupted)
                    Thread.currentThread().interrupt();
                return null;
            }
            synchronized (s) {
                while (!s.matched) {
                    try {
                        s.wait();
                    } catch (InterruptedException ie) {
                        interrupted = true;
                    }
                }
            }
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        Object x = s.item;
        s.item = null;
        return isData ? e : x;
    }

    public void put(E e) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        if (transfer(e, false, 0) == null) {
            Thread.interrupted();
            throw new InterruptedException();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        if (transfer(e, true, unit.toNanos(timeout)) != null)
            return true;
        if (!Thread.interrupted())
            return false;
        throw new InterruptedException();
    }

    public boolean offer(E e) {
        if (e == null)
            throw new NullPointerException();
        return transfer(e, true, 0) != null;
    }

    @SuppressWarnings("unchecked")
    public E take() throws InterruptedException {
        E e = (E) transfer(null, false, 0);
        if (e != null)
            return e;
        Thread.interrupted();
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        E e = (E) transfer(null, true, unit.toNanos(timeout));
        if (e != null || !Thread.interrupted())
            return e;
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        return (E) transfer(null, true, 0);
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            public boolean hasNext() {
                return false;
            }

            public E next() {
                throw new NoSuchElementException();
            }

            public void remove() {
                throw new IllegalStateException();
            }
        };
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0)
            a[0] = null;
        return a;
    }

    public String toString() {
        return "[]";
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
}
