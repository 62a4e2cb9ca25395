import java.util.concurrent.atomic.AtomicLong;

// Parallel sum of squares into an AtomicLong; per-thread partial results.
public class SumAtomicLong {
    public static void main(String[] args) throws Exception {
        AtomicLong total = new AtomicLong();
        AtomicLong big = new AtomicLong(Long.MAX_VALUE - 10000);
        int n = 6;
        long[] partial = new long[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                long mine = 0;
                for (long i = me; i < 3000; i += n) {
                    long sq = i * i;
                    mine += sq;
                    total.addAndGet(sq);
                }
                partial[me] = mine;
                for (int i = 0; i < 1000; i++) big.incrementAndGet();
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long check = 0;
        for (int k = 0; k < n; k++) {
            System.out.println("thread " + k + " partial " + partial[k]);
            check += partial[k];
        }
        System.out.println("atomic total " + total.get());
        System.out.println("sum of partials " + check);
        System.out.println("formula " + (2999L * 3000 * 5999 / 6));
        System.out.println("big " + big.get() + " (wrapped: " + (big.get() < 0) + ")");
        System.out.println("accumulateAndGet " + total.accumulateAndGet(7, (x, y) -> x % 1000 + y));
        System.out.println("toString " + total);
    }
}
