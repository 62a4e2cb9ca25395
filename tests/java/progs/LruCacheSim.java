import java.util.*;

/** Cache simulation: hand-written LRU (hash map + doubly linked list), LinkedHashMap LRU, FIFO and LFU, on several traces. */
public class LruCacheSim {
    interface Cache {
        String name();
        Integer get(int key);
        void put(int key, int value);
        int size();
        List<Integer> keysInEvictionOrder();
    }

    /** Classic LRU with an explicit doubly linked list and sentinel nodes. */
    static final class LinkedLru implements Cache {
        final class Node {
            int key, value;
            Node prev, next;
            Node(int k, int v) { key = k; value = v; }
        }

        private final int capacity;
        private final Map<Integer, Node> map = new HashMap<Integer, Node>();
        private final Node head = new Node(-1, -1), tail = new Node(-1, -1);
        int evictions;

        LinkedLru(int capacity) {
            this.capacity = capacity;
            head.next = tail;
            tail.prev = head;
        }

        public String name() { return "linked-lru"; }

        private void unlink(Node n) {
            n.prev.next = n.next;
            n.next.prev = n.prev;
        }

        private void addFront(Node n) {
            n.next = head.next;
            n.prev = head;
            head.next.prev = n;
            head.next = n;
        }

        public Integer get(int key) {
            Node n = map.get(key);
            if (n == null) return null;
            unlink(n);
            addFront(n);
            return n.value;
        }

        public void put(int key, int value) {
            Node n = map.get(key);
            if (n != null) {
                n.value = value;
                unlink(n);
                addFront(n);
                return;
            }
            if (map.size() == capacity) {
                Node lru = tail.prev;
                unlink(lru);
                map.remove(lru.key);
                evictions++;
            }
            n = new Node(key, value);
            map.put(key, n);
            addFront(n);
        }

        public int size() { return map.size(); }

        public List<Integer> keysInEvictionOrder() {
            List<Integer> keys = new ArrayList<Integer>();
            for (Node n = tail.prev; n != head; n = n.prev) keys.add(n.key);
            return keys;
        }
    }

    static final class MapLru extends LinkedHashMap<Integer, Integer> implements Cache {
        private final int capacity;
        MapLru(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }
        public String name() { return "map-lru"; }
        public Integer get(int key) { return super.get(key); }
        public void put(int key, int value) { super.put(key, value); }
        @Override protected boolean removeEldestEntry(Map.Entry<Integer, Integer> e) { return size() > capacity; }
        public List<Integer> keysInEvictionOrder() { return new ArrayList<Integer>(keySet()); }
    }

    static final class Fifo implements Cache {
        private final int capacity;
        private final Map<Integer, Integer> map = new HashMap<Integer, Integer>();
        private final ArrayDeque<Integer> order = new ArrayDeque<Integer>();
        Fifo(int capacity) { this.capacity = capacity; }
        public String name() { return "fifo"; }
        public Integer get(int key) { return map.get(key); }
        public void put(int key, int value) {
            if (!map.containsKey(key)) {
                if (map.size() == capacity) map.remove(order.pollFirst());
                order.addLast(key);
            }
            map.put(key, value);
        }
        public int size() { return map.size(); }
        public List<Integer> keysInEvictionOrder() { return new ArrayList<Integer>(order); }
    }

    static final class Lfu implements Cache {
        private final int capacity;
        private final Map<Integer, Integer> values = new HashMap<Integer, Integer>();
        private final Map<Integer, Integer> freq = new HashMap<Integer, Integer>();
        private final Map<Integer, Long> lastUse = new HashMap<Integer, Long>();
        private long clock;
        Lfu(int capacity) { this.capacity = capacity; }
        public String name() { return "lfu"; }
        public Integer get(int key) {
            Integer v = values.get(key);
            if (v != null) {
                freq.put(key, freq.get(key) + 1);
                lastUse.put(key, ++clock);
            }
            return v;
        }
        public void put(int key, int value) {
            if (!values.containsKey(key) && values.size() == capacity) {
                int victim = -1;
                for (int k : keysInEvictionOrder()) { victim = k; break; }
                values.remove(victim);
                freq.remove(victim);
                lastUse.remove(victim);
            }
            values.put(key, value);
            Integer f = freq.get(key);
            freq.put(key, f == null ? 1 : f + 1);
            lastUse.put(key, ++clock);
        }
        public int size() { return values.size(); }
        public List<Integer> keysInEvictionOrder() {
            List<Integer> keys = new ArrayList<Integer>(values.keySet());
            Collections.sort(keys, new Comparator<Integer>() {
                public int compare(Integer a, Integer b) {
                    int c = Integer.compare(freq.get(a), freq.get(b));
                    return c != 0 ? c : Long.compare(lastUse.get(a), lastUse.get(b));
                }
            });
            return keys;
        }
    }

    static int[] trace(String kind, int n, Random r) {
        int[] t = new int[n];
        for (int i = 0; i < n; i++) {
            switch (kind) {
                case "uniform": t[i] = r.nextInt(50); break;
                case "skewed": { double d = r.nextDouble(); t[i] = (int) Math.floor(d * d * d * 50); break; }
                case "loop": t[i] = i % 12; break;
                default: t[i] = (i / 7) % 5 == 0 ? r.nextInt(100) : i % 6;  // phases
            }
        }
        return t;
    }

    public static void main(String[] args) {
        String[] kinds = {"uniform", "skewed", "loop", "phased"};
        int[] capacities = {4, 10, 16};
        for (String kind : kinds) {
            int[] t = trace(kind, 3000, new Random(kind.length() * 1000 + 7));
            for (int cap : capacities) {
                Cache[] caches = {new LinkedLru(cap), new MapLru(cap), new Fifo(cap), new Lfu(cap)};
                StringBuilder sb = new StringBuilder(String.format("%-8s cap=%-3d", kind, cap));
                List<Integer> lruState = null;
                for (Cache c : caches) {
                    int hits = 0;
                    for (int k : t) {
                        if (c.get(k) != null) hits++;
                        else c.put(k, k * k);
                    }
                    sb.append(String.format(" %s=%5.1f%%", c.name(), 100.0 * hits / t.length));
                    if (c instanceof LinkedLru) lruState = c.keysInEvictionOrder();
                    if (c instanceof MapLru && !c.keysInEvictionOrder().equals(lruState)) sb.append("(state differs!)");
                }
                System.out.println(sb);
            }
        }
        LinkedLru small = new LinkedLru(3);
        int[] ops = {1, 2, 3, 1, 4, 5, 2, 1, 3, 3, 6};
        for (int k : ops) {
            Integer v = small.get(k);
            if (v == null) small.put(k, k * 10);
            System.out.println("access " + k + (v == null ? " miss" : " hit " + v) + " -> lru order " + small.keysInEvictionOrder());
        }
        System.out.println("evictions " + small.evictions + " size " + small.size());
        small.put(3, 999);
        System.out.println("update existing: " + small.get(3) + " order " + small.keysInEvictionOrder());
    }
}
