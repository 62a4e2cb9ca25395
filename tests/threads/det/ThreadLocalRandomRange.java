import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

// ThreadLocalRandom per thread: values are random, so only their properties
// (ranges, counts) are printed.
public class ThreadLocalRandomRange {
    public static void main(String[] args) throws Exception {
        AtomicInteger outOfRange = new AtomicInteger();
        AtomicInteger draws = new AtomicInteger();
        boolean[] sameInstance = new boolean[4];
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                ThreadLocalRandom r = ThreadLocalRandom.current();
                sameInstance[me] = r == ThreadLocalRandom.current();
                for (int i = 0; i < 500; i++) {
                    int a = r.nextInt(10);
                    int b = r.nextInt(-5, 5);
                    long c = r.nextLong(100, 200);
                    double d = r.nextDouble();
                    double e = r.nextDouble(2.0, 3.0);
                    if (a < 0 || a >= 10 || b < -5 || b >= 5 || c < 100 || c >= 200 || d < 0 || d >= 1 || e < 2 || e >= 3)
                        outOfRange.incrementAndGet();
                    draws.incrementAndGet();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("draws " + draws.get() + " out of range " + outOfRange.get());
        System.out.println("current() stable per thread " + sameInstance[0] + sameInstance[1] + sameInstance[2] + sameInstance[3]);
        try {
            ThreadLocalRandom.current().nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): IllegalArgumentException");
        }
        int[] counts = new int[3];
        for (int i = 0; i < 3000; i++) counts[ThreadLocalRandom.current().nextInt(3)]++;
        System.out.println("all buckets used " + (counts[0] > 0 && counts[1] > 0 && counts[2] > 0));
    }
}
