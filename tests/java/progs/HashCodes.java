import java.util.*;

public class HashCodes {
    public static void main(String[] args) {
        String[] strs = {"", "a", "A", "ab", "ba", "hello", "Hello", "hello world", "The quick brown fox jumps over the lazy dog", "Aa", "BB", "\u00e9", "\u4e2d\u6587", "polygenelubricants"};
        for (String s : strs) System.out.println("\"" + s.replace("\u00e9", "e'").replace("\u4e2d\u6587", "zh") + "\" " + s.hashCode());
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append((char) ('a' + i % 26));
        System.out.println("1000 chars " + big.toString().hashCode());
        System.out.println("Integer " + Integer.valueOf(0).hashCode() + " " + Integer.valueOf(-7).hashCode() + " " + Integer.hashCode(Integer.MIN_VALUE));
        System.out.println("Long " + Long.valueOf(-1).hashCode() + " " + Long.hashCode(1L << 32) + " " + Long.hashCode(Long.MIN_VALUE) + " " + Long.hashCode(123456789012345L));
        System.out.println("Double " + Double.hashCode(0.0) + " " + Double.hashCode(-0.0) + " " + Double.hashCode(1.0) + " " + Double.hashCode(Math.PI) + " " + Double.hashCode(Double.NaN) + " " + Double.hashCode(Double.POSITIVE_INFINITY));
        System.out.println("Float " + Float.hashCode(0f) + " " + Float.hashCode(1.5f) + " " + Float.hashCode(Float.NaN) + " " + Float.hashCode(-1e-40f));
        System.out.println("Boolean " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " Character " + Character.hashCode('z') + " Short " + Short.hashCode((short) -1) + " Byte " + Byte.hashCode((byte) -128));
        List<Object> list = new ArrayList<Object>(Arrays.asList(1, "two", 3.0, null, 'c', true, 5L));
        System.out.println("list " + list.hashCode() + " empty list " + new ArrayList<Object>().hashCode() + " linked same " + new LinkedList<Object>(list).hashCode() + " asList " + Arrays.asList(1, 2, 3).hashCode());
        List<List<Integer>> nested = Arrays.asList(Arrays.asList(1, 2), Arrays.asList(3), Collections.<Integer>emptyList());
        System.out.println("nested " + nested.hashCode());
        Map<String, Integer> map = new HashMap<String, Integer>();
        for (int i = 0; i < 20; i++) map.put("k" + i, i * i);
        System.out.println("map " + map.hashCode() + " tree same " + new TreeMap<String, Integer>(map).hashCode() + " linked same " + new LinkedHashMap<String, Integer>(map).hashCode());
        Map<Object, Object> nm = new HashMap<Object, Object>();
        nm.put(null, "v");
        nm.put("k", null);
        System.out.println("null entries " + nm.hashCode());
        for (Map.Entry<String, Integer> e : new TreeMap<String, Integer>(map).entrySet()) {
            if (e.getValue() > 40) break;
            System.out.print(e.getKey() + "=" + e.hashCode() + " ");
        }
        System.out.println();
        Set<Integer> set = new HashSet<Integer>();
        for (int i = -50; i < 50; i += 7) set.add(i);
        System.out.println("set " + set.hashCode() + " tree " + new TreeSet<Integer>(set).hashCode() + " strings " + new HashSet<String>(Arrays.asList(strs)).hashCode());
        System.out.println("Arrays " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new Object[] {"a", 1}) + " " + Arrays.deepHashCode(new Object[] {new int[] {1}, new String[] {"x"}}));
        System.out.println("Objects.hash " + Objects.hash("a", 1, 2.5, null, 'x') + " " + Objects.hash() + " " + Objects.hashCode(null));
        System.out.println("Optional " + Optional.of("x").hashCode() + " " + Optional.empty().hashCode());
        System.out.println("Map.Entry " + new AbstractMap.SimpleEntry<String, Integer>("key", 42).hashCode() + " " + new AbstractMap.SimpleImmutableEntry<String, String>(null, null).hashCode());
        System.out.println("String.valueOf chars " + new String(new char[] {'x', 'y'}).hashCode() + " StringBuilder content " + new StringBuilder("abc").toString().hashCode());
        // enum and Object hash codes are identity-based: only compare them, never print
        Object o = new Object();
        System.out.println("identity stable " + (o.hashCode() == o.hashCode()) + " " + (System.identityHashCode(o) == o.hashCode()));
        String s1 = "stable", s2 = new String("stable");
        System.out.println("equal strings same hash " + (s1.hashCode() == s2.hashCode()));
        int collisions = 0;
        Map<Integer, String> seen = new HashMap<Integer, String>();
        for (int a = 0; a < 26; a++) {
            for (int b = 0; b < 26; b++) {
                String w = "" + (char) ('A' + a) + (char) ('a' + b);
                String prev = seen.put(w.hashCode(), w);
                if (prev != null) collisions++;
            }
        }
        System.out.println("two-letter collisions " + collisions + " e.g. Aa/BB " + ("Aa".hashCode() == "BB".hashCode()));
    }
}
