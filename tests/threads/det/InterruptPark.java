import java.util.concurrent.locks.LockSupport;

// LockSupport.park: unpark before park (permit), interrupt wakes park without
// an exception and leaves the flag set, timed parkNanos returns.
public class InterruptPark {
    static volatile boolean go;
    static volatile int stage;

    static void awaitParked(Thread t, int s) {
        while (stage != s || t.getState() != Thread.State.WAITING) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        StringBuilder log = new StringBuilder();
        Thread t = new Thread(() -> {
            while (!go) Thread.yield();
            LockSupport.park(); // permit given before: returns at once
            log.append("1 returned from park with permit\n");
            stage = 1;
            LockSupport.park("blocker-object");
            log.append("2 woke from park, interrupted=").append(Thread.currentThread().isInterrupted()).append('\n');
            stage = 2;
            LockSupport.park(); // flag still set: returns at once
            log.append("3 park with flag set returns, interrupted()=").append(Thread.interrupted()).append('\n');
            log.append("4 flag after interrupted(): ").append(Thread.currentThread().isInterrupted()).append('\n');
            long t0 = System.nanoTime();
            LockSupport.parkNanos(30_000_000L);
            long dt = System.nanoTime() - t0;
            log.append("5 parkNanos returned after >= 30ms: ").append(dt >= 29_000_000L).append('\n');
            stage = 3;
            LockSupport.park();
            log.append("6 unparked by main\n");
        }, "parker");
        t.start();
        LockSupport.unpark(t);
        LockSupport.unpark(t); // permits do not accumulate
        go = true;
        awaitParked(t, 1);
        System.out.println("parker state " + t.getState());
        System.out.println("blocker " + LockSupport.getBlocker(t));
        t.interrupt();
        Thread.sleep(200); // let parkNanos(30 ms) run out without spinning (virtual time)
        awaitParked(t, 3);
        System.out.println("parker parked again, blocker " + LockSupport.getBlocker(t));
        LockSupport.unpark(t);
        t.join();
        System.out.print(log);
        System.out.println("parker state " + t.getState());
    }
}
