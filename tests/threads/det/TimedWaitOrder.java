// Timed waits that nobody notifies time out in deadline order; a notify
// arriving before the deadline wakes its waiter early.
public class TimedWaitOrder {
    static final Object lock = new Object();
    static boolean flag;

    public static void main(String[] args) throws Exception {
        int[] timeouts = {400, 100, 300, 200};
        long start = System.nanoTime();
        Thread[] ts = new Thread[timeouts.length];
        for (int i = 0; i < timeouts.length; i++) {
            final int ms = timeouts[i];
            ts[i] = new Thread(() -> {
                synchronized (lock) {
                    try {
                        // deadlines from one common start: stable on the host too
                        lock.wait(Math.max(1, ms - (System.nanoTime() - start) / 1_000_000));
                    } catch (InterruptedException e) { throw new RuntimeException(e); }
                    System.out.println("wait(" + ms + ") timed out");
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();

        Thread early = new Thread(() -> {
            synchronized (lock) {
                long t0 = System.currentTimeMillis();
                try {
                    while (!flag) lock.wait(10_000);
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                long dt = System.currentTimeMillis() - t0;
                System.out.println("woken by notify before the 10 s deadline: " + (dt < 5000));
            }
        });
        early.start();
        Thread.sleep(200);
        synchronized (lock) {
            flag = true;
            lock.notifyAll();
            System.out.println("main notified after 200 ms");
        }
        early.join();
        long t0 = System.currentTimeMillis();
        synchronized (lock) { lock.wait(150); }
        System.out.println("main's own wait(150) returned after >= 150 ms: " + (System.currentTimeMillis() - t0 >= 149));
        synchronized (lock) { lock.wait(0, 0 + 1); }
        System.out.println("wait(0, 1) returned");
    }
}
