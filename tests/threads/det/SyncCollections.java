import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

// Collections.synchronizedList/Map/Set under concurrent updates; iteration
// while holding the collection's own lock.
public class SyncCollections {
    public static void main(String[] args) throws Exception {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        Map<String, Integer> map = Collections.synchronizedMap(new HashMap<>());
        Set<Integer> set = Collections.synchronizedSet(new HashSet<>());
        int n = 4;
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 300; i++) {
                    list.add(me * 1000 + i);
                    String key = "k" + (i % 20);
                    synchronized (map) {
                        Integer old = map.get(key);
                        map.put(key, old == null ? 1 : old + 1);
                    }
                    set.add(i % 37);
                }
            });
        }
        for (Thread t : ts) t.start();
        // a reader iterating under the list's lock while writers run
        Thread reader = new Thread(() -> {
            for (int r = 0; r < 20; r++) {
                synchronized (list) {
                    int count = 0;
                    for (Integer v : list) if (v != null) count++;
                    if (count != list.size()) System.out.println("size mismatch");
                }
            }
        });
        reader.start();
        for (Thread t : ts) t.join();
        reader.join();
        System.out.println("list size " + list.size());
        List<Integer> sorted = new ArrayList<>(list);
        Collections.sort(sorted);
        System.out.println("first " + sorted.subList(0, 5) + " last " + sorted.subList(sorted.size() - 5, sorted.size()));
        boolean perThreadOrder = true;
        int[] last = {-1, -1, -1, -1};
        synchronized (list) {
            for (int v : list) {
                if (v % 1000 <= last[v / 1000]) perThreadOrder = false;
                last[v / 1000] = v % 1000;
            }
        }
        System.out.println("each thread's adds in its order: " + perThreadOrder);
        System.out.println("map " + new TreeMap<>(map));
        System.out.println("set size " + set.size() + " contains 36 " + set.contains(36) + " contains 37 " + set.contains(37));
        List<Integer> unmod = Collections.unmodifiableList(list);
        try {
            unmod.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable view rejects add");
        }
    }
}
