// Interrupting a thread BLOCKED on monitor entry does not unblock it; it
// enters once the monitor is released, with its interrupt flag still set.
public class InterruptBlockedMonitor {
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        String[] log = new String[3];
        Thread t = new Thread(() -> {
            synchronized (lock) {
                log[0] = "entered, interrupted flag " + Thread.currentThread().isInterrupted();
            }
            try {
                Thread.sleep(1);
                log[1] = "slept";
            } catch (InterruptedException e) {
                log[1] = "sleep threw at once, flag now " + Thread.currentThread().isInterrupted();
            }
            log[2] = "done";
        }, "blocked");
        synchronized (lock) {
            t.start();
            while (t.getState() != Thread.State.BLOCKED) Thread.yield();
            t.interrupt();
            for (int i = 0; i < 1000; i++) Thread.yield();
            System.out.println("after interrupt, still " + t.getState() + ", flag " + t.isInterrupted());
        }
        t.join();
        for (String s : log) System.out.println(s);
    }
}
