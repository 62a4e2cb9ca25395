import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

// 200 short-lived threads, started in waves, each incrementing shared counters;
// thread ids are unique and every thread is joined.
public class ManyThreads {
    static int syncCount;
    static synchronized void inc() { syncCount++; }

    public static void main(String[] args) throws Exception {
        AtomicInteger atomic = new AtomicInteger();
        Set<Long> ids = new HashSet<>();
        int waves = 4, perWave = 50;
        for (int w = 0; w < waves; w++) {
            Thread[] ts = new Thread[perWave];
            for (int i = 0; i < perWave; i++) {
                final int me = w * perWave + i;
                ts[i] = new Thread(() -> {
                    for (int k = 0; k <= me % 7; k++) {
                        inc();
                        atomic.incrementAndGet();
                    }
                });
                ts[i].start();
                synchronized (ids) { ids.add(ts[i].getId()); }
            }
            int alive = 0;
            for (Thread t : ts) t.join();
            for (Thread t : ts) if (t.isAlive()) alive++;
            System.out.println("wave " + w + " done, alive " + alive + ", counts " + syncCount + " " + atomic.get());
        }
        int expect = 0;
        for (int me = 0; me < waves * perWave; me++) expect += me % 7 + 1;
        System.out.println("expected " + expect + ", distinct ids " + ids.size() + ", main id " + Thread.currentThread().getId());
        System.out.println("last unnamed thread name " + new Thread(() -> {}).getName());
    }
}
