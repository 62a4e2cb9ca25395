import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

// The rules of Semaphore and CountDownLatch a program can see: an
// interrupted acquire or await throws even when it would not wait; waiters
// are served in arrival order, the first holding back those behind it until
// there are enough permits for it; tryAcquire() takes free permits even on a
// fair semaphore with waiters; a fair acquire queues behind them; queue
// queries, drain, reduce, toString.
public class SemaphoreLatchRules {
    static final List<String> log = new ArrayList<>();

    static void say(String s) {
        synchronized (log) {
            log.add(s);
        }
    }

    static void waitQueued(Semaphore s, int n) throws InterruptedException {
        while (s.getQueueLength() < n)
            Thread.sleep(1);
    }

    static class Reducible extends Semaphore {
        Reducible(int n, boolean fair) {
            super(n, fair);
        }

        void reduce(int n) {
            reducePermits(n);
        }

        int queued() {
            return getQueuedThreads().size();
        }
    }

    public static void main(String[] args) throws Exception {
        Semaphore s = new Semaphore(2);
        Thread.currentThread().interrupt();
        try {
            s.acquire();
        } catch (InterruptedException e) {
            System.out.println("interrupted acquire throws, permits " + s.availablePermits());
        }
        CountDownLatch done = new CountDownLatch(0);
        Thread.currentThread().interrupt();
        try {
            done.await();
        } catch (InterruptedException e) {
            System.out.println("interrupted await throws, count " + done.getCount());
        }
        System.out.println("await(0 left) " + done.await(1, TimeUnit.MILLISECONDS));

        // the first waiter wants 3: the second, wanting 1, waits behind it
        Reducible f = new Reducible(0, true);
        Thread big = new Thread(() -> {
            f.acquireUninterruptibly(3);
            say("big got 3");
        });
        big.start();
        waitQueued(f, 1);
        Thread small = new Thread(() -> {
            f.acquireUninterruptibly(1);
            say("small got 1");
        });
        small.start();
        waitQueued(f, 2);
        f.release(2);
        Thread.sleep(20);
        System.out.println("after release(2): " + log + " queued " + f.getQueueLength() + " has "
                + f.hasQueuedThreads() + " " + f.queued());
        System.out.println("tryAcquire on a fair semaphore with waiters: " + f.tryAcquire() + " left "
                + f.availablePermits());
        System.out.println("timed fair acquire behind waiters: " + f.tryAcquire(1, 10, TimeUnit.MILLISECONDS));
        f.release(3);
        big.join();
        small.join();
        // both woke at release(3): which of them logged first is a race
        List<String> woke = new ArrayList<>(log);
        woke.sort(null);
        System.out.println("then: " + woke + " left " + f.availablePermits() + " queued " + f.getQueueLength());

        // uninterruptible acquire keeps the interrupt for later
        Semaphore u = new Semaphore(0);
        Thread w = new Thread(() -> {
            u.acquireUninterruptibly();
            say("uninterruptible got it, interrupted " + Thread.currentThread().isInterrupted());
        });
        w.start();
        waitQueued(u, 1);
        w.interrupt();
        Thread.sleep(10);
        u.release();
        w.join();
        System.out.println(log.get(log.size() - 1));

        // an interrupted waiter leaves the queue
        Semaphore v = new Semaphore(0);
        Thread x = new Thread(() -> {
            try {
                v.acquire();
                say("x acquired");
            } catch (InterruptedException e) {
                say("x interrupted");
            }
        });
        x.start();
        waitQueued(v, 1);
        x.interrupt();
        x.join();
        System.out.println(log.get(log.size() - 1) + ", queued " + v.getQueueLength());

        Reducible r = new Reducible(5, false);
        r.reduce(7);
        System.out.println("reduced: " + r.availablePermits() + " drained " + r.drainPermits() + " now "
                + r.availablePermits() + " fair " + r.isFair() + " " + new Semaphore(1, true).isFair());
        try {
            r.release(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("release(-1): IllegalArgumentException");
        }
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("latch(-1): " + e.getMessage());
        }
        CountDownLatch l = new CountDownLatch(2);
        l.countDown();
        String ls = l.toString(), ss = new Semaphore(3).toString();
        System.out.println(ls.substring(ls.indexOf('[')) + " " + ss.substring(ss.indexOf('[')));
        l.countDown();
        l.countDown();
        System.out.println("count " + l.getCount() + " await " + l.await(0, TimeUnit.SECONDS));
    }
}
