import java.util.*;

public class ConcurrentMod {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (ConcurrentModificationException e) {
            System.out.println(label + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        final List<Integer> list = new ArrayList<Integer>(Arrays.asList(1, 2, 3, 4, 5));
        attempt("ArrayList remove in foreach", () -> {
            for (Integer i : list) if (i == 2) list.remove(i);
        });
        System.out.println("list now " + list);
        final List<Integer> list2 = new ArrayList<Integer>(Arrays.asList(1, 2, 3, 4, 5));
        attempt("ArrayList remove second-to-last (no CME quirk)", () -> {
            for (Integer i : list2) if (i == 4) list2.remove(i);
        });
        System.out.println("list2 now " + list2);
        final List<String> ll = new LinkedList<String>(Arrays.asList("a", "b", "c"));
        attempt("LinkedList add in foreach", () -> {
            for (String s : ll) if (s.equals("a")) ll.add("d");
        });
        final Map<String, Integer> map = new HashMap<String, Integer>();
        for (int i = 0; i < 10; i++) map.put("k" + i, i);
        attempt("HashMap put in keySet loop", () -> {
            for (String k : map.keySet()) if (k.equals("k3")) map.put("new", 1);
        });
        final Map<String, Integer> map2 = new HashMap<String, Integer>();
        for (int i = 0; i < 10; i++) map2.put("k" + i, i);
        attempt("HashMap value update in loop (not structural)", () -> {
            for (Map.Entry<String, Integer> e : map2.entrySet()) map2.put(e.getKey(), e.getValue() * 10);
        });
        System.out.println("map2 values sum " + sum(map2.values()));
        final TreeMap<Integer, Integer> tm = new TreeMap<Integer, Integer>();
        for (int i = 0; i < 5; i++) tm.put(i, i);
        attempt("TreeMap remove during iteration", () -> {
            for (Integer k : tm.keySet()) if (k == 1) tm.remove(3);
        });
        final Set<Integer> hs = new HashSet<Integer>(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8));
        attempt("HashSet add during iteration", () -> {
            for (Integer i : hs) if (i == 5) hs.add(100);
        });
        final ArrayDeque<Integer> dq = new ArrayDeque<Integer>(Arrays.asList(1, 2, 3));
        attempt("ArrayDeque add during iteration", () -> {
            for (Integer i : dq) if (i == 1) dq.addLast(9);
        });
        final List<Integer> safe = new ArrayList<Integer>(Arrays.asList(1, 2, 3, 4, 5, 6));
        attempt("Iterator.remove is safe", () -> {
            Iterator<Integer> it = safe.iterator();
            while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        });
        System.out.println("safe now " + safe);
        attempt("removeIf is safe", () -> safe.removeIf(x -> x > 3));
        System.out.println("safe now " + safe);
        final List<Integer> sub = new ArrayList<Integer>(Arrays.asList(1, 2, 3, 4));
        final List<Integer> view = sub.subList(1, 3);
        sub.add(5);
        attempt("subList after structural change of parent", () -> System.out.println(view.size()));
        final LinkedHashMap<String, Integer> lru = new LinkedHashMap<String, Integer>(16, 0.75f, true);
        lru.put("a", 1);
        lru.put("b", 2);
        lru.put("c", 3);
        attempt("access-ordered LinkedHashMap get during iteration", () -> {
            for (String k : lru.keySet()) lru.get("a");
        });
        final Vector<Integer> vec = new Vector<Integer>(Arrays.asList(1, 2, 3));
        attempt("Vector add during iteration", () -> {
            for (Integer i : vec) vec.add(i);
        });
        final List<Integer> idxLoop = new ArrayList<Integer>(Arrays.asList(1, 2, 3, 4, 5, 6));
        attempt("index loop removal is fine", () -> {
            for (int i = 0; i < idxLoop.size(); i++) if (idxLoop.get(i) % 2 == 1) idxLoop.remove(i--);
        });
        System.out.println("idxLoop now " + idxLoop);
    }

    static int sum(Collection<Integer> c) {
        int s = 0;
        for (int v : c) s += v;
        return s;
    }
}
