package java.util.concurrent;

/**
 * A point where two threads swap objects.  jpor: a slot guarded by a private
 * monitor (the JDK uses an arena of slots for scalability).
 */
public class Exchanger<V> {
    private static final class Node {
        final Object item;
        Object match;
        boolean matched;

        Node(Object item) {
            this.item = item;
        }
    }

    private final Object lock = new Object();
    /** a thread waiting for a partner, or null */
    private Node slot;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private V exchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted())
            throw new InterruptedException();
        synchronized (lock) {
            Node q = slot;
            if (q != null) {
                slot = null;
                q.match = x;
                q.matched = true;
                lock.notifyAll();
                return (V) q.item;
            }
            Node p = new Node(x);
            slot = p;
            long rem = nanos;
            while (!p.matched) {
                try {
                    if (timed) {
                        if (rem <= 0L) {
                            slot = null;
                            throw new TimeoutException();
                        }
                        rem = jpor.internal.Unsafe.waitNanos(lock, rem);
                    } else {
                        lock.wait();
                    }
                } catch (InterruptedException ie) {
                    if (p.matched) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                    slot = null;
                    throw ie;
                }
            }
            return (V) p.match;
        }
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return exchange(x, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return exchange(x, true, unit.toNanos(timeout));
    }
}
