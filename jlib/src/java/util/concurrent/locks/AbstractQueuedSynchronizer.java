package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import jpor.internal.Unsafe;

/**
 * A framework for blocking locks and synchronizers: an int state plus a FIFO
 * queue of parked threads (jpor's own design, after the Java SE API).
 *
 * <p>The queue is a doubly linked list of nodes between {@code head} (a dummy
 * node: the last thread to leave the queue, or the initial node made by the
 * constructor) and {@code tail}.  A thread joins by swinging {@code tail} with
 * one CAS and then linking {@code pred.next}; it parks (Unsafe.park, with this
 * synchronizer as blocker) until it is the first node after {@code head} and its
 * tryAcquire succeeds, and then becomes the new head.  A release unparks the
 * first live node after head.  Wake-ups are never lost because parking uses the
 * VM's permit and a thread always re-checks after linking itself in.  A node whose
 * {@code waiter} is null is the head or has been cancelled (timeout / interrupt);
 * successors skip cancelled nodes.  There are no status handshakes before
 * parking, which keeps the number of visible actions per operation small: an
 * uncontended acquire is just the subclass's tryAcquire, a release is tryRelease
 * plus two reads (head and head.next).
 *
 * <p>Condition queues are lists of nodes guarded by the lock; signal moves a node
 * to the sync queue (after claiming it with a CAS COND -> TRANSFER of its status,
 * which a timed-out or interrupted waiter races with CAS COND -> 0).
 */
public abstract class AbstractQueuedSynchronizer extends AbstractOwnableSynchronizer {
    /** node status: waiting on a condition */
    static final int COND = 2;
    /** node status: claimed by a signaller and being moved to the sync queue */
    static final int TRANSFER = 3;
    /** node status of the node created by the constructor (for hasContended) */
    static final int INITIAL = -1;

    static class Node {
        volatile Node prev;     // predecessor; written by the node's own thread once linked
        volatile Node next;     // successor, linked after the tail CAS (may lag behind)
        volatile Thread waiter; // queued thread; null for the head and cancelled nodes
        volatile int status;    // 0, or COND / TRANSFER for condition nodes, INITIAL
        final boolean shared;
        Node nextWaiter;        // condition queue link, guarded by the lock

        Node(Thread waiter, boolean shared) {
            this.waiter = waiter;
            this.shared = shared;
        }
    }

    private static final long STATE = Unsafe.objectFieldOffset(AbstractQueuedSynchronizer.class, "state");
    private static final long TAIL = Unsafe.objectFieldOffset(AbstractQueuedSynchronizer.class, "tail");
    private static final long NODE_STATUS = Unsafe.objectFieldOffset(Node.class, "status");
    private static final long NODE_NEXT = Unsafe.objectFieldOffset(Node.class, "next");

    private transient volatile Node head;
    private transient volatile Node tail;
    private volatile int state;

    protected AbstractQueuedSynchronizer() {
        Node h = new Node(null, false);
        h.status = INITIAL;
        head = h;
        tail = h;
    }

    protected final int getState() {
        return state;
    }

    protected final void setState(int newState) {
        state = newState;
    }

    protected final boolean compareAndSetState(int expect, int update) {
        return Unsafe.compareAndSetInt(this, STATE, expect, update);
    }

    // ---- the queue ----

    /** Appends node at the tail; returns its predecessor. */
    private Node enqueue(Node node) {
        for (;;) {
            Node t = tail;
            node.prev = t;
            if (Unsafe.compareAndSetReference(this, TAIL, t, node)) {
                t.next = node;
                return t;
            }
        }
    }

    /** Unparks the first live node after h, if any. */
    private static void signalNext(Node h) {
        Node s = h.next;
        while (s != null) {
            Thread w = s.waiter;
            if (w != null) {
                Unsafe.unpark(w);
                return;
            }
            s = s.next;
        }
    }

    /** After a shared acquire: wakes the next live node if it is shared too. */
    private static void signalNextIfShared(Node h) {
        Node s = h.next;
        while (s != null) {
            Thread w = s.waiter;
            if (w != null) {
                if (s.shared)
                    Unsafe.unpark(w);
                return;
            }
            s = s.next;
        }
    }

