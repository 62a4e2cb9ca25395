import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

// Atomic field updaters on volatile fields, from several threads.
public class FieldUpdaters {
    static final class Stats {
        volatile int hits;
        volatile long bytes;
        volatile String last = "none";
    }
    static final AtomicIntegerFieldUpdater<Stats> HITS = AtomicIntegerFieldUpdater.newUpdater(Stats.class, "hits");
    static final AtomicLongFieldUpdater<Stats> BYTES = AtomicLongFieldUpdater.newUpdater(Stats.class, "bytes");
    static final AtomicReferenceFieldUpdater<Stats, String> LAST =
        AtomicReferenceFieldUpdater.newUpdater(Stats.class, String.class, "last");

    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Stats other = new Stats();
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 600; i++) {
                    HITS.incrementAndGet(s);
                    BYTES.addAndGet(s, i + me);
                    if (i % 100 == 0) HITS.getAndAdd(other, 10);
                }
                LAST.compareAndSet(s, "none", "set once");
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("hits " + s.hits + " bytes " + s.bytes + " last " + s.last);
        System.out.println("other hits " + HITS.get(other) + " other bytes " + BYTES.get(other) + " other last " + LAST.get(other));
        System.out.println("cas hits " + HITS.compareAndSet(s, 2400, 0) + " -> " + s.hits);
        System.out.println("getAndSet last " + LAST.getAndSet(s, "x") + " -> " + s.last);
        System.out.println("updateAndGet bytes " + BYTES.updateAndGet(s, b -> b / 2));
        System.out.println("getAndIncrement " + HITS.getAndIncrement(s) + " decrementAndGet " + HITS.decrementAndGet(s));
        try {
            AtomicIntegerFieldUpdater.newUpdater(Stats.class, "nosuch");
        } catch (RuntimeException e) {
            System.out.println("missing field: " + e.getClass().getSimpleName());
        }
    }
}
