// release: 17
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.TimeUnit;

/** java.util.concurrent.Flow and SubmissionPublisher: demand, buffering, completion, errors and the estimates. */
public class FlowSubmissionPublisher {
    /** Records its signals; requests `first` items on subscription and `more` after each item once it has seen `at`. */
    static class Recorder implements Flow.Subscriber<Integer> {
        final List<String> log = new ArrayList<>();
        final CountDownLatch done = new CountDownLatch(1);
        final long first, more;
        final int at;
        volatile Flow.Subscription subscription;

        Recorder(long first, int at, long more) {
            this.first = first;
            this.at = at;
            this.more = more;
        }

        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            synchronized (log) {
                log.add("subscribe");
            }
            if (first != 0) s.request(first);
        }

        public void onNext(Integer item) {
            synchronized (log) {
                log.add("" + item);
            }
            if (item == at) subscription.request(more);
        }

        public void onError(Throwable t) {
            synchronized (log) {
                log.add("error " + t);
            }
            done.countDown();
        }

        public void onComplete() {
            synchronized (log) {
                log.add("complete");
            }
            done.countDown();
        }

        String await() throws InterruptedException {
            done.await();
            synchronized (log) {
                return log.toString();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        System.out.println(Flow.defaultBufferSize());
        for (int cap : new int[] {1, 2, 3, 10, 256, 1000, Integer.MAX_VALUE}) System.out.print(new SubmissionPublisher<Integer>(ex, cap).getMaxBufferCapacity() + " ");
        System.out.println();
        try {
            new SubmissionPublisher<Integer>(ex, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new SubmissionPublisher<Integer>(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }

        SubmissionPublisher<Integer> p = new SubmissionPublisher<>();
        System.out.println(p.getMaxBufferCapacity() + " " + p.hasSubscribers() + " " + p.estimateMinimumDemand() + " " + p.estimateMaximumLag() + " " + p.submit(1)
            + " " + p.offer(2, null) + " " + p.isClosed());
        Recorder r = new Recorder(2, 2, 100);
        p.subscribe(r);
        System.out.println(p.isSubscribed(r) + " " + p.getNumberOfSubscribers() + " " + (p.getSubscribers().get(0) == r));
        for (int i = 1; i <= 20; i++) p.submit(i);
        p.close();
        System.out.println(r.await() + " " + p.isClosed() + " " + p.getClosedException() + " " + p.getNumberOfSubscribers());
        try {
            p.submit(99);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        p.close();
        Recorder late = new Recorder(1, -1, 0);
        p.subscribe(late);
        System.out.println("late: " + late.await());

        SubmissionPublisher<Integer> q = new SubmissionPublisher<>(ex, 8);
        long[] sum = new long[1];
        CompletableFuture<Void> f = q.consume(i -> sum[0] += i);
        for (int i = 1; i <= 100; i++) q.submit(i);
        q.close();
        f.join();
        System.out.println("consumed " + sum[0] + " " + f.isDone());

        SubmissionPublisher<Integer> e = new SubmissionPublisher<>(ex, 4);
        CompletableFuture<Void> g = e.consume(i -> { });
        e.closeExceptionally(new IllegalStateException("bad"));
        try {
            g.join();
        } catch (CompletionException c) {
            System.out.println(c + " " + e.getClosedException());
        }
        Recorder lateErr = new Recorder(1, -1, 0);
        e.subscribe(lateErr);
        System.out.println("late: " + lateErr.await());

        SubmissionPublisher<Integer> b = new SubmissionPublisher<>(ex, 4);
        Recorder zero = new Recorder(0, -1, 0) {
            public void onSubscribe(Flow.Subscription s) {
                super.onSubscribe(s);
                s.request(0);
            }
        };
        b.subscribe(zero);
        System.out.println("request(0): " + zero.await() + " " + b.getNumberOfSubscribers());

        SubmissionPublisher<Integer> full = new SubmissionPublisher<>(ex, 2);
        Recorder idle = new Recorder(0, -1, 0);
        full.subscribe(idle);
        List<String> drops = new ArrayList<>();
        System.out.println(full.offer(1, null) + " " + full.offer(2, null) + " " + full.offer(3, (s, i) -> { drops.add("drop " + i); return false; })
            + " " + full.offer(4, 1, TimeUnit.MILLISECONDS, null) + " " + drops + " " + full.estimateMaximumLag() + " " + full.estimateMinimumDemand());
        while (idle.subscription == null) Thread.sleep(1);
        idle.subscription.request(1);
        idle.subscription.cancel();
        while (full.hasSubscribers()) Thread.sleep(1);
        System.out.println(full.getNumberOfSubscribers() + " " + full.hasSubscribers() + " " + full.submit(5));

        List<String> handled = new ArrayList<>();
        CountDownLatch h = new CountDownLatch(1);
        SubmissionPublisher<Integer> t = new SubmissionPublisher<>(ex, 4, (s, x) -> {
            handled.add("handler " + x);
            h.countDown();
        });
        t.subscribe(new Recorder(5, -1, 0) {
            public void onNext(Integer item) {
                super.onNext(item);
                if (item == 2) throw new IllegalArgumentException("no " + item);
            }
        });
        t.submit(1);
        t.submit(2);
        h.await();
        while (t.hasSubscribers()) Thread.sleep(1);
        System.out.println(handled + " " + t.getNumberOfSubscribers());
        ex.shutdown();
        System.out.println(ex.awaitTermination(10, TimeUnit.SECONDS));
    }
}
