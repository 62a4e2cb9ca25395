import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

// LinkedBlockingQueue: bounded single producer/consumer in FIFO order, then
// three producers and two consumers with poison pills.
public class ProdConsLinkedBQ {
    static final Integer POISON = Integer.MIN_VALUE;

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(5);
        System.out.println("remaining capacity " + q.remainingCapacity());
        List<Integer> got = new ArrayList<>();
        Thread prod = new Thread(() -> {
            try {
                for (int i = 0; i < 120; i++) q.put(i * i);
                q.put(POISON);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "producer");
        Thread cons = new Thread(() -> {
            try {
                for (Integer v; !(v = q.take()).equals(POISON);) got.add(v);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "consumer");
        prod.start();
        cons.start();
        prod.join();
        cons.join();
        System.out.println("received " + got.size());
        for (int i = 0; i < got.size(); i += 12) System.out.println(got.subList(i, Math.min(i + 12, got.size())));
        System.out.println("queue empty: " + q.isEmpty() + ", poll -> " + q.poll());
        System.out.println("poll with timeout -> " + q.poll(20, TimeUnit.MILLISECONDS));

        LinkedBlockingQueue<String> q2 = new LinkedBlockingQueue<>();
        int producers = 3, consumers = 2, per = 60;
        Thread[] ps = new Thread[producers];
        List<List<String>> seen = new ArrayList<>();
        Thread[] cs = new Thread[consumers];
        for (int p = 0; p < producers; p++) {
            final char tag = (char) ('a' + p);
            ps[p] = new Thread(() -> {
                for (int i = 0; i < per; i++) q2.offer(tag + Integer.toString(i));
            });
        }
        for (int c = 0; c < consumers; c++) {
            List<String> mine = new ArrayList<>();
            seen.add(mine);
            cs[c] = new Thread(() -> {
                try {
                    for (String s; !(s = q2.take()).equals("STOP");) mine.add(s);
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.start();
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) q2.put("STOP");
        for (Thread t : cs) t.join();
        // each consumer sees each producer's items in increasing order
        boolean fifoPerProducer = true;
        int total = 0;
        int[] perTag = new int[producers];
        for (List<String> mine : seen) {
            int[] last = {-1, -1, -1};
            for (String s : mine) {
                int p = s.charAt(0) - 'a';
                int i = Integer.parseInt(s.substring(1));
                if (i <= last[p]) fifoPerProducer = false;
                last[p] = i;
                perTag[p]++;
                total++;
            }
        }
        System.out.println("total consumed " + total);
        for (int p = 0; p < producers; p++) System.out.println("from " + (char) ('a' + p) + ": " + perTag[p]);
        System.out.println("per-producer order kept: " + fifoPerProducer);
        System.out.println("size after " + q2.size());
    }
}
