import java.util.*;

public class PriorityQueueTest {
    static class Task implements Comparable<Task> {
        final String name;
        final int priority;
        final int seq;
        Task(String n, int p, int s) { name = n; priority = p; seq = s; }
        public int compareTo(Task o) { return priority != o.priority ? Integer.compare(o.priority, priority) : Integer.compare(seq, o.seq); }
        @Override public String toString() { return name + ":" + priority; }
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        int[] vals = {42, 7, 19, 3, 88, 7, 56, 1, 23, 64, 15, 3};
        for (int v : vals) pq.add(v);
        System.out.println("internal order: " + pq);
        System.out.println("peek " + pq.peek() + " size " + pq.size() + " contains 56: " + pq.contains(56));
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("polled: " + sb);
        System.out.println("empty poll " + pq.poll() + " peek " + pq.peek());
        PriorityQueue<Integer> maxq = new PriorityQueue<Integer>(Collections.reverseOrder());
        for (int v : vals) maxq.offer(v);
        System.out.println("max internal: " + maxq);
        sb = new StringBuilder();
        while (maxq.size() > 0) sb.append(maxq.remove()).append(' ');
        System.out.println("max polled: " + sb);
        PriorityQueue<String> byLen = new PriorityQueue<String>(11, new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b);
            }
        });
        for (String s : "the quick brown fox jumps over a lazy dog again".split(" ")) byLen.add(s);
        sb = new StringBuilder();
        while (!byLen.isEmpty()) sb.append(byLen.poll()).append(' ');
        System.out.println(sb);
        PriorityQueue<Task> tasks = new PriorityQueue<Task>();
        String[] names = {"email", "build", "deploy", "test", "lunch", "review", "fix"};
        int[] prios = {1, 5, 9, 5, 0, 3, 9};
        for (int i = 0; i < names.length; i++) tasks.add(new Task(names[i], prios[i], i));
        sb = new StringBuilder();
        while (!tasks.isEmpty()) sb.append(tasks.poll()).append(' ');
        System.out.println(sb);
        // remove arbitrary element, iterator
        PriorityQueue<Integer> r = new PriorityQueue<Integer>();
        for (int i = 20; i > 0; i--) r.add(i * 3 % 17);
        System.out.println("before remove: " + r);
        r.remove(Integer.valueOf(5));
        r.remove(Integer.valueOf(100));
        System.out.println("after remove(5): " + r);
        Iterator<Integer> it = r.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("after removing evens: size " + r.size() + " peek " + r.peek());
        List<Integer> drained = new ArrayList<Integer>();
        while (!r.isEmpty()) drained.add(r.poll());
        System.out.println("drained " + drained);
        // k smallest via bounded max-heap
        Random rnd = new Random(7);
        PriorityQueue<Integer> k = new PriorityQueue<Integer>(Collections.reverseOrder());
        for (int i = 0; i < 1000; i++) {
            k.add(rnd.nextInt(100000));
            if (k.size() > 5) k.poll();
        }
        List<Integer> smallest = new ArrayList<Integer>(k);
        Collections.sort(smallest);
        System.out.println("5 smallest " + smallest);
        // heap sort via PQ built from collection
        PriorityQueue<Double> pd = new PriorityQueue<Double>(Arrays.asList(3.5, -1.0, 2.25, 0.0, -0.0, 9.75));
        sb = new StringBuilder();
        while (!pd.isEmpty()) sb.append(pd.poll()).append(' ');
        System.out.println(sb);
        try {
            new PriorityQueue<Integer>().add(null);
        } catch (NullPointerException e) {
            System.out.println("null: NPE");
        }
        try {
            PriorityQueue<Object> bad = new PriorityQueue<Object>();
            bad.add(new Object());
            bad.add(new Object());
        } catch (ClassCastException e) {
            System.out.println("non-comparable: " + e.getClass().getSimpleName());
        }
        try {
            new PriorityQueue<Integer>().remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove on empty: " + e.getClass().getSimpleName());
        }
    }
}
