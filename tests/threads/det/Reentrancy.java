import java.util.concurrent.locks.ReentrantLock;

// Monitors and ReentrantLock are reentrant: recursion while holding the lock,
// hold counts, and another thread blocked until the outermost release.
public class Reentrancy {
    static final Object mon = new Object();
    static final ReentrantLock lock = new ReentrantLock();

    static int depthMonitor(int n) {
        synchronized (mon) {
            return n == 0 ? 0 : 1 + depthMonitor(n - 1);
        }
    }

    static synchronized int syncRecursive(int n) { return n <= 1 ? 1 : n * syncRecursive(n - 1); }

    static int depthLock(int n, StringBuilder sb) {
        lock.lock();
        try {
            sb.append(lock.getHoldCount()).append(' ');
            return n == 0 ? 0 : 1 + depthLock(n - 1, sb);
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("monitor recursion depth " + depthMonitor(50));
        System.out.println("synchronized static recursion 10! = " + syncRecursive(10));
        StringBuilder sb = new StringBuilder();
        System.out.println("lock recursion depth " + depthLock(9, sb));
        System.out.println("hold counts " + sb.toString().trim());
        System.out.println("after: held " + lock.isHeldByCurrentThread() + " count " + lock.getHoldCount());

        lock.lock();
        lock.lock();
        lock.lock();
        String[] res = new String[1];
        Thread other = new Thread(() -> {
            lock.lock();
            try {
                res[0] = "other got the lock, hold count " + lock.getHoldCount();
            } finally {
                lock.unlock();
            }
        }, "other");
        other.start();
        while (!lock.hasQueuedThread(other) || other.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("queue length " + lock.getQueueLength() + " other state " + other.getState());
        lock.unlock();
        lock.unlock();
        System.out.println("after 2 unlocks: count " + lock.getHoldCount() + ", other still waiting " + lock.hasQueuedThread(other));
        lock.unlock();
        other.join();
        System.out.println(res[0]);
        System.out.println("tryLock reentrant: " + lock.tryLock() + " " + lock.tryLock() + " count " + lock.getHoldCount());
        lock.unlock();
        lock.unlock();
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("extra unlock: IllegalMonitorStateException");
        }

        Thread blocked = new Thread(() -> { synchronized (mon) { res[0] = "blocked thread entered"; } });
        synchronized (mon) {
            synchronized (mon) {
                synchronized (mon) {
                    blocked.start();
                    while (blocked.getState() != Thread.State.BLOCKED) Thread.yield();
                }
                System.out.println("still held after inner exits: " + Thread.holdsLock(mon) + " other " + blocked.getState());
            }
            System.out.println("still held at depth 1: " + Thread.holdsLock(mon));
            res[0] = "not yet";
            blocked.join(30);
            System.out.println("blocked thread alive " + blocked.isAlive() + ", " + res[0]);
        }
        blocked.join();
        System.out.println(res[0]);
    }
}
