import java.util.ArrayList;
import java.util.List;

// Bounded buffer with wait/notifyAll: one producer, one consumer (FIFO order is
// deterministic), then two producers and two consumers (totals are deterministic).
public class ProdConsWaitNotify {
    static final class Buffer {
        private final int[] items;
        private int head, tail, count;
        int maxSeen;
        Buffer(int cap) { items = new int[cap]; }
        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[tail] = v;
            tail = (tail + 1) % items.length;
            count++;
            if (count > maxSeen) maxSeen = count;
            notifyAll();
        }
        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
        synchronized int size() { return count; }
    }

    public static void main(String[] args) throws Exception {
        final Buffer buf = new Buffer(4);
        final List<Integer> got = new ArrayList<>();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 200; i++) buf.put(i * 3 + 1);
                buf.put(-1);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (;;) {
                    int v = buf.take();
                    if (v < 0) break;
                    got.add(v);
                }
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("single pair: received " + got.size() + " items");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < got.size(); i++) {
            sb.append(got.get(i));
            if (i % 20 == 19) { System.out.println(sb); sb.setLength(0); } else sb.append(' ');
        }
        boolean inOrder = true;
        for (int i = 0; i < got.size(); i++) if (got.get(i) != i * 3 + 1) inOrder = false;
        System.out.println("in order: " + inOrder);
        System.out.println("capacity respected: " + (buf.maxSeen <= 4));
        System.out.println("left in buffer: " + buf.size());

        // two producers, two consumers
        final Buffer buf2 = new Buffer(3);
        final long[] sums = new long[2];
        final int[] counts = new int[2];
        Thread[] ps = new Thread[2];
        Thread[] cs = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int base = p * 1000;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= 150; i++) buf2.put(base + i);
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int c = 0; c < 2; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                try {
                    for (;;) {
                        int v = buf2.take();
                        if (v < 0) break;
                        sums[id] += v;
                        counts[id]++;
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : ps) t.start();
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.join();
        buf2.put(-1);
        buf2.put(-1);
        for (Thread t : cs) t.join();
        System.out.println("two pairs: total items " + (counts[0] + counts[1]));
        System.out.println("two pairs: total sum " + (sums[0] + sums[1]));
        long expect = 0;
        for (int p = 0; p < 2; p++) for (int i = 1; i <= 150; i++) expect += p * 1000 + i;
        System.out.println("expected sum " + expect);
        System.out.println("capacity respected: " + (buf2.maxSeen <= 3));
        System.out.println("left in buffer: " + buf2.size());
    }
}
