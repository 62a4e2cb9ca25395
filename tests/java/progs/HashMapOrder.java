import java.util.*;

public class HashMapOrder {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<String, Integer>();
        String[] words = "the quick brown fox jumps over the lazy dog while seven zebras quietly graze near an old abandoned windmill".split(" ");
        for (String w : words) m.put(w, m.containsKey(w) ? m.get(w) + 1 : 1);
        System.out.println(m);
        System.out.println(m.keySet());
        System.out.println(m.values());
        System.out.println(m.size() + " " + m.get("the") + " " + m.get("missing") + " " + m.containsKey("fox") + " " + m.containsValue(2));
        for (Map.Entry<String, Integer> e : m.entrySet()) System.out.print(e.getKey() + ":" + e.getValue() + " ");
        System.out.println();
        Map<Integer, String> im = new HashMap<Integer, String>();
        int[] keys = {100, 3, 17, -5, 64, 1024, 33, 65, 0, 99999, -100000, 16, 48, 7, 1 << 20, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int k : keys) im.put(k, "v" + k);
        System.out.println(im);
        // grow through several resizes
        Map<Integer, Integer> big = new HashMap<Integer, Integer>();
        for (int i = 0; i < 200; i += 3) big.put(i * 37 % 1000, i);
        System.out.println(big.keySet());
        for (int i = 0; i < 200; i += 6) big.remove(i * 37 % 1000);
        System.out.println(big);
        Map<String, String> sm = new HashMap<String, String>();
        for (int i = 0; i < 40; i++) sm.put("key" + i, "val" + (i * i));
        System.out.println(sm.keySet());
        Map<Long, Double> lm = new HashMap<Long, Double>();
        for (long i = -5; i <= 5; i++) lm.put(i * 1000000007L, i / 4.0);
        System.out.println(lm);
        Map<Double, Character> dm = new HashMap<Double, Character>();
        double[] ds = {0.5, -0.0, 0.0, 1e10, Double.NaN, 3.14, -2.5};
        char c = 'a';
        for (double d : ds) dm.put(d, c++);
        System.out.println(dm + " NaN lookup " + dm.get(Double.NaN) + " -0.0 lookup " + dm.get(-0.0));
        Map<Character, Boolean> cm = new HashMap<Character, Boolean>();
        for (char ch : "hello world".toCharArray()) cm.put(ch, Character.isLetter(ch));
        System.out.println(cm);
        Map<Boolean, String> bm = new HashMap<Boolean, String>();
        bm.put(true, "yes");
        bm.put(false, "no");
        System.out.println(bm);
        // null key and values
        Map<String, String> nm = new HashMap<String, String>();
        nm.put(null, "nullkey");
        nm.put("a", null);
        nm.put("b", "bee");
        System.out.println(nm + " " + nm.get(null) + " " + nm.containsKey("a") + " " + nm.get("a") + " " + nm.containsValue(null));
        // API methods
        Map<String, Integer> api = new HashMap<String, Integer>();
        System.out.println(api.put("x", 1) + " " + api.put("x", 2) + " " + api.putIfAbsent("x", 3) + " " + api.putIfAbsent("y", 4) + " " + api.getOrDefault("z", -1));
        System.out.println(api.remove("y") + " " + api.remove("nope") + " " + api.replace("x", 10) + " " + api.replace("q", 1) + " " + api);
        api.put("k1", 5);
        api.put("k2", 6);
        api.merge("k1", 100, (a, b) -> a + b);
        api.merge("k3", 7, (a, b) -> a + b);
        api.merge("k2", 0, (a, b) -> null);
        api.compute("x", (k, v) -> v == null ? 0 : v * 2);
        api.computeIfAbsent("k4", k -> k.length());
        api.replaceAll((k, v) -> v + 1);
        System.out.println(api);
        Map<String, Integer> copy = new HashMap<String, Integer>(api);
        System.out.println(copy.equals(api) + " " + (copy.hashCode() == api.hashCode()) + " hash " + api.hashCode());
        copy.keySet().remove("x");
        copy.values().remove(8);
        System.out.println(copy);
        Iterator<Map.Entry<String, Integer>> it = copy.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() > 100) it.remove();
            else e.setValue(-e.getValue());
        }
        System.out.println(copy);
        // colliding hashes: "Aa" and "BB"
        Map<String, Integer> coll = new HashMap<String, Integer>();
        String[] cs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "C#", "Bb"};
        for (int i = 0; i < cs.length; i++) coll.put(cs[i], i);
        System.out.println(coll);
        coll.remove("BB");
        System.out.println(coll + " " + coll.get("Aa") + " " + coll.get("BB"));
        Set<Map.Entry<String, Integer>> es = new HashMap<String, Integer>(coll).entrySet();
        System.out.println(es.size() + " " + es.iterator().next());
        HashMap<String, Integer> cleared = new HashMap<String, Integer>(m);
        cleared.clear();
        System.out.println(cleared + " " + cleared.isEmpty());
    }
}
