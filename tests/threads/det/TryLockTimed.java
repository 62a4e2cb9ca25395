import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

// tryLock, timed tryLock that times out (virtual time in jpor) and one that
// succeeds when the holder releases in time, lockInterruptibly interrupted.
public class TryLockTimed {
    static final CountDownLatch release = new CountDownLatch(1);
    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Thread holder = new Thread(() -> {
            lock.lock();
            try {
                try {
                    release.await(); // blocks (does not spin) while main's timed tryLock runs out
                    Thread.sleep(100);
                } catch (InterruptedException e) { }
            } finally {
                lock.unlock();
            }
        }, "holder");
        holder.start();
        while (!lock.isLocked()) Thread.yield();
        System.out.println("tryLock while held: " + lock.tryLock());
        long t0 = System.nanoTime();
        System.out.println("tryLock(50ms) while held: " + lock.tryLock(50, TimeUnit.MILLISECONDS));
        System.out.println("waited >= 50 ms: " + ((System.nanoTime() - t0) >= 49_000_000L));
        release.countDown();
        System.out.println("tryLock(5s) while holder releases after 100ms: " + lock.tryLock(5, TimeUnit.SECONDS));
        System.out.println("held by main " + lock.isHeldByCurrentThread());
        holder.join();
        String[] res = new String[1];
        Thread waiter = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                res[0] = "got lock";
                lock.unlock();
            } catch (InterruptedException e) {
                res[0] = "lockInterruptibly interrupted, holds " + lock.isHeldByCurrentThread();
            }
        }, "waiter");
        waiter.start();
        while (!lock.hasQueuedThread(waiter)) Thread.yield();
        waiter.interrupt();
        waiter.join();
        System.out.println(res[0]);
        Thread timed = new Thread(() -> {
            try {
                res[0] = "timed tryLock " + lock.tryLock(1, TimeUnit.HOURS);
            } catch (InterruptedException e) {
                res[0] = "timed tryLock interrupted";
            }
        }, "timed");
        timed.start();
        while (!lock.hasQueuedThread(timed) || timed.getState() != Thread.State.TIMED_WAITING) Thread.yield();
        System.out.println("timed state " + timed.getState());
        timed.interrupt();
        timed.join();
        System.out.println(res[0]);
        lock.unlock();
        System.out.println("unlocked: " + !lock.isLocked() + " queue " + lock.getQueueLength());
        Thread.currentThread().interrupt();
        try {
            lock.lockInterruptibly();
            System.out.println("should not get here");
        } catch (InterruptedException e) {
            System.out.println("lockInterruptibly with flag set throws, locked " + lock.isLocked());
        }
        Thread.currentThread().interrupt();
        lock.lock();
        System.out.println("plain lock ignores the flag, flag still " + Thread.interrupted());
        lock.unlock();
    }
}
