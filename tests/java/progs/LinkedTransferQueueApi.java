import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import java.util.function.Predicate;

// LinkedTransferQueue's API in one thread: queue and collection methods, the
// weakly consistent iterator, tryTransfer with no consumer, interrupts and the
// exceptions.
public class LinkedTransferQueueApi {
    interface Op {
        Object run() throws Exception;
    }

    static void attempt(String what, Op op) {
        try {
            System.out.println(what + " -> " + op.run());
        } catch (Exception e) {
            System.out.println(what + " threw " + e.getClass().getName());
        }
    }

    static String show(Iterator<?> it) {
        StringBuilder sb = new StringBuilder();
        while (it.hasNext())
            sb.append(it.next()).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) throws Exception {
        final LinkedTransferQueue<Integer> q = new LinkedTransferQueue<Integer>();
        TransferQueue<Integer> tq = q;
        BlockingQueue<Integer> bq = q;
        System.out.println("empty " + q + " size " + q.size() + " isEmpty " + q.isEmpty()
                + " peek " + q.peek() + " poll " + q.poll());
        System.out.println("remainingCapacity " + q.remainingCapacity());
        System.out.println("offer " + q.offer(1) + " add " + q.add(2) + " timed offer "
                + q.offer(3, 1, TimeUnit.SECONDS));
        q.put(4);
        bq.put(5);
        System.out.println(q + " size " + q.size() + " peek " + q.peek() + " element " + q.element());
        System.out.println("tryTransfer(6) " + tq.tryTransfer(6) + " -> " + q + " size " + q.size());
        System.out.println("hasWaitingConsumer " + q.hasWaitingConsumer() + " count "
                + q.getWaitingConsumerCount());
        System.out.println("timed tryTransfer(7) " + q.tryTransfer(7, 20, TimeUnit.MILLISECONDS) + " -> " + q);
        System.out.println("contains 3 " + q.contains(3) + " contains 9 " + q.contains(9)
                + " contains null " + q.contains(null));
        System.out.println("remove 3 " + q.remove(3) + " remove 9 " + q.remove(9) + " remove null "
                + q.remove(null) + " -> " + q);
        System.out.println("toArray " + Arrays.toString(q.toArray()));
        System.out.println("toArray(T[0]) " + Arrays.toString(q.toArray(new Integer[0])));
        Integer[] big = new Integer[7];
        Arrays.fill(big, 99);
        Integer[] same = q.toArray(big);
        System.out.println("toArray(T[7]) " + (same == big) + " " + Arrays.toString(same));
        System.out.println("iterator " + show(q.iterator()));

        Iterator<Integer> it = q.iterator();
        it.next();
        it.next();
        it.remove();
        System.out.println("after iterator remove of second " + q);
        attempt("iterator remove twice", () -> { it.remove(); return "ok"; });
        System.out.println("rest " + show(it));
        attempt("iterator next at end", () -> it.next());
        attempt("fresh iterator remove", () -> { q.iterator().remove(); return "ok"; });

        // the iterator sees later additions and skips what was removed
        Iterator<Integer> live = q.iterator();
        q.offer(10);
        q.remove(4);
        System.out.println("live iterator " + show(live) + " of " + q);
        Iterator<Integer> polled = q.iterator();
        System.out.println("first " + polled.next());
        q.poll();
        q.poll();
        q.offer(11);
        System.out.println("after polls " + show(polled) + " of " + q);

        List<Integer> sink = new ArrayList<Integer>();
        System.out.println("addAll " + q.addAll(Arrays.asList(20, 21, 22, 23, 24)) + " -> " + q);
        System.out.println("drainTo max 2 " + q.drainTo(sink, 2) + " sink " + sink + " q " + q);
        System.out.println("drainTo max 0 " + q.drainTo(sink, 0) + " drainTo " + q.drainTo(sink)
                + " sink " + sink + " q " + q);
        attempt("drainTo(null)", () -> q.drainTo(null));
        attempt("drainTo(self)", () -> q.drainTo(q));
        attempt("addAll(self)", () -> q.addAll(q));

        q.addAll(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8));
        System.out.println("removeIf even " + q.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x % 2 == 0;
            }
        }) + " -> " + q);
        System.out.println("removeAll [1,7,9] " + q.removeAll(Arrays.asList(1, 7, 9)) + " -> " + q);
        System.out.println("retainAll [5] " + q.retainAll(Arrays.asList(5)) + " -> " + q);
        System.out.println("retainAll [5] again " + q.retainAll(Arrays.asList(5)) + " containsAll "
                + q.containsAll(Arrays.asList(5)));
        int sum = 0;
        for (int x : q)
            sum += x;
        System.out.println("for-each sum " + sum);
        q.clear();
        System.out.println("cleared " + q + " " + q.isEmpty() + " " + q.size());
        q.clear();
        attempt("element on empty", () -> q.element());
        attempt("remove() on empty", () -> q.remove());
        attempt("timed poll on empty", () -> q.poll(10, TimeUnit.MILLISECONDS));
        attempt("poll(0) on empty", () -> q.poll(0, TimeUnit.SECONDS));
        attempt("tryTransfer(1, 0s)", () -> q.tryTransfer(1, 0, TimeUnit.SECONDS));
        System.out.println("still empty " + q + " consumers " + q.getWaitingConsumerCount());

        attempt("offer(null)", () -> q.offer(null));
        attempt("add(null)", () -> q.add(null));
        attempt("put(null)", () -> { q.put(null); return "ok"; });
        attempt("timed offer(null)", () -> q.offer(null, 1, TimeUnit.SECONDS));
        attempt("tryTransfer(null)", () -> q.tryTransfer(null));
        attempt("timed tryTransfer(null)", () -> q.tryTransfer(null, 1, TimeUnit.SECONDS));
        attempt("transfer(null)", () -> { q.transfer(null); return "ok"; });
        attempt("addAll with null", () -> q.addAll(Arrays.asList(1, null, 2)));
        System.out.println("after addAll with null " + q);
        q.clear();
        attempt("constructor with null", () -> new LinkedTransferQueue<Integer>(Arrays.asList(1, null)));
        LinkedTransferQueue<String> fromList = new LinkedTransferQueue<String>(Arrays.asList("x", "y", "z"));
        System.out.println("from list " + fromList + " size " + fromList.size() + " take " + fromList.take());

        // interrupts: a call that has to wait throws and clears the flag; one
        // that does not keeps it
        Thread me = Thread.currentThread();
        me.interrupt();
        attempt("interrupted take on empty", () -> q.take());
        System.out.println("flag after " + Thread.interrupted());
        me.interrupt();
        attempt("interrupted timed poll", () -> q.poll(1, TimeUnit.SECONDS));
        System.out.println("flag after " + Thread.interrupted());
        me.interrupt();
        attempt("interrupted transfer", () -> { q.transfer(5); return "ok"; });
        System.out.println("flag after " + Thread.interrupted() + " q " + q);
        me.interrupt();
        attempt("interrupted timed tryTransfer", () -> q.tryTransfer(5, 1, TimeUnit.SECONDS));
        System.out.println("flag after " + Thread.interrupted() + " q " + q);
        me.interrupt();
        attempt("interrupted put", () -> { q.put(8); return "ok"; });
        attempt("interrupted take with data", () -> q.take());
        System.out.println("flag after " + Thread.interrupted());
        me.interrupt();
        attempt("interrupted tryTransfer", () -> q.tryTransfer(3));
        System.out.println("flag after " + Thread.interrupted() + " q " + q);

        Spliterator<Integer> sp = new LinkedTransferQueue<Integer>(Arrays.asList(3, 1, 2)).spliterator();
        System.out.println("spliterator ORDERED " + sp.hasCharacteristics(Spliterator.ORDERED)
                + " NONNULL " + sp.hasCharacteristics(Spliterator.NONNULL) + " CONCURRENT "
                + sp.hasCharacteristics(Spliterator.CONCURRENT) + " SIZED "
                + sp.hasCharacteristics(Spliterator.SIZED));
        StringBuilder sb = new StringBuilder();
        sp.forEachRemaining(x -> sb.append(x));
        System.out.println("spliterator elements " + sb);
        System.out.println("stream sum " + new LinkedTransferQueue<Integer>(Arrays.asList(4, 5, 6))
                .stream().mapToInt(Integer::intValue).sum());
        try {
            q.iterator().next();
        } catch (NoSuchElementException e) {
            System.out.println("empty iterator next threw NoSuchElementException");
        }
    }
}
