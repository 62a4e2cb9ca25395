import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

// A Treiber stack on AtomicReference: concurrent pushes, then concurrent pops;
// every element is popped exactly once.
public class LockFreeStack {
    static final class Node {
        final int value;
        Node next;
        Node(int value) { this.value = value; }
    }

    static final class Stack {
        final AtomicReference<Node> top = new AtomicReference<>();
        final AtomicInteger retries = new AtomicInteger();
        void push(int v) {
            Node n = new Node(v);
            for (;;) {
                Node t = top.get();
                n.next = t;
                if (top.compareAndSet(t, n)) return;
                retries.incrementAndGet();
            }
        }
        Integer pop() {
            for (;;) {
                Node t = top.get();
                if (t == null) return null;
                if (top.compareAndSet(t, t.next)) return t.value;
                retries.incrementAndGet();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Stack s = new Stack();
        int n = 4, per = 250;
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int base = k * per;
            ts[k] = new Thread(() -> { for (int i = 0; i < per; i++) s.push(base + i); });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int size = 0;
        for (Node x = s.top.get(); x != null; x = x.next) size++;
        System.out.println("size after pushes " + size);
        List<List<Integer>> popped = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            List<Integer> mine = new ArrayList<>();
            popped.add(mine);
            ts[k] = new Thread(() -> { for (Integer v; (v = s.pop()) != null;) mine.add(v); });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        List<Integer> all = new ArrayList<>();
        for (List<Integer> l : popped) all.addAll(l);
        Collections.sort(all);
        boolean exact = all.size() == n * per;
        for (int i = 0; exact && i < all.size(); i++) exact = all.get(i) == i;
        System.out.println("popped " + all.size() + ", each exactly once: " + exact);
        System.out.println("empty " + (s.top.get() == null) + ", pop on empty " + s.pop());
        // a popping thread sees each pusher's elements in reverse push order
        boolean lifoPerPusher = true;
        for (List<Integer> l : popped) {
            int[] last = new int[n];
            java.util.Arrays.fill(last, Integer.MAX_VALUE);
            for (int v : l) {
                if (v >= last[v / per]) lifoPerPusher = false;
                last[v / per] = v;
            }
        }
        System.out.println("LIFO per pusher within each popper: " + lifoPerPusher);
        AtomicReference<String> ref = new AtomicReference<>("a");
        System.out.println("getAndSet " + ref.getAndSet("b") + " updateAndGet " + ref.updateAndGet(x -> x + "c")
            + " accumulate " + ref.accumulateAndGet("d", String::concat) + " get " + ref.get());
        String cur = ref.get();
        System.out.println("cas same ref " + ref.compareAndSet(cur, "e") + ", cas stale " + ref.compareAndSet(cur, "f") + " -> " + ref);
    }
}
