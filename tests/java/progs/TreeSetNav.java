import java.util.*;

public class TreeSetNav {
    public static void main(String[] args) {
        TreeSet<String> ts = new TreeSet<String>(Arrays.asList("mango", "apple", "kiwi", "banana", "cherry", "fig", "date", "apple"));
        System.out.println(ts + " size " + ts.size());
        System.out.println(ts.first() + " " + ts.last() + " " + ts.floor("coconut") + " " + ts.ceiling("coconut") + " " + ts.lower("apple") + " " + ts.higher("mango")
                + " " + ts.higher("kiwi") + " " + ts.lower("kiwi"));
        System.out.println(ts.headSet("date") + " " + ts.headSet("date", true) + " " + ts.tailSet("fig") + " " + ts.tailSet("fig", false) + " " + ts.subSet("b", "g"));
        System.out.println(ts.descendingSet() + " " + ts.descendingSet().first() + " " + ts.descendingSet().headSet("date"));
        System.out.println(ts.pollFirst() + " " + ts.pollLast() + " " + ts);
        Iterator<String> di = ts.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next()).append(' ');
        System.out.println(sb);
        TreeSet<Integer> nums = new TreeSet<Integer>();
        Random r = new Random(5);
        for (int i = 0; i < 40; i++) nums.add(r.nextInt(100));
        System.out.println(nums + " size " + nums.size());
        System.out.println("floor(50) " + nums.floor(50) + " ceiling(50) " + nums.ceiling(50) + " subSet(20,40) " + nums.subSet(20, 40) + " subSet(20,true,40,true) " + nums.subSet(20, true, 40, true));
        NavigableSet<Integer> tail = nums.tailSet(80, true);
        tail.add(99);
        try {
            tail.add(1);
        } catch (IllegalArgumentException e) {
            System.out.println("out of view range: " + e.getClass().getSimpleName());
        }
        System.out.println("tail " + tail + " contains 99 in base " + nums.contains(99));
        nums.headSet(30).clear();
        System.out.println("after removing < 30: " + nums);
        TreeSet<String> ci = new TreeSet<String>(String.CASE_INSENSITIVE_ORDER);
        ci.addAll(Arrays.asList("Bob", "alice", "ALICE", "carol", "bob", "Dave"));
        System.out.println(ci + " contains BOB " + ci.contains("BOB"));
        TreeSet<int[]> byFirst = new TreeSet<int[]>(new Comparator<int[]>() {
            public int compare(int[] a, int[] b) { return a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]); }
        });
        byFirst.add(new int[] {3, 1});
        byFirst.add(new int[] {1, 9});
        byFirst.add(new int[] {3, 0});
        byFirst.add(new int[] {1, 9});
        StringBuilder pairs = new StringBuilder();
        for (int[] p : byFirst) pairs.append(Arrays.toString(p));
        System.out.println(pairs + " size " + byFirst.size());
        TreeSet<Character> letters = new TreeSet<Character>();
        for (char c : "sphinx of black quartz judge my vow".toCharArray()) if (c != ' ') letters.add(c);
        System.out.println(letters.size() + " " + letters);
        SortedSet<Character> mid = letters.subSet('h', 'p');
        System.out.println(mid + " first " + mid.first() + " last " + mid.last());
        TreeSet<Double> ds = new TreeSet<Double>(Arrays.asList(0.0, -0.0, Double.NaN, 1.5, -1.5, Double.NEGATIVE_INFINITY));
        System.out.println(ds);
        TreeSet<String> copy = new TreeSet<String>(ts);
        System.out.println(copy.equals(ts) + " " + (copy.hashCode() == ts.hashCode()) + " " + copy.equals(new HashSet<String>(ts)));
        try {
            new TreeSet<Object>().add(new Object());
            TreeSet<Object> bad = new TreeSet<Object>();
            bad.add("s");
            bad.add(1);
        } catch (ClassCastException e) {
            System.out.println("mixed types: " + e.getClass().getSimpleName());
        }
    }
}
