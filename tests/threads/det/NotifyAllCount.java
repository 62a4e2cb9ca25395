// notify wakes one waiter at a time, notifyAll wakes all; waiters use a
// condition loop on shared tickets.
public class NotifyAllCount {
    static final Object lock = new Object();
    static int tickets;
    static int served;
    static boolean closed;

    public static void main(String[] args) throws Exception {
        int n = 5;
        int[] gotPerThread = new int[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                synchronized (lock) {
                    for (;;) {
                        while (tickets == 0 && !closed) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        if (tickets == 0) return;
                        tickets--;
                        served++;
                        gotPerThread[me]++;
                        lock.notifyAll();
                    }
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) while (t.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("all " + n + " waiting");
        for (int i = 0; i < 12; i++) {
            synchronized (lock) {
                tickets++;
                lock.notify();
                while (tickets > 0) lock.wait();
                System.out.println("ticket " + i + " served, total " + served);
            }
        }
        synchronized (lock) {
            tickets = 30;
            lock.notifyAll();
            while (tickets > 0) lock.wait();
            System.out.println("batch of 30 served, total " + served);
            closed = true;
            lock.notifyAll();
        }
        for (Thread t : ts) t.join();
        int sum = 0;
        for (int g : gotPerThread) sum += g;
        System.out.println("per-thread sum " + sum + ", served " + served);
        for (Thread t : ts) System.out.println(t.getName() + " " + t.getState());
    }
}
