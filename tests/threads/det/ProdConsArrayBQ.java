import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;

// ArrayBlockingQueue of capacity 2 between 3 producers and 3 consumers;
// offer/poll with timeouts on a full/empty queue; drainTo.
public class ProdConsArrayBQ {
    public static void main(String[] args) throws Exception {
        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(2);
        q.put(1);
        q.put(2);
        System.out.println("offer on full: " + q.offer(3));
        System.out.println("timed offer on full: " + q.offer(3, 30, TimeUnit.MILLISECONDS));
        System.out.println("peek " + q.peek() + " size " + q.size() + " remaining " + q.remainingCapacity());
        List<Integer> drained = new ArrayList<>();
        System.out.println("drained " + q.drainTo(drained) + " -> " + drained);
        System.out.println("timed poll on empty: " + q.poll(30, TimeUnit.MILLISECONDS));
        try {
            q.add(7); q.add(8); q.add(9);
        } catch (IllegalStateException e) {
            System.out.println("add on full: " + e.getClass().getName() + ": " + e.getMessage());
        }
        q.clear();

        final List<Integer> all = Collections.synchronizedList(new ArrayList<>());
        Thread[] ps = new Thread[3];
        Thread[] cs = new Thread[3];
        for (int p = 0; p < 3; p++) {
            final int base = (p + 1) * 100;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < 40; i++) q.put(base + i);
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int c = 0; c < 3; c++) {
            cs[c] = new Thread(() -> {
                try {
                    for (int i = 0; i < 40; i++) all.add(q.take());
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int i = 0; i < 3; i++) { cs[i].start(); ps[i].start(); }
        for (int i = 0; i < 3; i++) { ps[i].join(); cs[i].join(); }
        List<Integer> sorted = new ArrayList<>(all);
        Collections.sort(sorted);
        System.out.println("consumed " + sorted.size());
        for (int i = 0; i < sorted.size(); i += 20) System.out.println(sorted.subList(i, i + 20));
        System.out.println("queue empty: " + q.isEmpty());
    }
}
