import java.util.concurrent.locks.ReentrantLock;

// An exception thrown inside a synchronized method or block releases the
// monitor on the way out, including when it kills the thread; a thread that
// dies holding a ReentrantLock keeps it locked.
public class SyncExceptionRelease {
    static final Object lock = new Object();
    static int entered;

    static synchronized void syncMethodThrows(int depth) {
        if (depth == 0) throw new IllegalStateException("from synchronized method");
        syncMethodThrows(depth - 1);
    }

    static void blockThrows() {
        synchronized (lock) {
            synchronized (lock) {
                entered++;
                throw new ArithmeticException("from synchronized block");
            }
        }
    }

    static boolean canLockFromOtherThread(Object o) throws InterruptedException {
        boolean[] got = new boolean[1];
        Thread t = new Thread(() -> { synchronized (o) { got[0] = true; } });
        t.start();
        t.join();
        return got[0];
    }

    public static void main(String[] args) throws Exception {
        try {
            syncMethodThrows(3);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + ", holds class lock " + Thread.holdsLock(SyncExceptionRelease.class));
        }
        System.out.println("other thread can lock the class: " + canLockFromOtherThread(SyncExceptionRelease.class));
        try {
            blockThrows();
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage() + ", holds lock " + Thread.holdsLock(lock));
        }
        System.out.println("other thread can lock the object: " + canLockFromOtherThread(lock));

        Thread dying = new Thread(() -> {
            synchronized (lock) {
                entered++;
                throw new RuntimeException("thread dies inside synchronized");
            }
        }, "dying");
        dying.setUncaughtExceptionHandler((t, e) -> System.out.println("handler: " + t.getName() + " " + e.getMessage()
            + ", still holds lock " + Thread.holdsLock(lock)));
        dying.start();
        dying.join();
        System.out.println("after the thread died: other thread can lock: " + canLockFromOtherThread(lock) + ", entered " + entered);

        Thread dyingMethod = new Thread(() -> syncMethodThrows(0), "dyingMethod");
        dyingMethod.setUncaughtExceptionHandler((t, e) -> System.out.println("handler: " + e.getMessage()));
        dyingMethod.start();
        dyingMethod.join();
        System.out.println("class lock free again: " + canLockFromOtherThread(SyncExceptionRelease.class));

        ReentrantLock rl = new ReentrantLock();
        Thread leaker = new Thread(() -> {
            rl.lock();
            throw new RuntimeException("dies holding a ReentrantLock");
        }, "leaker");
        leaker.setUncaughtExceptionHandler((t, e) -> System.out.println("handler: " + e.getMessage()));
        leaker.start();
        leaker.join();
        System.out.println("ReentrantLock still locked " + rl.isLocked() + ", tryLock " + rl.tryLock());

        // many threads throwing inside the same monitor
        Thread[] ts = new Thread[5];
        int[] caught = new int[1];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 50; i++) {
                    try {
                        blockThrows();
                    } catch (ArithmeticException e) {
                        synchronized (caught) { caught[0]++; }
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        synchronized (lock) {
            System.out.println("caught " + caught[0] + ", entered " + entered);
        }
    }
}