    /**
     * The acquire loop of a node linked (or, for a signalled condition node,
     * being linked by the signaller) into the queue.  pred is the node's
     * predecessor, or null to read it from node.prev.
     * Returns 1 when acquired, 0 on timeout, -1 when interrupted (interruptible).
     * nanos: the time allowed, when timed (not a deadline: the loop reads no
     * clock, see jpor.internal.Unsafe.timeLeft).
     */
    private int acquireQueued(Node node, Node pred, int arg, boolean shared, boolean interruptible,
                              boolean timed, long nanos) {
        Thread current = Thread.currentThread();
        boolean interrupted = false;
        for (;;) {
            if (pred == null)
                pred = node.prev;
            if (pred == head) {
                if (shared ? tryAcquireShared(arg) >= 0 : tryAcquire(arg)) {
                    head = node;
                    node.prev = null;
                    node.waiter = null;
                    if (shared)
                        signalNextIfShared(node);
                    if (interrupted)
                        current.interrupt();
                    return 1;
                }
            } else if (pred.waiter == null) {
                // pred was cancelled (skip it) or has just become the head (its prev is null then)
                Node pp = pred.prev;
                if (pp != null) {
                    node.prev = pp;
                    pred = pp;
                }
                continue;
            }
            if (timed) {
                if (nanos <= 0L) {
                    cancelAcquire(node, pred);
                    if (interrupted)
                        current.interrupt();
                    return 0;
                }
                Unsafe.park(this, false, nanos);
                nanos = Unsafe.timeLeft(nanos);
            } else {
                Unsafe.park(this, false, 0L);
            }
            if (Thread.interrupted()) {
                if (interruptible) {
                    cancelAcquire(node, pred);
                    return -1;
                }
                interrupted = true;
            }
        }
    }

    /** Removes a node that gave up (timeout or interrupt); called by its own thread. */
    private void cancelAcquire(Node node, Node pred) {
        node.waiter = null;
        if (node == tail && Unsafe.compareAndSetReference(this, TAIL, node, pred)) {
            Unsafe.compareAndSetReference(pred, NODE_NEXT, node, null);
        } else {
            // a successor may now be first, or may have had our wake-up: let it re-check
            signalNext(node);
        }
    }

    private int doAcquire(int arg, boolean shared, boolean interruptible, boolean timed, long nanos) {
        Node node = new Node(Thread.currentThread(), shared);
        Node pred = enqueue(node);
        return acquireQueued(node, pred, arg, shared, interruptible, timed, nanos);
    }

    // ---- to be defined by subclasses ----

