// release: 17
import java.util.*;

public class Records {
    record Point(int x, int y) {
        Point {
            if (x < 0 || y < 0) throw new IllegalArgumentException("negative coordinate: " + x + "," + y);
        }
        Point(int both) { this(both, both); }
        static Point origin() { return new Point(0, 0); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y()); }
        double dist() { return Math.sqrt(x * x + y * y); }
    }

    record Named<T>(String name, T value) { }

    record Range(int lo, int hi) implements Comparable<Range>, Iterable<Integer> {
        Range {
            if (lo > hi) { int t = lo; lo = hi; hi = t; }   // compact ctor reassigns params
        }
        int size() { return hi - lo; }
        public int compareTo(Range o) { return lo != o.lo ? Integer.compare(lo, o.lo) : Integer.compare(hi, o.hi); }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int cur = lo;
                public boolean hasNext() { return cur < hi; }
                public Integer next() { return cur++; }
            };
        }
    }

    record Person(String name, int age, List<String> tags) {
        Person {
            Objects.requireNonNull(name);
            tags = List.copyOf(tags);
        }
        @Override public String toString() { return name + "(" + age + ")" + tags; }
    }

    record Empty() { }

    record AllTypes(boolean z, byte b, short s, char c, int i, long l, float f, double d, String str, int[] arr, Object o) { }

    interface Shape { double area(); }
    record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
    record Rect(double w, double h) implements Shape {
        static int created = 0;
        Rect { created++; }
        public double area() { return w * h; }
    }

    record Money(long cents) {
        Money add(Money o) { return new Money(cents + o.cents); }
        @Override public String toString() { return String.format("$%d.%02d", cents / 100, cents % 100); }
        @Override public boolean equals(Object o) { return o instanceof Money m && m.cents / 100 == cents / 100; }
        @Override public int hashCode() { return Long.hashCode(cents / 100); }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        System.out.println(p + " " + p.x() + " " + p.y() + " " + p.dist() + " equals " + p.equals(q) + " same " + (p == q));
        System.out.println(p.plus(new Point(7)) + " " + Point.origin() + " " + p.equals(Point.origin()) + " " + p.equals(null) + " " + p.equals("Point[x=3, y=4]"));
        System.out.println("hash equal for equal records: " + (p.hashCode() == q.hashCode()));
        try {
            new Point(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor: " + e.getMessage());
        }
        Named<Integer> n1 = new Named<>("answer", 42);
        Named<List<String>> n2 = new Named<>("list", List.of("a", "b"));
        System.out.println(n1 + " " + n2 + " " + n1.equals(new Named<>("answer", 42)) + " " + n1.equals(new Named<>("answer", 43)));
        Range r = new Range(10, 5);
        System.out.print(r + " size " + r.size() + ":");
        for (int i : r) System.out.print(" " + i);
        System.out.println();
        List<Range> ranges = new ArrayList<>(List.of(new Range(3, 9), new Range(1, 2), new Range(3, 4), new Range(0, 10)));
        Collections.sort(ranges);
        System.out.println(ranges);
        List<String> tags = new ArrayList<>(List.of("x", "y"));
        Person per = new Person("Ann", 30, tags);
        tags.add("z");
        System.out.println(per + " " + per.tags().size() + " " + per.name() + " " + per.age());
        try {
            per.tags().add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable tags: " + e.getClass().getSimpleName());
        }
        try {
            new Person(null, 1, List.of());
        } catch (NullPointerException e) {
            System.out.println("null name: NPE");
        }
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()));
        AllTypes at = new AllTypes(true, (byte) -1, (short) 300, 'q', 7, 1L << 40, 1.5f, -0.0, "s", null, List.of(1));
        System.out.println(at);
        AllTypes at2 = new AllTypes(true, (byte) -1, (short) 300, 'q', 7, 1L << 40, 1.5f, -0.0, "s", null, List.of(1));
        AllTypes at3 = new AllTypes(true, (byte) -1, (short) 300, 'q', 7, 1L << 40, 1.5f, 0.0, "s", null, List.of(1));
        System.out.println("equal " + at.equals(at2) + ", -0.0 vs 0.0 component: " + at.equals(at3));
        double nan = Double.NaN;
        System.out.println("NaN components equal: " + new Circle(nan).equals(new Circle(nan)));
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Rect(1, 1), new Circle(0.5)};
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
            System.out.println(s + " area " + String.format("%.4f", s.area()));
        }
        System.out.println(String.format("total %.4f, rects created %d", total, Rect.created));
        Money m = new Money(1050).add(new Money(199));
        System.out.println(m + " " + m.cents() + " " + m.equals(new Money(1201)) + " " + m.equals(new Money(1301)));
        Map<Point, String> map = new TreeMap<>(Comparator.comparingInt(Point::x).thenComparingInt(Point::y));
        map.put(new Point(2, 1), "b");
        map.put(new Point(1, 5), "a");
        map.put(new Point(2, 0), "c");
        map.put(new Point(1, 5), "a2");
        System.out.println(map);
        Set<Point> set = new HashSet<>(List.of(new Point(1, 1), new Point(2, 2)));
        System.out.println("set contains " + set.contains(new Point(2, 2)) + " " + set.contains(new Point(2, 3)) + " size " + set.size());
        System.out.println(Point.class.isRecord() + " " + String.class.isRecord() + " " + Point.class.getSimpleName());
    }
}
