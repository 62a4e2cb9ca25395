// Object.wait releases every recursion level of the monitor and restores them
// all before returning.
public class WaitReleasesAll {
    static final Object lock = new Object();
    static boolean ready, done;

    public static void main(String[] args) throws Exception {
        StringBuilder log = new StringBuilder();
        Thread deep = new Thread(() -> {
            synchronized (lock) {
                synchronized (lock) {
                    synchronized (lock) {
                        try {
                            while (!ready) lock.wait();
                        } catch (InterruptedException e) { throw new RuntimeException(e); }
                        log.append("deep woke holding lock ").append(Thread.holdsLock(lock)).append('\n');
                    }
                    log.append("depth 2 holds ").append(Thread.holdsLock(lock)).append('\n');
                }
                log.append("depth 1 holds ").append(Thread.holdsLock(lock)).append('\n');
                done = true;
                lock.notifyAll();
            }
            log.append("outside holds ").append(Thread.holdsLock(lock)).append('\n');
        }, "deep");
        deep.start();
        while (deep.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (lock) {
            System.out.println("main entered the monitor while deep waits at depth 3");
            ready = true;
            lock.notify();
            while (!done) lock.wait();
            System.out.println("main saw done");
        }
        deep.join();
        System.out.print(log);

        // two waiters each at different depths; main enters repeatedly
        final int[] wakeups = new int[1];
        Thread[] ws = new Thread[2];
        final boolean[] go = new boolean[1];
        for (int k = 0; k < 2; k++) {
            final int depth = k + 2;
            ws[k] = new Thread(() -> nest(depth, () -> {
                try {
                    while (!go[0]) lock.wait();
                    wakeups[0]++;
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }));
            ws[k].start();
        }
        for (Thread w : ws) while (w.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (lock) {
            go[0] = true;
            lock.notifyAll();
        }
        for (Thread w : ws) w.join();
        System.out.println("wakeups " + wakeups[0]);
    }

    static void nest(int depth, Runnable body) {
        synchronized (lock) {
            if (depth == 1) body.run();
            else nest(depth - 1, body);
        }
    }
}
