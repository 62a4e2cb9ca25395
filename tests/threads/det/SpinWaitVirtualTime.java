// A thread busy-waits (with Thread.yield) for the effect of another thread's
// Thread.sleep, and for the clock to pass a deadline.  Both end under java.
// In jpor, whose clock is virtual, this needs time to advance even though a
// thread is always runnable (e.g. when every runnable thread only spins).
public class SpinWaitVirtualTime {
    static volatile boolean woke;

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(50); } catch (InterruptedException e) { return; }
            woke = true;
        }, "sleeper");
        sleeper.start();
        long spins = 0;
        while (!woke) {
            Thread.yield();
            spins++;
        }
        System.out.println("saw the sleeper wake up after spinning: " + (spins > 0));
        sleeper.join();
        long deadline = System.currentTimeMillis() + 30;
        while (System.currentTimeMillis() < deadline) Thread.onSpinWait();
        System.out.println("a 30 ms busy-wait on currentTimeMillis ends");
        long t0 = System.nanoTime();
        while (System.nanoTime() - t0 < 20_000_000L) { }
        System.out.println("a 20 ms busy-wait on nanoTime ends");
    }
}