    protected boolean tryAcquire(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryRelease(int arg) {
        throw new UnsupportedOperationException();
    }

    protected int tryAcquireShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryReleaseShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean isHeldExclusively() {
        throw new UnsupportedOperationException();
    }

    // ---- exclusive mode ----

    public final void acquire(int arg) {
        if (!tryAcquire(arg))
            doAcquire(arg, false, false, false, 0L);
    }

    public final void acquireInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted() || (!tryAcquire(arg) && doAcquire(arg, false, true, false, 0L) < 0))
            throw new InterruptedException();
    }

    public final boolean tryAcquireNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (!Thread.interrupted()) {
            if (tryAcquire(arg))
                return true;
            if (nanosTimeout <= 0L)
                return false;
            int stat = doAcquire(arg, false, true, true, nanosTimeout);
            if (stat > 0)
                return true;
            if (stat == 0)
                return false;
        }
        throw new InterruptedException();
    }

    public final boolean release(int arg) {
        if (tryRelease(arg)) {
            signalNext(head);
            return true;
        }
        return false;
    }

    // ---- shared mode ----

    public final void acquireShared(int arg) {
        if (tryAcquireShared(arg) < 0)
            doAcquire(arg, true, false, false, 0L);
    }

    public final void acquireSharedInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted() || (tryAcquireShared(arg) < 0 && doAcquire(arg, true, true, false, 0L) < 0))
            throw new InterruptedException();
    }

    public final boolean tryAcquireSharedNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (!Thread.interrupted()) {
            if (tryAcquireShared(arg) >= 0)
                return true;
            if (nanosTimeout <= 0L)
                return false;
            int stat = doAcquire(arg, true, true, true, nanosTimeout);
            if (stat > 0)
                return true;
            if (stat == 0)
                return false;
        }
        throw new InterruptedException();
    }

    public final boolean releaseShared(int arg) {
        if (tryReleaseShared(arg)) {
            signalNext(head);
            return true;
        }
        return false;
    }

    // ---- queue inspection ----

    public final boolean hasQueuedThreads() {
        Node h = head;
        for (Node p = tail; p != h && p != null; p = p.prev)
            if (p.waiter != null)
                return true;
        return false;
    }

    public final boolean hasContended() {
        Node h = head;
        return h.status != INITIAL || h != tail;
    }

    public final Thread getFirstQueuedThread() {
        Node h = head;
        for (Node s = h.next; s != null; s = s.next) {
            Thread w = s.waiter;
            if (w != null)
                return w;
        }
        // next links may lag behind: look from the tail
        Thread first = null;
        for (Node p = tail; p != h && p != null; p = p.prev) {
            Thread w = p.waiter;
            if (w != null)
                first = w;
        }
        return first;
    }

    public final boolean isQueued(Thread thread) {
        if (thread == null)
            throw new NullPointerException();
        for (Node p = tail; p != null; p = p.prev)
            if (p.waiter == thread)
                return true;
        return false;
    }

    /** true if the first queued thread (if any) waits in exclusive mode */
    final boolean apparentlyFirstQueuedIsExclusive() {
        for (Node s = head.next; s != null; s = s.next)
            if (s.waiter != null)
                return !s.shared;
        return false;
    }

    public final boolean hasQueuedPredecessors() {
        Thread first = getFirstQueuedThread();
        return first != null && first != Thread.currentThread();
    }

    public final int getQueueLength() {
        int n = 0;
        for (Node p = tail; p != null; p = p.prev)
            if (p.waiter != null)
                ++n;
        return n;
    }

    public final Collection<Thread> getQueuedThreads() {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Node p = tail; p != null; p = p.prev) {
            Thread t = p.waiter;
            if (t != null)
                list.add(t);
        }
        return list;
    }

    public final Collection<Thread> getExclusiveQueuedThreads() {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Node p = tail; p != null; p = p.prev) {
            if (!p.shared) {
                Thread t = p.waiter;
                if (t != null)
                    list.add(t);
            }
        }
        return list;
    }

    public final Collection<Thread> getSharedQueuedThreads() {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Node p = tail; p != null; p = p.prev) {
            if (p.shared) {
                Thread t = p.waiter;
                if (t != null)
                    list.add(t);
            }
        }
        return list;
    }

    public String toString() {
        return super.toString() + "[State = " + getState() + ", "
                + (hasQueuedThreads() ? "non" : "") + "empty queue]";
    }

    // ---- conditions ----

    public final boolean owns(ConditionObject condition) {
        return condition.isOwnedBy(this);
    }

    public final boolean hasWaiters(ConditionObject condition) {
        if (!owns(condition))
            throw new IllegalArgumentException("Not owner");
        return condition.hasWaiters();
    }

    public final int getWaitQueueLength(ConditionObject condition) {
        if (!owns(condition))
            throw new IllegalArgumentException("Not owner");
        return condition.getWaitQueueLength();
    }

    public final Collection<Thread> getWaitingThreads(ConditionObject condition) {
        if (!owns(condition))
            throw new IllegalArgumentException("Not owner");
        return condition.getWaitingThreads();
    }

    /**
     * A condition of an exclusive-mode synchronizer whose isHeldExclusively,
     * getState and release(savedState) / acquire(savedState) behave like a
     * reentrant lock.  Waiters are kept in a list guarded by the lock.
     */
    public class ConditionObject implements Condition {
        private transient Node firstWaiter;
        private transient Node lastWaiter;

        public ConditionObject() {
        }

        final boolean isOwnedBy(AbstractQueuedSynchronizer sync) {
            return sync == AbstractQueuedSynchronizer.this;
        }

        private void doSignal(Node first, boolean all) {
            while (first != null) {
                Node next = first.nextWaiter;
                if ((firstWaiter = next) == null)
                    lastWaiter = null;
                first.nextWaiter = null;
                if (Unsafe.compareAndSetInt(first, NODE_STATUS, COND, TRANSFER)) {
                    enqueue(first);
                    first.status = 0;
                    if (!all)
                        break;
                }
                first = next;
            }
        }

        public final void signal() {
            Node first = firstWaiter;
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            if (first != null)
                doSignal(first, false);
        }

        public final void signalAll() {
            Node first = firstWaiter;
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            if (first != null)
                doSignal(first, true);
        }

        /** Adds node to this condition and releases the lock fully; returns the saved state. */
        private int enableWait(Node node) {
            if (isHeldExclusively()) {
                node.status = COND;
                Node last = lastWaiter;
                if (last == null)
                    firstWaiter = node;
                else
                    last.nextWaiter = node;
                lastWaiter = node;
                int savedState = getState();
                if (release(savedState))
                    return savedState;
            }
            node.status = 0;
            node.waiter = null;
            throw new IllegalMonitorStateException();
        }

        /** Removes the nodes no longer waiting (cancelled) from the list; lock held. */
        private void unlinkCancelledWaiters() {
            Node w = firstWaiter, trail = null;
            while (w != null) {
                Node next = w.nextWaiter;
                if (w.status != COND) {
                    w.nextWaiter = null;
                    if (trail == null)
                        firstWaiter = next;
                    else
                        trail.nextWaiter = next;
                    if (next == null)
                        lastWaiter = trail;
                } else {
                    trail = w;
                }
                w = next;
            }
        }

        /**
         * Waits for a signal (or until the deadline, or an interrupt when
         * interruptible), then reacquires the lock.  Returns true if signalled,
         * false if the wait was cancelled (timeout or interrupt); *interrupted
         * tells whether the thread was interrupted meanwhile.
         */
        private boolean awaitCore(boolean interruptible, boolean timed, long[] nanosLeft, boolean[] interruptedOut) {
            Node node = new Node(Thread.currentThread(), false);
            int savedState = enableWait(node);
            boolean interrupted = false, cancelled = false;
            for (;;) {
                int s = node.status;
                if (s == 0)
                    break;  // transferred by a signaller: node.prev is set
                boolean giveUp = false;
                if (s == COND && timed) {
                    if (nanosLeft[0] <= 0L) {
                        giveUp = true;
                    } else {
                        Unsafe.park(this, false, nanosLeft[0]);
                        nanosLeft[0] = Unsafe.timeLeft(nanosLeft[0]);
                    }
                } else {
                    Unsafe.park(this, false, 0L);
                }
                if (Thread.interrupted()) {
                    interrupted = true;
                    if (interruptible)
                        giveUp = true;
                }
                if (giveUp && Unsafe.compareAndSetInt(node, NODE_STATUS, COND, 0)) {
                    cancelled = true;
                    break;
                }
            }
            Node pred = cancelled ? enqueue(node) : null;
            if (acquireQueuedUninterruptibly(node, pred, savedState))
                interrupted = true;
            if (cancelled)
                unlinkCancelledWaiters();
            interruptedOut[0] = interrupted;
            return !cancelled;
        }

        public final void awaitUninterruptibly() {
            boolean[] interrupted = new boolean[1];
            awaitCore(false, false, null, interrupted);
            if (interrupted[0])
                Thread.currentThread().interrupt();
        }

        public final void await() throws InterruptedException {
            if (Thread.interrupted())
                throw new InterruptedException();
            boolean[] interrupted = new boolean[1];
            boolean signalled = awaitCore(true, false, null, interrupted);
            if (interrupted[0]) {
                if (!signalled)
                    throw new InterruptedException();
                Thread.currentThread().interrupt();
            }
        }

        public final long awaitNanos(long nanosTimeout) throws InterruptedException {
            if (Thread.interrupted())
                throw new InterruptedException();
            long[] left = {(nanosTimeout < 0L) ? 0L : nanosTimeout};
            boolean[] interrupted = new boolean[1];
            boolean signalled = awaitCore(true, true, left, interrupted);
            if (interrupted[0]) {
                if (!signalled)
                    throw new InterruptedException();
                Thread.currentThread().interrupt();
            }
            return signalled ? left[0] : 0L;
        }

        public final boolean awaitUntil(Date deadline) throws InterruptedException {
            long abstime = deadline.getTime();
            if (Thread.interrupted())
                throw new InterruptedException();
            long nanos = (abstime - System.currentTimeMillis()) * 1000000L;
            return timedWait(nanos);
        }

        public final boolean await(long time, TimeUnit unit) throws InterruptedException {
            long nanosTimeout = unit.toNanos(time);
            if (Thread.interrupted())
                throw new InterruptedException();
            return timedWait(nanosTimeout);
        }

        private boolean timedWait(long nanosTimeout) throws InterruptedException {
            long[] left = {(nanosTimeout < 0L) ? 0L : nanosTimeout};
            boolean[] interrupted = new boolean[1];
            boolean signalled = awaitCore(true, true, left, interrupted);
            if (interrupted[0]) {
                if (!signalled)
                    throw new InterruptedException();
                Thread.currentThread().interrupt();
            }
            return signalled;
        }

        protected final boolean hasWaiters() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            for (Node w = firstWaiter; w != null; w = w.nextWaiter)
                if (w.status == COND)
                    return true;
            return false;
        }

        protected final int getWaitQueueLength() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            int n = 0;
            for (Node w = firstWaiter; w != null; w = w.nextWaiter)
                if (w.status == COND)
                    ++n;
            return n;
        }

        protected final Collection<Thread> getWaitingThreads() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            ArrayList<Thread> list = new ArrayList<Thread>();
            for (Node w = firstWaiter; w != null; w = w.nextWaiter) {
                if (w.status == COND) {
                    Thread t = w.waiter;
                    if (t != null)
                        list.add(t);
                }
            }
            return list;
        }
    }

    /** Reacquires after a condition wait (untimed, not cancellable); returns true if interrupted. */
    private boolean acquireQueuedUninterruptibly(Node node, Node pred, int savedState) {
        boolean interrupted = false;
        // the loop re-asserts interrupts itself; pick them up again to report them
        acquireQueued(node, pred, savedState, false, false, false, 0L);
        if (Thread.interrupted())
            interrupted = true;
        return interrupted;
    }
}
