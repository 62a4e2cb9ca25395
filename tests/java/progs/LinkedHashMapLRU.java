import java.util.*;

public class LinkedHashMapLRU {
    static class LRU<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        final List<String> evicted = new ArrayList<String>();
        LRU(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean remove = size() > capacity;
            if (remove) evicted.add(eldest.getKey() + "=" + eldest.getValue());
            return remove;
        }
    }

    public static void main(String[] args) {
        LinkedHashMap<String, Integer> ins = new LinkedHashMap<String, Integer>();
        for (String s : "one two three four five".split(" ")) ins.put(s, s.length());
        ins.put("two", 22);  // re-insert doesn't move
        ins.get("one");      // access doesn't move in insertion order
        System.out.println(ins + " " + ins.keySet() + " " + ins.values());
        ins.remove("three");
        ins.put("three", 3);
        System.out.println(ins);
        LinkedHashMap<String, Integer> acc = new LinkedHashMap<String, Integer>(16, 0.75f, true);
        for (String s : "a b c d e".split(" ")) acc.put(s, (int) s.charAt(0));
        acc.get("b");
        acc.get("a");
        acc.put("c", 0);
        acc.getOrDefault("e", -1);
        acc.get("zz");
        System.out.println("access order " + acc.keySet());
        LRU<Integer, String> cache = new LRU<Integer, String>(3);
        int[] ops = {1, 2, 3, 1, 4, 2, 5, 1, 3, 6, 6, 2};
        for (int k : ops) {
            String hit = cache.get(k);
            if (hit == null) cache.put(k, "v" + k);
            System.out.println("access " + k + (hit != null ? " hit " : " miss ") + cache.keySet());
        }
        System.out.println("evicted " + cache.evicted);
        System.out.println(cache + " size " + cache.size());
        // iteration of entrySet in access order and modification by iterator
        Iterator<Map.Entry<Integer, String>> it = cache.entrySet().iterator();
        it.next();
        it.remove();
        System.out.println("after removing eldest via iterator: " + cache);
        LinkedHashMap<Integer, Integer> counts = new LinkedHashMap<Integer, Integer>();
        Random rnd = new Random(99);
        for (int i = 0; i < 50; i++) {
            int v = rnd.nextInt(10);
            Integer old = counts.get(v);
            counts.put(v, old == null ? 1 : old + 1);
        }
        System.out.println("first-seen order counts " + counts);
        LinkedHashMap<String, String> copy = new LinkedHashMap<String, String>();
        copy.put("z", "1");
        copy.put("y", "2");
        copy.put("x", "3");
        Map<String, String> hm = new HashMap<String, String>(copy);
        System.out.println(copy + " equals HashMap " + copy.equals(hm) + " " + hm.equals(copy));
        copy.clear();
        copy.put("new", "n");
        System.out.println(copy);
        // LRU with strings and larger capacity
        LRU<String, Integer> words = new LRU<String, Integer>(5);
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        for (String w : text.split(" ")) {
            Integer c = words.get(w);
            words.put(w, c == null ? 1 : c + 1);
        }
        System.out.println(words + " evicted " + words.evicted.size() + " " + words.evicted);
    }
}
