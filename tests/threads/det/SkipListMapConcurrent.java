import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;

// ConcurrentSkipListMap/Set filled by several threads: sorted views and
// navigation are deterministic.
public class SkipListMapConcurrent {
    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<Integer, String> map = new ConcurrentSkipListMap<>();
        ConcurrentSkipListSet<String> set = new ConcurrentSkipListSet<>();
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = me; i < 200; i += 4) {
                    map.put(i * 7 % 200, "v" + i);
                    set.add("s" + (i % 30));
                    if (i % 10 == 0) map.putIfAbsent(1000 + i, "extra");
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("size " + map.size() + " first " + map.firstKey() + " last " + map.lastKey());
        System.out.println("head(10) " + map.headMap(10));
        System.out.println("tail(1150) " + map.tailMap(1150));
        System.out.println("floor(1005) " + map.floorKey(1005) + " ceiling(1005) " + map.ceilingKey(1005)
            + " higher(199) " + map.higherKey(199) + " lower(0) " + map.lowerKey(0));
        System.out.println("sub(95,105) " + map.subMap(95, 105));
        StringBuilder desc = new StringBuilder();
        int shown = 0;
        for (Integer k : map.descendingMap().keySet()) {
            if (shown++ == 5) break;
            desc.append(k).append(' ');
        }
        System.out.println("descending first 5 " + desc.toString().trim());
        Map.Entry<Integer, String> e = map.pollFirstEntry();
        System.out.println("pollFirst " + e.getKey() + "=" + e.getValue() + " new first " + map.firstKey());
        System.out.println("set " + set.size() + " " + set.first() + ".." + set.last());
        System.out.println("set head(s12) " + set.headSet("s12"));
        // concurrent removers
        Thread[] rs = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int me = k;
            rs[k] = new Thread(() -> { for (int i = me; i < 200; i += 2) if (i % 3 == 0) map.remove(i); });
        }
        for (Thread t : rs) t.start();
        for (Thread t : rs) t.join();
        System.out.println("after removals " + map.size() + " keys<20 " + map.headMap(20).keySet());
    }
}
