import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

// LongAdder, LongAccumulator (max and sum) and DoubleAdder under contention.
public class SumLongAdder {
    public static void main(String[] args) throws Exception {
        LongAdder adder = new LongAdder();
        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        LongAccumulator sum = new LongAccumulator(Long::sum, 0);
        DoubleAdder dsum = new DoubleAdder();
        Thread[] ts = new Thread[5];
        for (int k = 0; k < ts.length; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 800; i++) {
                    adder.increment();
                    if (i % 2 == 0) adder.add(3);
                    if (i % 5 == 0) adder.decrement();
                    max.accumulate((long) i * 7 % 1001 + me);
                    sum.accumulate(i);
                    dsum.add(0.5);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("adder sum " + adder.sum() + " intValue " + adder.intValue() + " toString " + adder);
        System.out.println("max " + max.get());
        System.out.println("sum " + sum.get() + " then reset " + sum.getThenReset() + " now " + sum.get());
        System.out.println("double sum " + dsum.sum());
        System.out.println("sumThenReset " + adder.sumThenReset() + " after " + adder.sum());
        adder.add(-5);
        System.out.println("after add(-5) " + adder.longValue());
        adder.reset();
        System.out.println("after reset " + adder.sum());
    }
}
