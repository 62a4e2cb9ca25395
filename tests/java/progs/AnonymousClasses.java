import java.util.*;

public class AnonymousClasses {
    interface Shape { double area(); String name(); }

    static abstract class Greeter {
        final String greeting;
        Greeter(String g) { greeting = g; }
        abstract String target();
        String greet() { return greeting + ", " + target(); }
    }

    static int fieldCounter = 0;

    public static void main(String[] args) {
        final int base = 7;
        Shape sq = new Shape() {
            public double area() { return base * base; }
            public String name() { return "square" + base; }
        };
        Shape circle = new Shape() {
            double r = 2;
            { r += 1; }
            public double area() { return 3 * r * r; }
            public String name() { return "circle r=" + r; }
        };
        System.out.println(sq.name() + " " + sq.area() + " / " + circle.name() + " " + circle.area());
        Greeter g = new Greeter("Howdy") {
            String target() { return "partner #" + (++fieldCounter); }
        };
        System.out.println(g.greet() + " " + g.greet());
        List<String> words = new ArrayList<String>(Arrays.asList("pear", "Apple", "fig", "banana", "Cherry", "kiwi"));
        Collections.sort(words, new Comparator<String>() {
            public int compare(String a, String b) {
                int c = a.length() - b.length();
                return c != 0 ? c : a.compareToIgnoreCase(b);
            }
        });
        System.out.println(words);
        Runnable[] rs = new Runnable[4];
        for (int i = 0; i < rs.length; i++) {
            final int id = i;
            rs[i] = new Runnable() {
                int calls;
                public void run() { calls++; System.out.println("runnable " + id + " call " + calls); }
            };
        }
        for (Runnable r : rs) r.run();
        rs[2].run();
        Iterator<Integer> evens = new Iterator<Integer>() {
            int n = 0;
            public boolean hasNext() { return n < 20; }
            public Integer next() { int v = n; n += 2; return v; }
            public void remove() { }
        };
        StringBuilder sb = new StringBuilder();
        while (evens.hasNext()) sb.append(evens.next()).append(' ');
        System.out.println(sb);
        Object o = new Object() {
            @Override public String toString() { return "anonymous object with base " + base; }
        };
        System.out.println(o);
        System.out.println(o.getClass().getName() + " anonymous simple name '" + o.getClass().getSimpleName() + "'");
        Map<String, Integer> m = new TreeMap<String, Integer>() {
            { put("one", 1); put("two", 2); put("three", 3); }
        };
        System.out.println(m);
        AbstractList<String> fake = new AbstractList<String>() {
            public String get(int i) { return "item" + i; }
            public int size() { return 3; }
        };
        System.out.println(fake + " " + fake.contains("item2") + " " + fake.indexOf("item1"));
        Shape nested = new Shape() {
            Shape inner = new Shape() {
                public double area() { return 1.5; }
                public String name() { return "inner"; }
            };
            public double area() { return inner.area() * 2; }
            public String name() { return "outer(" + inner.name() + ")"; }
        };
        System.out.println(nested.name() + " " + nested.area());
        Comparator<Integer> rev = new Comparator<Integer>() {
            public int compare(Integer a, Integer b) { return b.compareTo(a); }
        };
        Integer[] nums = {5, 3, 9, 1, 7};
        Arrays.sort(nums, rev);
        System.out.println(Arrays.toString(nums));
    }
}
