import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.List;
import java.util.Stack;
import java.util.TreeMap;
import java.util.Vector;

// Vector, Stack and Hashtable are synchronized: concurrent updates lose nothing.
public class VectorHashtable {
    public static void main(String[] args) throws Exception {
        Vector<Integer> vec = new Vector<>();
        Hashtable<Integer, Integer> table = new Hashtable<>();
        Stack<String> stack = new Stack<>();
        int n = 3;
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 400; i++) {
                    vec.add(i);
                    synchronized (table) {
                        Integer old = table.get(i % 50);
                        table.put(i % 50, old == null ? 1 : old + 1);
                    }
                    if (i % 4 == 0) stack.push(me + ":" + i);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("vector size " + vec.size());
        long sum = 0;
        for (int v : vec) sum += v;
        System.out.println("vector sum " + sum + " expected " + (long) n * 399 * 400 / 2);
        System.out.println("table size " + table.size() + " values " + new TreeMap<>(table).values());
        System.out.println("stack size " + stack.size());
        List<String> popped = new ArrayList<>();
        Thread[] poppers = new Thread[2];
        List<List<String>> per = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            List<String> mine = new ArrayList<>();
            per.add(mine);
            poppers[k] = new Thread(() -> {
                for (;;) {
                    String s;
                    synchronized (stack) {
                        if (stack.isEmpty()) return;
                        s = stack.pop();
                    }
                    mine.add(s);
                }
            });
        }
        for (Thread t : poppers) t.start();
        for (Thread t : poppers) t.join();
        for (List<String> l : per) popped.addAll(l);
        Collections.sort(popped);
        System.out.println("popped " + popped.size() + " first " + popped.subList(0, 3) + " last " + popped.get(popped.size() - 1));
        Vector<String> v2 = new Vector<>(List.of("x", "y", "z"));
        Enumeration<String> en = v2.elements();
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement());
        System.out.println("enumeration " + sb + " firstElement " + v2.firstElement() + " lastElement " + v2.lastElement());
        Hashtable<String, Integer> h = new Hashtable<>();
        h.put("b", 2); h.put("a", 1); h.put("c", 3);
        System.out.println("hashtable " + h + " keys sorted " + new TreeMap<>(h).keySet());
        try {
            h.put("d", null);
        } catch (NullPointerException e) {
            System.out.println("Hashtable rejects null values");
        }
    }
}
