import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// A Semaphore bounding concurrency to 2 among 6 threads; permit arithmetic.
public class SemaphoreLimit {
    public static void main(String[] args) throws Exception {
        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger maxInside = new AtomicInteger();
        AtomicInteger entries = new AtomicInteger();
        Thread[] ts = new Thread[6];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 30; i++) {
                    try {
                        sem.acquire();
                    } catch (InterruptedException e) { throw new RuntimeException(e); }
                    try {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        entries.incrementAndGet();
                        Thread.yield();
                        inside.decrementAndGet();
                    } finally {
                        sem.release();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("entries " + entries.get());
        System.out.println("never more than 2 inside: " + (maxInside.get() <= 2 && maxInside.get() >= 1));
        System.out.println("available " + sem.availablePermits());
        System.out.println("tryAcquire(2) " + sem.tryAcquire(2) + " available " + sem.availablePermits());
        System.out.println("tryAcquire() " + sem.tryAcquire());
        System.out.println("timed tryAcquire " + sem.tryAcquire(40, TimeUnit.MILLISECONDS));
        sem.release(3);
        System.out.println("after release(3) available " + sem.availablePermits());
        System.out.println("drainPermits " + sem.drainPermits() + " available " + sem.availablePermits());
        Semaphore zero = new Semaphore(0);
        Thread releaser = new Thread(() -> {
            try { Thread.sleep(30); } catch (InterruptedException e) { return; }
            zero.release(2);
        });
        releaser.start();
        zero.acquire(2);
        System.out.println("acquired 2 released by another thread, available " + zero.availablePermits());
        releaser.join();
        Semaphore neg = new Semaphore(-2);
        System.out.println("negative initial " + neg.availablePermits() + " tryAcquire " + neg.tryAcquire());
        neg.release(3);
        System.out.println("after release(3) " + neg.availablePermits() + " fair " + neg.isFair());
    }
}
