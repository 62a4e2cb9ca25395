import java.util.concurrent.CyclicBarrier;

// A CyclicBarrier with a barrier action, reused over several phases: each
// worker fills its slice, the action (run by the last thread to arrive) sums.
public class BarrierPhases {
    static final int N = 4, PHASES = 6;
    static final long[] slots = new long[N];
    static final StringBuilder log = new StringBuilder();
    static int phase;

    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(N, () -> {
            long s = 0;
            for (long v : slots) s += v;
            log.append("phase ").append(phase).append(" sum ").append(s).append('\n');
            phase++;
        });
        System.out.println("parties " + barrier.getParties() + " waiting " + barrier.getNumberWaiting());
        Thread[] ts = new Thread[N];
        int[] arrivals = new int[N];
        for (int k = 0; k < N; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                try {
                    for (int p = 0; p < PHASES; p++) {
                        long v = 0;
                        for (int i = 0; i <= 50 * (me + 1); i++) v += (long) i * (p + 1);
                        slots[me] = v;
                        int idx = barrier.await();
                        if (idx < 0 || idx >= N) throw new AssertionError("bad arrival index " + idx);
                        arrivals[me]++;
                    }
                } catch (Exception e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.print(log);
        for (int k = 0; k < N; k++) System.out.println("thread " + k + " passed " + arrivals[k] + " barriers");
        System.out.println("broken " + barrier.isBroken() + " waiting " + barrier.getNumberWaiting());
    }
}
