package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * An unbounded blocking queue of Delayed elements, each takeable once its delay
 * has expired.  jpor: a PriorityQueue guarded by a private monitor; takers wait
 * on it with a timeout until the head is due.  Iterators work on a snapshot.
 */
public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final Object lock = new Object();
    private final PriorityQueue<E> q = new PriorityQueue<E>();

    public DelayQueue() {
    }

    public DelayQueue(Collection<? extends E> c) {
        this.addAll(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        synchronized (lock) {
            q.offer(e);
            if (q.peek() == e)
                lock.notifyAll();
            return true;
        }
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public E poll() {
        synchronized (lock) {
            E first = q.peek();
            return (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) ? null : taken();
        }
    }

    /** lock held: removes the head and lets another taker look at the next one */
    private E taken() {
        E x = q.poll();
        if (!q.isEmpty())
            lock.notify();
        return x;
    }

    /** lock.wait for at most nanos; returns what is left of them (0: the time ran out) */
    private long waitNanos(long nanos) throws InterruptedException {
        return jpor.internal.Unsafe.waitNanos(lock, nanos);
    }

    public E take() throws InterruptedException {
        synchronized (lock) {
            for (;;) {
                E first = q.peek();
                if (first == null) {
                    lock.wait();
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L)
                        return taken();
                    waitNanos(delay);
                }
            }
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            for (;;) {
                E first = q.peek();
                if (first == null) {
                    if (nanos <= 0L)
                        return null;
                    nanos = waitNanos(nanos);
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L)
                        return taken();
                    if (nanos <= 0L)
                        return null;
                    long w = nanos < delay ? nanos : delay;
                    nanos -= w - waitNanos(w); // less the time the wait took
                }
            }
        }
    }

    public E peek() {
        synchronized (lock) {
            return q.peek();
        }
    }

    public int size() {
        synchronized (lock) {
            return q.size();
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
        if (maxElements <= 0)
            return 0;
        synchronized (lock) {
            int n = 0;
            for (E first; n < maxElements && (first = q.peek()) != null
                    && first.getDelay(TimeUnit.NANOSECONDS) <= 0;) {
                c.add(first);
                q.poll();
                ++n;
            }
            return n;
        }
    }

    public void clear() {
        synchronized (lock) {
            q.clear();
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public Object[] toArray() {
        synchronized (lock) {
            return q.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            return q.toArray(a);
        }
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            return q.remove(o);
        }
    }

    void removeEq(Object o) {
        synchronized (lock) {
            for (Iterator<E> it = q.iterator(); it.hasNext();) {
                if (o == it.next()) {
                    it.remove();
                    break;
                }
            }
        }
    }

    public Iterator<E> iterator() {
        final Object[] array = toArray();
        return new Iterator<E>() {
            int cursor;
            int lastRet = -1;

            public boolean hasNext() {
                return cursor < array.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (cursor >= array.length)
                    throw new NoSuchElementException();
                lastRet = cursor;
                return (E) array[cursor++];
            }

            public void remove() {
                if (lastRet < 0)
                    throw new IllegalStateException();
                removeEq(array[lastRet]);
                lastRet = -1;
            }
        };
    }
}
