import java.util.*;

public class ArrayListTest {
    public static void main(String[] args) {
        List<String> list = new ArrayList<String>();
        System.out.println(list + " " + list.size() + " " + list.isEmpty());
        for (String s : "delta alpha charlie bravo echo alpha".split(" ")) list.add(s);
        System.out.println(list + " " + list.size());
        list.add(0, "first");
        list.add(list.size(), "last");
        list.add(3, "middle");
        System.out.println(list);
        System.out.println(list.get(0) + " " + list.get(list.size() - 1) + " " + list.indexOf("alpha") + " " + list.lastIndexOf("alpha") + " " + list.indexOf("zulu"));
        System.out.println(list.contains("echo") + " " + list.contains("zulu") + " " + list.contains(null));
        System.out.println("set returns " + list.set(1, "DELTA") + " -> " + list);
        System.out.println("remove(int) " + list.remove(2) + " remove(Object) " + list.remove("alpha") + " remove missing " + list.remove("zulu") + " -> " + list);
        List<String> sub = list.subList(1, 4);
        System.out.println("subList " + sub + " size " + sub.size());
        sub.set(0, "SUB0");
        System.out.println("after sub.set " + list);
        sub.clear();
        System.out.println("after sub.clear " + list);
        list.addAll(Arrays.asList("x", "y", "z"));
        list.addAll(1, Arrays.asList("p", "q"));
        System.out.println(list);
        list.removeAll(Arrays.asList("x", "q"));
        System.out.println("removeAll " + list);
        list.retainAll(Arrays.asList("p", "y", "z", "last", "nothing"));
        System.out.println("retainAll " + list);
        System.out.println("containsAll " + list.containsAll(Arrays.asList("p", "z")) + " " + list.containsAll(Arrays.asList("p", "w")));
        Object[] arr = list.toArray();
        String[] sarr = list.toArray(new String[0]);
        String[] big = list.toArray(new String[10]);
        System.out.println(arr.length + " " + Arrays.toString(sarr) + " " + big.length + " " + big[list.size()]);
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 0; i < 1000; i++) nums.add(i * 7 % 1000);
        long sum = 0;
        for (int n : nums) sum += n;
        System.out.println("1000 items sum " + sum + " get(999) " + nums.get(999));
        for (int i = nums.size() - 1; i >= 0; i--) if (nums.get(i) % 3 != 0) nums.remove(i);
        System.out.println("multiples of 3: " + nums.size() + " first " + nums.subList(0, 5));
        Collections.sort(nums);
        System.out.println("sorted head " + nums.subList(0, 8) + " tail " + nums.subList(nums.size() - 3, nums.size()));
        List<Integer> copy = new ArrayList<Integer>(nums);
        System.out.println("equals copy " + copy.equals(nums) + " hash equal " + (copy.hashCode() == nums.hashCode()) + " hash " + nums.hashCode());
        copy.add(5);
        System.out.println("equals after add " + copy.equals(nums));
        List<Object> mixed = new ArrayList<Object>();
        mixed.add(null);
        mixed.add(1);
        mixed.add("two");
        mixed.add(null);
        mixed.add(Arrays.asList(3, 4));
        System.out.println(mixed + " indexOf(null) " + mixed.indexOf(null) + " lastIndexOf(null) " + mixed.lastIndexOf(null) + " hash " + mixed.hashCode());
        try {
            list.get(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(100): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            list.add(-1, "bad");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("add(-1): " + e.getClass().getSimpleName());
        }
        try {
            new ArrayList<String>().remove(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("remove(0) on empty: " + e.getClass().getSimpleName());
        }
        Iterator<String> it = list.iterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s.length() == 1) it.remove();
        }
        System.out.println("after iterator remove " + list);
        list.clear();
        System.out.println("cleared " + list + " " + list.size() + " " + list.isEmpty());
        ArrayList<int[]> arrays = new ArrayList<int[]>();
        arrays.add(new int[] {1});
        arrays.ensureCapacity(100);
        arrays.trimToSize();
        System.out.println(arrays.size() + " " + arrays.get(0)[0]);
        List<String> fixed = Arrays.asList("a", "b", "c");
        fixed.set(1, "B");
        System.out.println(fixed);
        try {
            fixed.add("d");
        } catch (UnsupportedOperationException e) {
            System.out.println("Arrays.asList add: " + e.getClass().getSimpleName());
        }
        List<String> un = Collections.unmodifiableList(new ArrayList<String>(fixed));
        try {
            un.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable set: " + e.getClass().getSimpleName());
        }
        System.out.println(un + " " + un.get(2));
    }
}
