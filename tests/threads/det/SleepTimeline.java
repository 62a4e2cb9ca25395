// Three tickers sleeping to absolute times (from a common start) print a
// merged timeline: A every 200 ms, B at 300/700/1100, C at 100/500/900, so
// ticks are at least 100 ms apart and the order is stable on the host too.
public class SleepTimeline {
    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Thread a = ticker("A", t0, 200, 200, 5);
        Thread b = ticker("B", t0, 300, 400, 3);
        Thread c = ticker("C", t0, 100, 400, 3);
        a.start(); b.start(); c.start();
        a.join(); b.join(); c.join();
        long elapsed = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("elapsed at least 1100 ms: " + (elapsed >= 1100));
    }

    static Thread ticker(String name, long t0, int first, int period, int ticks) {
        return new Thread(() -> {
            long next = first;
            try {
                for (int i = 0; i < ticks; i++) {
                    long now = (System.nanoTime() - t0) / 1_000_000;
                    if (next > now) Thread.sleep(next - now);
                    System.out.println(name + " tick " + i + " at " + next + " ms");
                    next += period;
                }
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, name);
    }
}
