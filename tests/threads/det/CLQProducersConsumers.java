import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

// ConcurrentLinkedQueue with 3 producers and 3 polling consumers; consumers
// stop when all producers are done and the queue is empty.
public class CLQProducersConsumers {
    public static void main(String[] args) throws Exception {
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        AtomicInteger producersLeft = new AtomicInteger(3);
        AtomicLong sum = new AtomicLong();
        AtomicInteger count = new AtomicInteger();
        int[] perConsumer = new int[3];
        Thread[] ps = new Thread[3], cs = new Thread[3];
        for (int p = 0; p < 3; p++) {
            final int base = p * 10000;
            ps[p] = new Thread(() -> {
                for (int i = 1; i <= 300; i++) q.offer(base + i);
                producersLeft.decrementAndGet();
            });
        }
        for (int c = 0; c < 3; c++) {
            final int me = c;
            cs[c] = new Thread(() -> {
                for (;;) {
                    Integer v = q.poll();
                    if (v != null) {
                        sum.addAndGet(v);
                        count.incrementAndGet();
                        perConsumer[me]++;
                    } else if (producersLeft.get() == 0 && q.isEmpty()) {
                        break;
                    } else {
                        Thread.yield();
                    }
                }
            });
        }
        for (int i = 0; i < 3; i++) { ps[i].start(); cs[i].start(); }
        for (int i = 0; i < 3; i++) { ps[i].join(); cs[i].join(); }
        System.out.println("consumed " + count.get());
        System.out.println("sum " + sum.get());
        System.out.println("per consumer total " + (perConsumer[0] + perConsumer[1] + perConsumer[2]));
        System.out.println("queue empty " + q.isEmpty() + " size " + q.size());
        for (int i = 0; i < 5; i++) q.add(i);
        System.out.println("peek " + q.peek() + " contains 3 " + q.contains(3) + " remove 3 " + q.remove(3) + " -> " + q);
    }
}
