import java.util.Date;

// Programs that wait for the clock without sleeping: a loop until
// currentTimeMillis passes a deadline, one on nanoTime, a spin on a volatile
// flag that a sleeping thread sets, and the date of "now" (the real one).
public class ClockSpin {
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        long end = System.currentTimeMillis() + 50;
        long n = 0;
        while (System.currentTimeMillis() < end) n++;
        System.out.println("currentTimeMillis loop ended: " + (n > 0));
        long t0 = System.nanoTime();
        while (System.nanoTime() - t0 < 10_000_000L) n++;
        System.out.println("nanoTime loop ended");
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                return;
            }
            stop = true;
        });
        t.start();
        long k = 0;
        while (!stop) k++;
        t.join();
        System.out.println("spin on a flag a sleeper sets ended: " + (k > 0));
        @SuppressWarnings("deprecation")
        int year = new Date().getYear() + 1900;
        System.out.println("now is after 2025: " + (year > 2025));
        long before = System.currentTimeMillis();
        Thread.sleep(20);
        System.out.println("sleep(20) took at least 20 ms: " + (System.currentTimeMillis() - before >= 20));
    }
}
