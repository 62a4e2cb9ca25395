import java.util.*;

public class TreeMapNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<Integer, String>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 25, 35, 65, 85, 5};
        for (int k : keys) tm.put(k, "v" + k);
        System.out.println(tm);
        System.out.println("first " + tm.firstKey() + " last " + tm.lastKey() + " firstEntry " + tm.firstEntry() + " lastEntry " + tm.lastEntry());
        int[] probes = {0, 5, 22, 25, 50, 66, 90, 100};
        for (int p : probes) {
            System.out.println(p + ": floor " + tm.floorKey(p) + " ceiling " + tm.ceilingKey(p) + " lower " + tm.lowerKey(p) + " higher " + tm.higherKey(p)
                    + " floorEntry " + tm.floorEntry(p) + " higherEntry " + tm.higherEntry(p));
        }
        System.out.println("headMap(30) " + tm.headMap(30) + " headMap(30,true) " + tm.headMap(30, true));
        System.out.println("tailMap(70) " + tm.tailMap(70) + " tailMap(70,false) " + tm.tailMap(70, false));
        System.out.println("subMap(20,70) " + tm.subMap(20, 70) + " subMap(20,false,70,true) " + tm.subMap(20, false, 70, true));
        System.out.println("descendingMap " + tm.descendingMap());
        System.out.println("descendingKeySet " + tm.descendingKeySet() + " navigableKeySet " + tm.navigableKeySet());
        SortedMap<Integer, String> view = tm.subMap(25, 80);
        view.put(60, "v60-added-through-view");
        System.out.println("after view put: " + tm.get(60) + " view size " + view.size());
        try {
            view.put(99, "out of range");
        } catch (IllegalArgumentException e) {
            System.out.println("view range: " + e.getClass().getSimpleName());
        }
        tm.headMap(20).clear();
        System.out.println("after headMap(20).clear " + tm);
        System.out.println("pollFirst " + tm.pollFirstEntry() + " pollLast " + tm.pollLastEntry() + " -> " + tm);
        NavigableMap<Integer, String> desc = tm.descendingMap();
        System.out.println("desc first " + desc.firstKey() + " desc floor(33) " + desc.floorKey(33) + " desc ceiling(33) " + desc.ceilingKey(33) + " desc head(35) " + desc.headMap(35));
        TreeMap<String, Integer> byLen = new TreeMap<String, Integer>(new Comparator<String>() {
            public int compare(String a, String b) { return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b); }
        });
        for (String w : "pear fig banana kiwi apple plum date cherry".split(" ")) byLen.put(w, w.length());
        System.out.println(byLen + " comparator? " + (byLen.comparator() != null));
        TreeMap<String, Integer> rev = new TreeMap<String, Integer>(Collections.reverseOrder());
        rev.putAll(byLen);
        System.out.println(rev);
        TreeMap<String, List<String>> index = new TreeMap<String, List<String>>(String.CASE_INSENSITIVE_ORDER);
        for (String w : "Apple avocado Banana blueberry cherry Cranberry apple".split(" ")) {
            String key = w.substring(0, 1);
            if (!index.containsKey(key)) index.put(key, new ArrayList<String>());
            index.get(key).add(w);
        }
        System.out.println(index);
        // entry iteration and setValue
        for (Map.Entry<Integer, String> e : tm.entrySet()) e.setValue(e.getValue().toUpperCase());
        System.out.println(tm);
        Iterator<Integer> it = tm.keySet().iterator();
        while (it.hasNext()) if (it.next() % 20 == 5) it.remove();
        System.out.println("after iterator removal " + tm);
        // large random tree
        TreeMap<Integer, Integer> big = new TreeMap<Integer, Integer>();
        Random r = new Random(2024);
        for (int i = 0; i < 2000; i++) big.merge(r.nextInt(500), 1, Integer::sum);
        System.out.println("size " + big.size() + " first " + big.firstEntry() + " last " + big.lastEntry() + " floor(250) " + big.floorEntry(250) + " sub(100,110) " + big.subMap(100, 110));
        int total = 0;
        for (int v : big.values()) total += v;
        System.out.println("total " + total);
        for (int i = 0; i < 500; i += 2) big.remove(i);
        System.out.println("after removing evens size " + big.size() + " head(20) " + big.headMap(20));
        TreeMap<String, Integer> empty = new TreeMap<String, Integer>();
        System.out.println(empty.firstEntry() + " " + empty.floorKey("x") + " " + empty.pollFirstEntry());
        try {
            empty.firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("firstKey on empty: " + e.getClass().getSimpleName());
        }
        try {
            empty.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        System.out.println(tm.equals(new TreeMap<Integer, String>(tm)) + " " + tm.hashCode() + " " + new HashMap<Integer, String>(tm).equals(tm));
    }
}
