import java.util.concurrent.atomic.AtomicInteger;

// Parallel increments on AtomicInteger with several of its operations.
public class SumAtomicInteger {
    public static void main(String[] args) throws Exception {
        AtomicInteger a = new AtomicInteger();
        AtomicInteger casOps = new AtomicInteger();
        AtomicInteger maxSeen = new AtomicInteger(Integer.MIN_VALUE);
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 1000; i++) {
                    switch (i % 4) {
                        case 0: a.incrementAndGet(); break;
                        case 1: a.getAndIncrement(); break;
                        case 2: a.addAndGet(2); a.decrementAndGet(); break;
                        default: {
                            int v;
                            do { v = a.get(); } while (!a.compareAndSet(v, v + 1));
                            casOps.incrementAndGet();
                        }
                    }
                    int val = i * 4 + me;
                    maxSeen.accumulateAndGet(val, Math::max);
                }
                a.updateAndGet(x -> x + 10);
                a.getAndUpdate(x -> x + 5);
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("value " + a.get());
        System.out.println("expected " + (4 * 1000 + 4 * 15));
        System.out.println("cas loops " + casOps);
        System.out.println("max seen " + maxSeen.get());
        System.out.println("getAndSet -> " + a.getAndSet(-3) + ", now " + a);
        System.out.println("compareAndSet(0,1) " + a.compareAndSet(0, 1) + ", compareAndSet(-3,7) " + a.compareAndSet(-3, 7));
        System.out.println("intValue " + a.intValue() + " longValue " + a.longValue() + " doubleValue " + a.doubleValue());
        a.lazySet(99);
        System.out.println("after lazySet " + a.get() + ", getAndAdd(1) " + a.getAndAdd(1) + ", now " + a.get());
    }
}
