import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

// A histogram in an AtomicIntegerArray filled by 4 threads; AtomicLongArray
// and AtomicReferenceArray operations.
public class AtomicArrays {
    public static void main(String[] args) throws Exception {
        AtomicIntegerArray hist = new AtomicIntegerArray(10);
        AtomicLongArray sums = new AtomicLongArray(10);
        AtomicReferenceArray<String> owners = new AtomicReferenceArray<>(10);
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                int x = me + 1;
                for (int i = 0; i < 700; i++) {
                    x = (x * 37 + 11) % 1000;
                    int b = x % 10;
                    hist.incrementAndGet(b);
                    sums.addAndGet(b, x);
                    owners.compareAndSet(b, null, "claimed");
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("histogram " + hist);
        int total = 0;
        for (int i = 0; i < hist.length(); i++) total += hist.get(i);
        System.out.println("total " + total);
        System.out.println("sums " + sums);
        System.out.println("owners " + owners);
        System.out.println("getAndAdd(3, 5) " + hist.getAndAdd(3, 5) + " -> " + hist.get(3));
        System.out.println("compareAndSet(0, 0, 1) " + hist.compareAndSet(0, 0, 1) + " getAndSet(0, 42) " + hist.getAndSet(0, 42));
        System.out.println("updateAndGet " + hist.updateAndGet(1, v -> v * 2) + " accumulateAndGet " + hist.accumulateAndGet(2, 1000, Math::max));
        System.out.println("decrementAndGet(9) " + hist.decrementAndGet(9) + " getAndDecrement(9) " + hist.getAndDecrement(9) + " -> " + hist.get(9));
        hist.set(4, -1);
        hist.lazySet(5, -2);
        System.out.println("after set/lazySet " + hist);
        int[] src = {5, 6, 7};
        AtomicIntegerArray copy = new AtomicIntegerArray(src);
        src[0] = 99;
        System.out.println("copy is independent " + copy);
        try {
            hist.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("out of bounds: " + e.getClass().getSimpleName());
        }
        AtomicLongArray la = new AtomicLongArray(new long[] {Long.MAX_VALUE, 0});
        System.out.println("long wrap " + la.incrementAndGet(0) + " " + la.getAndIncrement(1) + " " + la);
    }
}
