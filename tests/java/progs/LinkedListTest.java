import java.util.*;

public class LinkedListTest {
    public static void main(String[] args) {
        LinkedList<Integer> ll = new LinkedList<Integer>();
        for (int i = 1; i <= 5; i++) ll.add(i);
        ll.addFirst(0);
        ll.addLast(6);
        ll.push(-1);
        ll.offer(7);
        ll.offerFirst(-2);
        ll.offerLast(8);
        System.out.println(ll + " size " + ll.size());
        System.out.println(ll.getFirst() + " " + ll.getLast() + " " + ll.peek() + " " + ll.peekFirst() + " " + ll.peekLast() + " " + ll.element() + " " + ll.get(4));
        System.out.println(ll.poll() + " " + ll.pollFirst() + " " + ll.pollLast() + " " + ll.pop() + " " + ll.removeFirst() + " " + ll.removeLast() + " " + ll.remove());
        System.out.println(ll);
        ll.add(2, 100);
        ll.set(0, 50);
        System.out.println(ll + " indexOf(100) " + ll.indexOf(100) + " contains(4) " + ll.contains(4));
        ll.remove(Integer.valueOf(100));
        ll.remove(0);
        System.out.println(ll);
        ll.addAll(Arrays.asList(3, 3, 9));
        System.out.println(ll + " lastIndexOf(3) " + ll.lastIndexOf(3) + " removeFirstOccurrence " + ll.removeFirstOccurrence(3) + " removeLastOccurrence " + ll.removeLastOccurrence(3) + " " + ll);
        Iterator<Integer> desc = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next()).append(' ');
        System.out.println("descending " + sb);
        ListIterator<Integer> li = ll.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v % 2 == 0) li.set(v * 10);
            else li.add(-v);
        }
        System.out.println("after listIterator " + ll);
        while (li.hasPrevious()) {
            int v = li.previous();
            if (v < 0) li.remove();
        }
        System.out.println("after backward remove " + ll);
        LinkedList<String> empty = new LinkedList<String>();
        System.out.println(empty.poll() + " " + empty.peek() + " " + empty.pollLast() + " " + empty.peekFirst());
        try {
            empty.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst on empty: " + e.getClass().getSimpleName());
        }
        try {
            empty.removeLast();
        } catch (NoSuchElementException e) {
            System.out.println("removeLast on empty: " + e.getClass().getSimpleName());
        }
        try {
            empty.element();
        } catch (NoSuchElementException e) {
            System.out.println("element on empty: " + e.getClass().getSimpleName());
        }
        // queue simulation
        Queue<String> q = new LinkedList<String>();
        for (String s : "a b c d e".split(" ")) q.offer(s);
        StringBuilder order = new StringBuilder();
        int round = 0;
        while (!q.isEmpty()) {
            String s = q.poll();
            if (round++ % 2 == 0 && s.length() < 3) q.offer(s + s);
            else order.append(s).append(' ');
        }
        System.out.println("queue order " + order);
        // josephus with LinkedList
        LinkedList<Integer> circle = new LinkedList<Integer>();
        for (int i = 1; i <= 41; i++) circle.add(i);
        StringBuilder elim = new StringBuilder();
        int idx = 0;
        while (circle.size() > 1) {
            idx = (idx + 2) % circle.size();
            elim.append(circle.remove(idx)).append(' ');
        }
        System.out.println("josephus eliminated: " + elim + "survivor " + circle.getFirst());
        LinkedList<Integer> copy = new LinkedList<Integer>(ll);
        System.out.println(copy.equals(ll) + " " + (copy.hashCode() == ll.hashCode()) + " " + copy.equals(new ArrayList<Integer>(ll)) + " " + Arrays.toString(copy.toArray()));
        copy.clear();
        System.out.println(copy + " " + copy.size());
        LinkedList<String> withNulls = new LinkedList<String>(Arrays.asList("a", null, "b", null));
        System.out.println(withNulls + " " + withNulls.indexOf(null) + " " + withNulls.lastIndexOf(null) + " " + withNulls.remove(null) + " " + withNulls);
    }
}
