import java.util.*;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 1; i <= 10; i++) nums.add(i);
        Collections.reverse(nums);
        System.out.println("reverse " + nums);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffle(42) " + nums);
        Collections.shuffle(nums, new Random(7));
        System.out.println("shuffle(7) " + nums);
        Collections.sort(nums);
        Collections.rotate(nums, 3);
        System.out.println("rotate 3 " + nums);
        Collections.rotate(nums, -4);
        System.out.println("rotate -4 " + nums);
        Collections.swap(nums, 0, 9);
        System.out.println("swap " + nums);
        System.out.println("max " + Collections.max(nums) + " min " + Collections.min(nums) + " max by reverse " + Collections.max(nums, Collections.reverseOrder()));
        List<String> words = new ArrayList<String>(Arrays.asList("a", "b", "a", "c", "a", "b"));
        System.out.println("frequency a=" + Collections.frequency(words, "a") + " z=" + Collections.frequency(words, "z") + " null=" + Collections.frequency(words, null));
        System.out.println("nCopies " + Collections.nCopies(4, "ab") + " " + Collections.nCopies(0, 1));
        System.out.println("disjoint " + Collections.disjoint(words, Arrays.asList("x", "y")) + " " + Collections.disjoint(words, Arrays.asList("x", "c")));
        Collections.addAll(words, "d", "e");
        System.out.println("addAll " + words);
        Collections.replaceAll(words, "a", "A");
        System.out.println("replaceAll " + words);
        Collections.fill(words.subList(0, 2), "F");
        System.out.println("fill sublist " + words);
        List<Integer> sorted = new ArrayList<Integer>(Arrays.asList(1, 3, 5, 7, 9, 11));
        System.out.println("binarySearch 7=" + Collections.binarySearch(sorted, 7) + " 4=" + Collections.binarySearch(sorted, 4) + " 12=" + Collections.binarySearch(sorted, 12));
        List<Integer> src = Arrays.asList(100, 200);
        List<Integer> dst = new ArrayList<Integer>(Arrays.asList(0, 0, 0, 0));
        Collections.copy(dst, src);
        System.out.println("copy " + dst + " indexOfSubList " + Collections.indexOfSubList(sorted, Arrays.asList(5, 7)) + " lastIndexOfSubList " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 1, 2), Arrays.asList(1, 2)));
        System.out.println("empty " + Collections.emptyList() + Collections.emptySet() + Collections.emptyMap() + " singleton " + Collections.singletonList("s")
                + Collections.singleton(1) + Collections.singletonMap("k", "v"));
        List<String> un = Collections.unmodifiableList(words);
        Set<String> uset = Collections.unmodifiableSet(new TreeSet<String>(words));
        Map<String, Integer> umap = Collections.unmodifiableMap(new TreeMap<String, Integer>(Collections.singletonMap("one", 1)));
        String[] attempts = {"list.add", "list.remove", "set.add", "map.put", "singleton.add", "empty.add", "iterator.remove", "nCopies.set"};
        for (String at : attempts) {
            try {
                switch (at) {
                    case "list.add": un.add("x"); break;
                    case "list.remove": un.remove(0); break;
                    case "set.add": uset.add("x"); break;
                    case "map.put": umap.put("two", 2); break;
                    case "singleton.add": Collections.singletonList(1).add(2); break;
                    case "empty.add": Collections.<Integer>emptyList().add(1); break;
                    case "iterator.remove": { Iterator<String> it = un.iterator(); it.next(); it.remove(); break; }
                    case "nCopies.set": Collections.nCopies(2, "a").set(0, "b"); break;
                }
                System.out.println(at + ": allowed?!");
            } catch (UnsupportedOperationException e) {
                System.out.println(at + ": " + e.getClass().getSimpleName());
            }
        }
        words.add("visible-through-view");
        System.out.println("unmodifiable view sees " + un.get(un.size() - 1) + " " + uset + " " + umap);
        List<Integer> syn = Collections.synchronizedList(new ArrayList<Integer>());
        syn.add(1);
        syn.add(2);
        System.out.println("synchronized " + syn);
        Map<String, Integer> sm = Collections.synchronizedMap(new TreeMap<String, Integer>());
        sm.put("b", 2);
        sm.put("a", 1);
        System.out.println(sm);
        Enumeration<String> en = Collections.enumeration(Arrays.asList("e1", "e2"));
        while (en.hasMoreElements()) System.out.print(en.nextElement() + " ");
        System.out.println();
        ArrayList<String> fromEnum = Collections.list(new Vector<String>(Arrays.asList("v1", "v2")).elements());
        System.out.println(fromEnum);
        List<Integer> big = new ArrayList<Integer>();
        for (int i = 0; i < 52; i++) big.add(i);
        Collections.shuffle(big, new Random(123456789L));
        System.out.println("deck " + big);
        Collections.sort(big, Collections.reverseOrder());
        System.out.println("sorted desc head " + big.subList(0, 5));
        System.out.println("emptyIterator " + Collections.emptyIterator().hasNext() + " reverseOrder of reverseOrder " + Collections.reverseOrder(Collections.reverseOrder()).compare(1, 2));
    }
}
