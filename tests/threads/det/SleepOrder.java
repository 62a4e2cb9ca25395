// Threads sleeping 300, 100, 200, 500 and 400 ms print in time order.  In jpor
// time is virtual; on the host the deadlines are taken from one common start
// time and are 100 ms apart, so the order is stable there too.
public class SleepOrder {
    public static void main(String[] args) throws Exception {
        int[] delays = {300, 100, 200, 500, 400};
        long t0 = System.nanoTime();
        Thread[] ts = new Thread[delays.length];
        for (int i = 0; i < delays.length; i++) {
            final int d = delays[i];
            final String name = "sleeper-" + d;
            ts[i] = new Thread(() -> {
                long elapsed = (System.nanoTime() - t0) / 1_000_000;
                try {
                    Thread.sleep(Math.max(0, d - elapsed));
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                System.out.println(name + " woke up");
            }, name);
        }
        System.out.println("starting in order 300 100 200 500 400");
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("all joined after >= 500 ms: " + ((System.nanoTime() - t0) / 1_000_000 >= 500));
    }
}
