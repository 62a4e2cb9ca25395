import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

// A cycle through a monitor and a ReentrantLock: M holds the monitor and wants
// the lock, L holds the lock and wants the monitor.
public class DlMixedLocks {
    static final Object monitor = new Object();
    static final ReentrantLock lock = new ReentrantLock();
    static final CountDownLatch holding = new CountDownLatch(2);

    public static void main(String[] args) throws Exception {
        Thread m = new Thread(() -> {
            synchronized (monitor) {
                holding.countDown();
                try { holding.await(); } catch (InterruptedException e) { return; }
                lock.lock();
                lock.unlock();
            }
        }, "M");
        Thread l = new Thread(() -> {
            lock.lock();
            try {
                holding.countDown();
                try { holding.await(); } catch (InterruptedException e) { return; }
                synchronized (monitor) {
                    System.out.println("never");
                }
            } finally {
                lock.unlock();
            }
        }, "L");
        m.start();
        l.start();
        m.join();
        l.join();
    }
}
