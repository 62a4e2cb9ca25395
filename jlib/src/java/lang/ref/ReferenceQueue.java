package java.lang.ref;

/** A queue to which reference objects are appended when enqueued. */
public class ReferenceQueue<T> {
    private Reference<?>[] items = new Reference<?>[4];
    private int head;
    private int size;

    public ReferenceQueue() {
    }

    synchronized boolean enqueue(Reference<?> r) {
        if (size == items.length) {
            Reference<?>[] n = new Reference<?>[size * 2];
            for (int i = 0; i < size; i++) {
                n[i] = items[(head + i) % items.length];
            }
            items = n;
            head = 0;
        }
        items[(head + size) % items.length] = r;
        size++;
        notifyAll();
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized Reference<? extends T> poll() {
        if (size == 0) {
            return null;
        }
        Reference<?> r = items[head];
        items[head] = null;
        head = (head + 1) % items.length;
        size--;
        return (Reference<? extends T>) r;
    }

    public synchronized Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        Reference<? extends T> r = poll();
        if (r != null) {
            return r;
        }
        if (timeout == 0) {
            for (;;) {
                wait(0);
                r = poll();
                if (r != null) {
                    return r;
                }
            }
        }
        long left = jpor.internal.Unsafe.millisToNanos(timeout);
        for (;;) {
            if (left <= 0) {
                return null;
            }
            left = jpor.internal.Unsafe.waitNanos(this, left);
            r = poll();
            if (r != null) {
                return r;
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
