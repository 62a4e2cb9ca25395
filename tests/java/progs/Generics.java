import java.util.*;

public class Generics {
    static class Box<T> {
        private T value;
        Box(T v) { value = v; }
        T get() { return value; }
        void set(T v) { value = v; }
        <R> Box<R> map(java.util.function.Function<? super T, ? extends R> f) { return new Box<R>(f.apply(value)); }
        @Override public String toString() { return "Box(" + value + ")"; }
    }

    static class Pair<A, B> {
        final A first;
        final B second;
        Pair(A a, B b) { first = a; second = b; }
        Pair<B, A> swap() { return new Pair<B, A>(second, first); }
        @Override public String toString() { return "<" + first + ", " + second + ">"; }
    }

    static <T extends Comparable<T>> T max(List<T> list) {
        T best = list.get(0);
        for (T t : list) if (t.compareTo(best) > 0) best = t;
        return best;
    }

    static <T extends Comparable<? super T>> void insertionSort(T[] arr) {
        for (int i = 1; i < arr.length; i++) {
            T key = arr[i];
            int j = i - 1;
            while (j >= 0 && arr[j].compareTo(key) > 0) {
                arr[j + 1] = arr[j];
                j--;
            }
            arr[j + 1] = key;
        }
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> list, int n) {
        for (int i = 0; i < n; i++) list.add(i);
    }

    static <K, V extends Comparable<V>> K argmax(Map<K, V> m) {
        K best = null;
        V bv = null;
        for (Map.Entry<K, V> e : m.entrySet()) {
            if (bv == null || e.getValue().compareTo(bv) > 0) {
                best = e.getKey();
                bv = e.getValue();
            }
        }
        return best;
    }

    // bridge methods: Comparable<Version>.compareTo(Object) bridge
    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int a, int b) { major = a; minor = b; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        @Override public String toString() { return major + "." + minor; }
    }

    // bridge for covariant return & generic superclass method
    static abstract class Shape implements Cloneable {
        abstract Shape copy();
        abstract double area();
    }

    static class Sq extends Shape {
        double s;
        Sq(double s) { this.s = s; }
        @Override Sq copy() { return new Sq(s); }  // covariant return -> bridge
        double area() { return s * s; }
    }

    interface Transformer<T> { T transform(T in); }

    static class Doubler implements Transformer<Integer> {
        public Integer transform(Integer in) { return in * 2; }  // bridge transform(Object)
    }

    static class Node<T extends Comparable<T>> {
        T val;
        Node<T> left, right;
        Node(T v) { val = v; }
        void insert(T v) {
            if (v.compareTo(val) < 0) { if (left == null) left = new Node<T>(v); else left.insert(v); }
            else { if (right == null) right = new Node<T>(v); else right.insert(v); }
        }
        void inorder(List<T> out) {
            if (left != null) left.inorder(out);
            out.add(val);
            if (right != null) right.inorder(out);
        }
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        return new ArrayList<T>(Arrays.asList(items));
    }

    static <T> void swap(T[] a, int i, int j) { T t = a[i]; a[i] = a[j]; a[j] = t; }

    public static void main(String[] args) {
        Box<Integer> bi = new Box<Integer>(21);
        Box<String> bs = bi.map(x -> "v" + (x * 2));
        System.out.println(bi + " " + bs + " " + bs.get().length());
        bi.set(bi.get() + 1);
        System.out.println(bi.get());
        Pair<String, Integer> p = new Pair<String, Integer>("one", 1);
        System.out.println(p + " " + p.swap() + " " + p.swap().swap().first);
        System.out.println(max(Arrays.asList(3, 9, 2, 7)) + " " + max(Arrays.asList("pear", "apple", "zoo", "kiwi")));
        Version[] vs = {new Version(1, 10), new Version(1, 2), new Version(0, 9), new Version(2, 0), new Version(1, 2)};
        insertionSort(vs);
        System.out.println(Arrays.toString(vs));
        Comparable<Version> cv = vs[0];
        @SuppressWarnings({"rawtypes", "unchecked"})
        Comparable raw = vs[1];
        try {
            @SuppressWarnings("unchecked")
            int r = raw.compareTo("not a version");
            System.out.println("no exception " + r);
        } catch (ClassCastException e) {
            System.out.println("bridge cast failed: " + e.getClass().getName());
        }
        System.out.println(cv.compareTo(vs[4]));
        List<Integer> ints = new ArrayList<Integer>();
        fill(ints, 5);
        List<Number> nums = new ArrayList<Number>();
        fill(nums, 3);
        nums.add(2.5);
        List<Object> objs = new ArrayList<Object>();
        fill(objs, 2);
        System.out.println(ints + " " + nums + " " + objs + " " + sum(ints) + " " + sum(nums));
        Map<String, Double> scores = new TreeMap<String, Double>();
        scores.put("ann", 3.5);
        scores.put("bob", 9.25);
        scores.put("cy", 7.0);
        System.out.println("argmax " + argmax(scores));
        Shape s = new Sq(3);
        Shape c = s.copy();
        System.out.println(c.getClass().getSimpleName() + " " + c.area() + " " + (c != s));
        Transformer<Integer> t = new Doubler();
        System.out.println(t.transform(21));
        @SuppressWarnings({"rawtypes", "unchecked"})
        Transformer rawT = t;
        try {
            @SuppressWarnings("unchecked")
            Object o = rawT.transform("str");
            System.out.println(o);
        } catch (ClassCastException e) {
            System.out.println("raw transform: " + e.getClass().getSimpleName());
        }
        Node<String> root = new Node<String>("m");
        for (String x : "q c x a f z b n".split(" ")) root.insert(x);
        List<String> out = new ArrayList<String>();
        root.inorder(out);
        System.out.println(out);
        List<String> l = listOf("x", "y", "z");
        l.add("w");
        System.out.println(l + " " + listOf(1, 2, 3).size() + " " + listOf().size());
        Integer[] arr = {1, 2, 3};
        swap(arr, 0, 2);
        System.out.println(Arrays.toString(arr));
        // type erasure: same class at runtime
        System.out.println(new Box<String>("a").getClass() == new Box<Integer>(1).getClass());
        // generic arrays via Object[]
        List<String>[] buckets = newBuckets(3);
        buckets[1].add("in bucket 1");
        System.out.println(Arrays.toString(buckets));
        Map<String, List<Map<Integer, String>>> deep = new TreeMap<String, List<Map<Integer, String>>>();
        deep.put("k", new ArrayList<Map<Integer, String>>());
        deep.get("k").add(new TreeMap<Integer, String>());
        deep.get("k").get(0).put(5, "five");
        System.out.println(deep);
    }

    @SuppressWarnings("unchecked")
    static List<String>[] newBuckets(int n) {
        List<String>[] b = new List[n];
        for (int i = 0; i < n; i++) b[i] = new ArrayList<String>();
        return b;
    }
}
