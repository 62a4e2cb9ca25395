import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.CountDownLatch;

// CopyOnWriteArrayList iterators are snapshots: a writer thread adding while a
// reader iterates does not disturb the reader; addIfAbsent under contention.
public class CowSnapshot {
    public static void main(String[] args) throws Exception {
        CopyOnWriteArrayList<Integer> list = new CopyOnWriteArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i);
        Iterator<Integer> it = list.iterator();
        CountDownLatch added = new CountDownLatch(1);
        Thread writer = new Thread(() -> {
            for (int i = 10; i < 20; i++) list.add(i);
            list.remove(Integer.valueOf(0));
            list.set(1, 100);
            added.countDown();
        });
        writer.start();
        added.await();
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println("snapshot " + sb.toString().trim());
        System.out.println("now " + list);
        try {
            list.iterator().remove();
        } catch (UnsupportedOperationException | IllegalStateException e) {
            System.out.println("iterator remove: " + e.getClass().getSimpleName());
        }
        writer.join();

        CopyOnWriteArrayList<String> tags = new CopyOnWriteArrayList<>();
        CopyOnWriteArraySet<Integer> set = new CopyOnWriteArraySet<>();
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 60; i++) {
                    tags.addIfAbsent("tag" + (i % 15));
                    set.add(i % 25);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        List<String> sortedTags = new ArrayList<>(tags);
        Collections.sort(sortedTags);
        System.out.println("tags " + tags.size() + " " + sortedTags);
        List<Integer> sortedSet = new ArrayList<>(set);
        Collections.sort(sortedSet);
        System.out.println("set " + set.size() + " " + sortedSet);

        // readers iterate repeatedly while a writer appends: every snapshot is a prefix
        CopyOnWriteArrayList<Integer> growing = new CopyOnWriteArrayList<>();
        boolean[] prefixOk = {true, true};
        Thread app = new Thread(() -> { for (int i = 0; i < 100; i++) growing.add(i); });
        Thread[] readers = new Thread[2];
        for (int r = 0; r < 2; r++) {
            final int me = r;
            readers[r] = new Thread(() -> {
                for (int round = 0; round < 30; round++) {
                    int expect = 0;
                    for (int v : growing) if (v != expect++) prefixOk[me] = false;
                }
            });
        }
        app.start();
        for (Thread t : readers) t.start();
        app.join();
        for (Thread t : readers) t.join();
        System.out.println("prefix snapshots " + prefixOk[0] + " " + prefixOk[1] + ", final size " + growing.size());
    }
}
