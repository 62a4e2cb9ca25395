import java.util.*;

public class ListIteratorOps {
    static void exercise(List<String> list) {
        String name = list.getClass().getSimpleName();
        ListIterator<String> it = list.listIterator();
        StringBuilder trace = new StringBuilder();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            trace.append(idx).append(':').append(s).append(' ');
            if (s.startsWith("r")) it.remove();
            else if (s.startsWith("s")) it.set(s.toUpperCase());
            else if (s.startsWith("a")) {
                it.add(s + "+");
                it.add(s + "++");
            }
        }
        System.out.println(name + " forward: " + trace + "-> " + list);
        trace = new StringBuilder();
        while (it.hasPrevious()) {
            int idx = it.previousIndex();
            String s = it.previous();
            trace.append(idx).append(':').append(s).append(' ');
            if (s.endsWith("++")) it.remove();
            else if (s.length() == 1) it.set("<" + s + ">");
        }
        System.out.println(name + " backward: " + trace + "-> " + list);
        ListIterator<String> mid = list.listIterator(2);
        System.out.println(name + " from 2: next " + mid.next() + " previous " + mid.previous() + " previous " + mid.previous() + " nextIndex " + mid.nextIndex());
        mid.add("INSERTED");
        System.out.println(name + " after add at cursor: " + list);
        try {
            ListIterator<String> fresh = list.listIterator();
            fresh.set("x");
        } catch (IllegalStateException e) {
            System.out.println(name + " set before next: " + e.getClass().getSimpleName());
        }
        try {
            ListIterator<String> fresh = list.listIterator();
            fresh.next();
            fresh.remove();
            fresh.remove();
        } catch (IllegalStateException e) {
            System.out.println(name + " double remove: " + e.getClass().getSimpleName());
        }
        try {
            ListIterator<String> fresh = list.listIterator();
            fresh.next();
            fresh.add("a");
            fresh.set("b");
        } catch (IllegalStateException e) {
            System.out.println(name + " set after add: " + e.getClass().getSimpleName());
        }
        try {
            ListIterator<String> end = list.listIterator(list.size());
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println(name + " next at end: " + e.getClass().getSimpleName());
        }
        try {
            list.listIterator(list.size() + 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(name + " bad start index: " + e.getClass().getSimpleName());
        }
        System.out.println(name + " final " + list);
    }

    public static void main(String[] args) {
        String[] init = {"a", "red", "s", "b", "apple", "sun", "rose", "z"};
        exercise(new ArrayList<String>(Arrays.asList(init)));
        exercise(new LinkedList<String>(Arrays.asList(init)));
        exercise(new Vector<String>(Arrays.asList(init)));
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) nums.add(i);
        ListIterator<Integer> li = nums.listIterator(nums.size());
        List<Integer> reversed = new ArrayList<Integer>();
        while (li.hasPrevious()) reversed.add(li.previous());
        System.out.println(reversed);
        // in-place doubling with set
        for (ListIterator<Integer> d = nums.listIterator(); d.hasNext(); ) d.set(d.next() * 2);
        System.out.println(nums);
        // Arrays.asList list iterator supports set but not add
        List<String> fixed = Arrays.asList("x", "y");
        ListIterator<String> fi = fixed.listIterator();
        fi.next();
        fi.set("X");
        try {
            fi.add("nope");
        } catch (UnsupportedOperationException e) {
            System.out.println("fixed-size add: " + e.getClass().getSimpleName());
        }
        System.out.println(fixed);
    }
}
