import java.util.*;

public class HashSetOrder {
    public static void main(String[] args) {
        Set<String> s = new HashSet<String>();
        for (String w : "banana apple cherry date elderberry fig grape honeydew kiwi lemon mango nectarine orange papaya quince".split(" ")) s.add(w);
        System.out.println(s);
        System.out.println(s.size() + " " + s.contains("kiwi") + " " + s.contains("lime") + " " + s.add("apple") + " " + s.add("lime") + " " + s.remove("banana") + " " + s.remove("banana"));
        System.out.println(s);
        Set<Integer> is = new HashSet<Integer>();
        for (int i = 0; i < 60; i++) is.add((i * 7919) % 257 - 128);
        System.out.println(is);
        Set<Integer> evens = new HashSet<Integer>();
        for (int x : is) if (x % 2 == 0) evens.add(x);
        Set<Integer> inter = new HashSet<Integer>(is);
        inter.retainAll(evens);
        Set<Integer> diff = new HashSet<Integer>(is);
        diff.removeAll(evens);
        System.out.println(inter.equals(evens) + " " + diff.size() + " " + (diff.size() + evens.size() == is.size()));
        Set<String> union = new HashSet<String>(Arrays.asList("a", "b", "c"));
        union.addAll(Arrays.asList("c", "d", "e", "a"));
        System.out.println(union + " hash " + union.hashCode() + " " + union.containsAll(Arrays.asList("a", "e")));
        Set<Character> chars = new HashSet<Character>();
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) chars.add(c);
        System.out.println(chars.size() + " " + chars);
        Set<Long> longs = new HashSet<Long>();
        for (long l = 1; l < (1L << 62); l *= 7) longs.add(l);
        System.out.println(longs);
        Set<Object> mixed = new HashSet<Object>();
        mixed.add(1);
        mixed.add(1L);
        mixed.add("1");
        mixed.add('1');
        mixed.add(1.0);
        mixed.add(null);
        System.out.println(mixed.size() + " " + mixed.contains(null) + " " + mixed.contains(1) + " " + mixed.contains((short) 1));
        Iterator<String> it = s.iterator();
        while (it.hasNext()) if (it.next().length() > 5) it.remove();
        System.out.println(s);
        LinkedHashSet<String> lhs = new LinkedHashSet<String>();
        for (String w : "zeta alpha mu beta alpha zeta gamma".split(" ")) lhs.add(w);
        System.out.println(lhs + " " + lhs.size());
        lhs.remove("mu");
        lhs.add("mu");
        lhs.add("alpha");
        System.out.println(lhs);
        Set<String> fromLinked = new HashSet<String>(lhs);
        System.out.println(fromLinked.equals(lhs) + " " + lhs.equals(fromLinked) + " " + (fromLinked.hashCode() == lhs.hashCode()));
        Set<List<Integer>> setOfLists = new HashSet<List<Integer>>();
        setOfLists.add(Arrays.asList(1, 2));
        setOfLists.add(Arrays.asList(2, 1));
        setOfLists.add(new ArrayList<Integer>(Arrays.asList(1, 2)));
        System.out.println(setOfLists.size() + " " + setOfLists.contains(Arrays.asList(2, 1)));
        String[] arr = s.toArray(new String[0]);
        Arrays.sort(arr);
        System.out.println(Arrays.toString(arr));
        Set<Integer> large = new HashSet<Integer>();
        for (int i = 0; i < 5000; i++) large.add(i * i % 10007);
        int sum = 0;
        for (int v : large) sum += v;
        System.out.println(large.size() + " " + sum);
        StringBuilder firstTwenty = new StringBuilder();
        int n = 0;
        for (int v : large) {
            if (n++ >= 20) break;
            firstTwenty.append(v).append(' ');
        }
        System.out.println(firstTwenty);
    }
}
