import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

// Lock-order deadlock with ReentrantLocks: a latch makes both threads hold
// their first lock before either asks for its second.
public class DlReentrantLock {
    static final ReentrantLock lockX = new ReentrantLock();
    static final ReentrantLock lockY = new ReentrantLock();
    static final CountDownLatch bothHold = new CountDownLatch(2);

    static void work(ReentrantLock mine, ReentrantLock other) {
        mine.lock();
        try {
            bothHold.countDown();
            bothHold.await();
            other.lock();
            try {
                System.out.println("never");
            } finally {
                other.unlock();
            }
        } catch (InterruptedException e) {
            return;
        } finally {
            mine.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> work(lockX, lockY), "T1");
        Thread t2 = new Thread(() -> work(lockY, lockX), "T2");
        t1.start();
        t2.start();
        bothHold.await();
        System.out.println("both threads hold one lock each");
        t1.join();
    }
}
