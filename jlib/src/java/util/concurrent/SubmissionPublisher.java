package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/**
 * A Flow.Publisher that delivers submitted items to its subscribers asynchronously (written for jpor from the
 * Java SE API docs).  Each subscription has its own buffer, guarded by its monitor; a task on the executor delivers
 * onSubscribe, then items as far as demanded, then onComplete or onError once the publisher is closed and the
 * buffer drained.  submit() waits while a buffer is full.  The default executor is the common pool when its
 * parallelism is above 1, else a new thread per task (as java).
 */
public class SubmissionPublisher<T> implements Flow.Publisher<T>, AutoCloseable {
    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            new Thread(r).start();
        }
    }

    private final Executor executor;
    private final int capacity;
    private final BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> onNextHandler;
    private final List<Sub> subs = new ArrayList<Sub>();
    private boolean closed;
    private Throwable closedException;

    public SubmissionPublisher(Executor executor, int maxBufferCapacity,
            BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> handler) {
        if (executor == null) throw new NullPointerException();
        if (maxBufferCapacity <= 0) throw new IllegalArgumentException("capacity must be positive");
        this.executor = executor;
        this.onNextHandler = handler;
        int c = 1;
        while (c < maxBufferCapacity && c < (1 << 30)) c <<= 1;
        this.capacity = c;
    }

    public SubmissionPublisher(Executor executor, int maxBufferCapacity) {
        this(executor, maxBufferCapacity, null);
    }

    public SubmissionPublisher() {
        this(ForkJoinPool.getCommonPoolParallelism() > 1 ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor(),
                Flow.defaultBufferSize(), null);
    }

    /** One subscriber's buffer and state; its monitor guards them. */
    private final class Sub implements Flow.Subscription, Runnable {
        final Flow.Subscriber<? super T> subscriber;
        final ArrayDeque<Object> buffer = new ArrayDeque<Object>();
        long demand;
        boolean subscribed, cancelled, scheduled, done, completing;
        Throwable error;
        Throwable badRequest;

        Sub(Flow.Subscriber<? super T> subscriber) {
            this.subscriber = subscriber;
        }

        public void request(long n) {
            synchronized (this) {
                if (cancelled) return;
                if (n <= 0) {
                    badRequest = new IllegalArgumentException("non-positive subscription request");
                } else {
                    demand = demand + n < 0 ? Long.MAX_VALUE : demand + n;
                }
            }
            signal();
        }

        public void cancel() {
            synchronized (this) {
                cancelled = true;
                buffer.clear();
                notifyAll();
            }
            removeSub(this);
        }

        /** Makes sure a delivery task runs. */
        void signal() {
            boolean start;
            synchronized (this) {
                start = !scheduled && !done;
                if (start) scheduled = true;
            }
            if (start) {
                try {
                    executor.execute(this);
                } catch (RuntimeException e) {
                    synchronized (this) {
                        scheduled = false;
                    }
                    throw e;
                }
            }
        }

        public void run() {
            for (;;) {
                Object item = null;
                int what; // 0 stop, 1 onSubscribe, 2 onNext, 3 onComplete, 4 onError
                Throwable err = null;
                synchronized (this) {
                    if (cancelled || done) {
                        what = 0;
                    } else if (!subscribed) {
                        subscribed = true;
                        what = 1;
                    } else if (badRequest != null) {
                        err = badRequest;
                        what = 4;
                    } else if (demand > 0 && !buffer.isEmpty()) {
                        item = buffer.poll();
                        demand--;
                        notifyAll();
                        what = 2;
                    } else if (completing && buffer.isEmpty()) {
                        err = error;
                        what = err == null ? 3 : 4;
                    } else {
                        what = 0;
                    }
                    if (what == 3 || what == 4) {
                        done = true;
                        cancelled = true;
                    }
                    if (what == 0) {
                        scheduled = false;
                        return;
                    }
                }
                try {
                    if (what == 1) {
                        subscriber.onSubscribe(this);
                    } else if (what == 2) {
                        @SuppressWarnings("unchecked")
                        T t = (T) item;
                        subscriber.onNext(t);
                    } else if (what == 3) {
                        removeSub(this);
                        subscriber.onComplete();
                    } else {
                        removeSub(this);
                        subscriber.onError(err);
                    }
                } catch (Throwable ex) {
                    // a subscriber method that throws cancels its subscription
                    cancel();
                    if (what == 2 && onNextHandler != null) {
                        try {
                            onNextHandler.accept(subscriber, ex);
                        } catch (Throwable ignore) {
                        }
                    }
                }
            }
        }

        /** Adds an item, waiting for room; false if cancelled. */
        boolean put(Object item, long deadline, boolean wait) throws InterruptedException {
            synchronized (this) {
                for (;;) {
                    if (cancelled) return true;
                    if (buffer.size() < capacity) {
                        buffer.add(item);
                        return true;
                    }
                    if (!wait) return false;
                    if (deadline == 0) {
                        wait();
                    } else {
                        long ms = (deadline - System.nanoTime()) / 1000000L;
                        if (ms <= 0) return false;
                        wait(ms);
                    }
                }
            }
        }

        synchronized int lag() {
            return buffer.size();
        }

        synchronized long demandLeft() {
            return demand - buffer.size();
        }
    }

    private synchronized void removeSub(Sub s) {
        subs.remove(s);
    }

    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        if (subscriber == null) throw new NullPointerException();
        Sub s = new Sub(subscriber);
        boolean duplicate = false, wasClosed;
        Throwable ex;
        synchronized (this) {
            for (Sub o : subs) {
                if (o.subscriber == subscriber) duplicate = true;
            }
            wasClosed = closed;
            ex = closedException;
            if (!duplicate && !wasClosed) subs.add(s);
        }
        if (duplicate) {
            synchronized (s) {
                s.subscribed = true;
                s.badRequest = new IllegalStateException("Duplicate subscribe");
            }
        } else if (wasClosed) {
            synchronized (s) {
                s.completing = true;
                s.error = ex;
            }
        }
        s.signal();
    }

    private List<Sub> snapshot() {
        synchronized (this) {
            if (closed) throw new IllegalStateException("Closed");
            return new ArrayList<Sub>(subs);
        }
    }

    public int submit(T item) {
        if (item == null) throw new NullPointerException();
        int lag = 0;
        for (Sub s : snapshot()) {
            boolean interrupted = false;
            for (;;) {
                try {
                    s.put(item, 0, true);
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) Thread.currentThread().interrupt();
            s.signal();
            lag = Math.max(lag, s.lag());
        }
        return lag;
    }

    public int offer(T item, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        return doOffer(item, -1L, onDrop);
    }

    public int offer(T item, long timeout, TimeUnit unit, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        return doOffer(item, Math.max(0L, unit.toNanos(timeout)), onDrop);
    }

    private int doOffer(T item, long nanos, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        if (item == null) throw new NullPointerException();
        int lag = 0, drops = 0;
        for (Sub s : snapshot()) {
            boolean ok;
            try {
                ok = nanos < 0 ? s.put(item, 0, false) : s.put(item, System.nanoTime() + nanos | 1L, nanos > 0);
                if (!ok && onDrop != null && onDrop.test(s.subscriber, item)) ok = s.put(item, 0, false);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                ok = false;
            }
            if (ok) {
                s.signal();
                lag = Math.max(lag, s.lag());
            } else {
                drops++;
            }
        }
        return drops > 0 ? -drops : lag;
    }

    public void close() {
        closeWith(null);
    }

    public void closeExceptionally(Throwable error) {
        if (error == null) throw new NullPointerException();
        closeWith(error);
    }

    private void closeWith(Throwable error) {
        List<Sub> all;
        synchronized (this) {
            if (closed) return;
            closed = true;
            closedException = error;
            all = new ArrayList<Sub>(subs);
        }
        for (Sub s : all) {
            synchronized (s) {
                s.completing = true;
                s.error = error;
                if (error != null) s.buffer.clear();
            }
            s.signal();
        }
    }

    public synchronized boolean isClosed() {
        return closed;
    }

    public synchronized Throwable getClosedException() {
        return closedException;
    }

    public synchronized boolean hasSubscribers() {
        return !subs.isEmpty();
    }

    public synchronized int getNumberOfSubscribers() {
        return subs.size();
    }

    public Executor getExecutor() {
        return executor;
    }

    public int getMaxBufferCapacity() {
        return capacity;
    }

    public synchronized List<Flow.Subscriber<? super T>> getSubscribers() {
        List<Flow.Subscriber<? super T>> r = new ArrayList<Flow.Subscriber<? super T>>();
        for (Sub s : subs) r.add(s.subscriber);
        return r;
    }

    public synchronized boolean isSubscribed(Flow.Subscriber<? super T> subscriber) {
        if (subscriber == null) throw new NullPointerException();
        for (Sub s : subs) {
            if (s.subscriber == subscriber) return true;
        }
        return false;
    }

    public long estimateMinimumDemand() {
        List<Sub> all;
        synchronized (this) {
            all = new ArrayList<Sub>(subs);
        }
        long min = Long.MAX_VALUE;
        for (Sub s : all) min = Math.min(min, s.demandLeft());
        return all.isEmpty() ? 0 : min;
    }

    public int estimateMaximumLag() {
        List<Sub> all;
        synchronized (this) {
            all = new ArrayList<Sub>(subs);
        }
        int max = 0;
        for (Sub s : all) max = Math.max(max, s.lag());
        return max;
    }

    /** Subscribes a consumer with unbounded demand; the future completes with the stream's end. */
    public CompletableFuture<Void> consume(final Consumer<? super T> consumer) {
        if (consumer == null) throw new NullPointerException();
        final CompletableFuture<Void> status = new CompletableFuture<Void>();
        subscribe(new Flow.Subscriber<T>() {
            Flow.Subscription subscription;

            public void onSubscribe(Flow.Subscription s) {
                subscription = s;
                if (status.isDone()) s.cancel();
                else s.request(Long.MAX_VALUE);
            }

            public void onNext(T item) {
                try {
                    consumer.accept(item);
                } catch (Throwable ex) {
                    subscription.cancel();
                    status.completeExceptionally(ex);
                }
            }

            public void onError(Throwable ex) {
                status.completeExceptionally(ex);
            }

            public void onComplete() {
                status.complete(null);
            }
        });
        return status;
    }
}
