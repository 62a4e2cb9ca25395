import java.util.concurrent.Semaphore;

// Two threads try to take the only permit; exactly one succeeds.
public class SemaphoreTryRace {
    public static void main(String[] args) throws Exception {
        Semaphore s = new Semaphore(1);
        boolean[] got = new boolean[2];
        Thread a = new Thread(() -> got[0] = s.tryAcquire());
        Thread b = new Thread(() -> got[1] = s.tryAcquire());
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("A=" + got[0] + " B=" + got[1] + " permits=" + s.availablePermits());
    }
}
