import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// Interrupting threads blocked in j.u.c operations: take on an empty queue,
// put on a full queue, latch await, semaphore acquire, condition await.
public class InterruptBlockingOps {
    interface Blocking { void run() throws InterruptedException; }

    static String interruptWhileBlocked(String what, Blocking op) throws InterruptedException {
        String[] res = new String[1];
        Thread t = new Thread(() -> {
            try {
                op.run();
                res[0] = what + ": returned normally";
            } catch (InterruptedException e) {
                res[0] = what + ": InterruptedException, flag " + Thread.currentThread().isInterrupted();
            }
        }, what);
        t.start();
        while (t.getState() != Thread.State.WAITING) Thread.yield();
        t.interrupt();
        t.join();
        return res[0];
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<String> empty = new LinkedBlockingQueue<>();
        System.out.println(interruptWhileBlocked("LinkedBlockingQueue.take", empty::take));
        BlockingQueue<String> full = new ArrayBlockingQueue<>(1);
        full.put("x");
        System.out.println(interruptWhileBlocked("ArrayBlockingQueue.put", () -> full.put("y")));
        System.out.println("full queue still " + full);
        CountDownLatch latch = new CountDownLatch(1);
        System.out.println(interruptWhileBlocked("CountDownLatch.await", latch::await));
        Semaphore sem = new Semaphore(0);
        System.out.println(interruptWhileBlocked("Semaphore.acquire", sem::acquire));
        System.out.println("semaphore permits " + sem.availablePermits());
        ReentrantLock lock = new ReentrantLock();
        Condition cond = lock.newCondition();
        System.out.println(interruptWhileBlocked("Condition.await", () -> {
            lock.lock();
            try {
                cond.await();
            } finally {
                System.out.println("  holds lock when leaving await: " + lock.isHeldByCurrentThread());
                lock.unlock();
            }
        }));
        System.out.println(interruptWhileBlocked("Thread.join", () -> Thread.currentThread().join()));
        System.out.println("lock free " + !lock.isLocked());
    }
}
