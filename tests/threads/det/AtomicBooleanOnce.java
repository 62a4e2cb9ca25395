import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.CountDownLatch;

// Exactly one of many racing threads wins compareAndSet on an AtomicBoolean;
// an initialise-once holder built on it.
public class AtomicBooleanOnce {
    static final AtomicBoolean initialized = new AtomicBoolean();
    static final AtomicInteger initRuns = new AtomicInteger();
    static volatile String resource;

    static String get() {
        if (initialized.compareAndSet(false, true)) {
            initRuns.incrementAndGet();
            resource = "the resource";
        }
        String r;
        while ((r = resource) == null) Thread.yield();
        return r;
    }

    public static void main(String[] args) throws Exception {
        int rounds = 20, n = 4;
        int totalWinners = 0;
        for (int round = 0; round < rounds; round++) {
            AtomicBoolean flag = new AtomicBoolean(false);
            AtomicInteger winners = new AtomicInteger();
            CountDownLatch go = new CountDownLatch(1);
            Thread[] ts = new Thread[n];
            for (int k = 0; k < n; k++) {
                ts[k] = new Thread(() -> {
                    try { go.await(); } catch (InterruptedException e) { return; }
                    if (flag.compareAndSet(false, true)) winners.incrementAndGet();
                });
                ts[k].start();
            }
            go.countDown();
            for (Thread t : ts) t.join();
            totalWinners += winners.get();
            if (round % 5 == 0) System.out.println("round " + round + ": winners " + winners.get() + ", flag " + flag.get());
        }
        System.out.println("total winners over " + rounds + " rounds: " + totalWinners);
        Thread[] ts = new Thread[5];
        String[] got = new String[5];
        for (int k = 0; k < 5; k++) {
            final int me = k;
            ts[k] = new Thread(() -> got[me] = get());
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("init runs " + initRuns.get() + ", all got " + String.join("|", got));
        AtomicBoolean b = new AtomicBoolean(true);
        System.out.println("getAndSet " + b.getAndSet(false) + " get " + b.get() + " toString " + b
            + " weakCompareAndSet " + b.weakCompareAndSetPlain(false, true) + " -> " + b.get());
    }
}
