import java.util.*;

public class IteratorCustom {
    static class Range implements Iterable<Integer> {
        final int start, end, step;
        Range(int s, int e, int st) { start = s; end = e; step = st; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = start;
                public boolean hasNext() { return step > 0 ? cur < end : cur > end; }
                public Integer next() {
                    if (!hasNext()) throw new NoSuchElementException("range exhausted");
                    int v = cur;
                    cur += step;
                    return v;
                }
            };
        }
    }

    static class Fib implements Iterable<Long> {
        final int count;
        Fib(int c) { count = c; }
        public Iterator<Long> iterator() {
            return new Iterator<Long>() {
                long a = 0, b = 1;
                int i = 0;
                public boolean hasNext() { return i < count; }
                public Long next() {
                    long r = a;
                    a = b;
                    b = r + b;
                    i++;
                    return r;
                }
            };
        }
    }

    static class Tree<T extends Comparable<T>> implements Iterable<T> {
        class Node {
            T val;
            Node left, right;
            Node(T v) { val = v; }
        }
        Node root;
        int size;
        void add(T v) {
            if (root == null) { root = new Node(v); size++; return; }
            Node n = root;
            while (true) {
                int c = v.compareTo(n.val);
                if (c == 0) return;
                if (c < 0) { if (n.left == null) { n.left = new Node(v); size++; return; } n = n.left; }
                else { if (n.right == null) { n.right = new Node(v); size++; return; } n = n.right; }
            }
        }
        public Iterator<T> iterator() {
            final Deque<Node> stack = new ArrayDeque<Node>();
            for (Node n = root; n != null; n = n.left) stack.push(n);
            return new Iterator<T>() {
                public boolean hasNext() { return !stack.isEmpty(); }
                public T next() {
                    Node n = stack.pop();
                    for (Node c = n.right; c != null; c = c.left) stack.push(c);
                    return n.val;
                }
            };
        }
    }

    static <T> Iterable<T> filter(final Iterable<T> src, final java.util.function.Predicate<T> p) {
        return new Iterable<T>() {
            public Iterator<T> iterator() {
                final Iterator<T> it = src.iterator();
                return new Iterator<T>() {
                    T nextVal;
                    boolean ready;
                    public boolean hasNext() {
                        while (!ready && it.hasNext()) {
                            T v = it.next();
                            if (p.test(v)) { nextVal = v; ready = true; }
                        }
                        return ready;
                    }
                    public T next() {
                        if (!hasNext()) throw new NoSuchElementException();
                        ready = false;
                        return nextVal;
                    }
                };
            }
        };
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i : new Range(0, 20, 3)) sb.append(i).append(' ');
        for (int i : new Range(10, 0, -4)) sb.append(i).append(' ');
        System.out.println(sb);
        sb = new StringBuilder();
        for (long f : new Fib(60)) sb.append(f).append(' ');
        System.out.println(sb);
        Tree<String> t = new Tree<String>();
        for (String s : "m f t b h p w a c g i n q v x m b".split(" ")) t.add(s);
        sb = new StringBuilder();
        for (String s : t) sb.append(s);
        System.out.println(sb + " size " + t.size);
        sb = new StringBuilder();
        for (int i : filter(new Range(0, 50, 1), x -> x % 7 == 3)) sb.append(i).append(' ');
        System.out.println(sb);
        Iterator<Integer> it = new Range(0, 2, 1).iterator();
        System.out.println(it.next() + " " + it.next() + " " + it.hasNext());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getMessage());
        }
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        List<Integer> collected = new ArrayList<Integer>();
        new Range(5, 10, 1).forEach(collected::add);
        System.out.println(collected);
        Iterator<Long> fi = new Fib(10).iterator();
        fi.next();
        StringBuilder rest = new StringBuilder();
        fi.forEachRemaining(v -> rest.append(v).append(','));
        System.out.println(rest);
        int nested = 0;
        for (int a : new Range(0, 10, 1)) for (int b : new Range(0, a, 1)) nested += b;
        System.out.println("nested " + nested);
    }
}
