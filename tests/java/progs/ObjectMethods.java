import java.util.*;

public class ObjectMethods {
    static class Point implements Cloneable {
        int x, y;
        int[] history = new int[2];
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (o == null || getClass() != o.getClass()) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "Point(" + x + "," + y + ")"; }
        @Override public Point clone() {
            try {
                Point p = (Point) super.clone();
                return p;
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
        Point deepClone() {
            Point p = clone();
            p.history = history.clone();
            return p;
        }
    }

    static class Point3 extends Point {
        int z;
        Point3(int x, int y, int z) { super(x, y); this.z = z; }
        @Override public String toString() { return "Point3(" + x + "," + y + "," + z + ")"; }
    }

    static class NotCloneable {
        int v = 1;
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }

    static class NoEquals { int v; NoEquals(int v) { this.v = v; } }

    public static void main(String[] args) throws Exception {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println(a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("Point(1,2)") + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode() + " " + c.hashCode());
        Point3 p3 = new Point3(1, 2, 3);
        System.out.println(a.equals(p3) + " " + p3.equals(a) + " " + p3);
        Point cl = a.clone();
        cl.x = 100;
        cl.history[0] = 7;
        System.out.println(a + " " + cl + " shared history " + a.history[0] + " " + (cl.getClass() == Point.class));
        Point deep = a.deepClone();
        deep.history[1] = 9;
        System.out.println("deep " + a.history[1] + " " + deep.history[1]);
        Point3 c3 = (Point3) p3.clone();
        System.out.println("clone of subclass " + c3 + " " + c3.getClass().getSimpleName() + " " + (c3 != p3));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        int[] arr = {1, 2, 3};
        int[] arrClone = arr.clone();
        arrClone[0] = 99;
        String[][] grid = {{"a"}, {"b"}};
        String[][] gridClone = grid.clone();
        gridClone[0][0] = "changed";
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(arrClone) + " " + grid[0][0] + " " + (gridClone[1] == grid[1]));
        NoEquals n1 = new NoEquals(1), n2 = new NoEquals(1);
        System.out.println("default equals " + n1.equals(n2) + " " + n1.equals(n1) + " default toString starts with class name: " + n1.toString().startsWith("ObjectMethods$NoEquals@"));
        Object o = new Object();
        System.out.println(o.getClass().getName() + " " + o.equals(o) + " " + o.toString().startsWith("java.lang.Object@"));
        String hex = Integer.toHexString(n1.hashCode());
        System.out.println("toString uses hex hashCode: " + n1.toString().equals("ObjectMethods$NoEquals@" + hex));
        Set<Point> set = new HashSet<Point>(Arrays.asList(a, b, c, new Point(1, 2)));
        System.out.println("set size " + set.size() + " contains " + set.contains(new Point(2, 1)));
        Map<Point, String> map = new HashMap<Point, String>();
        map.put(a, "first");
        map.put(b, "second");
        System.out.println(map.size() + " " + map.get(new Point(1, 2)));
        List<Object> objs = Arrays.asList("s", 1, 2L, 3.0f, 4.0, 'c', true, (byte) 1, (short) 2, new int[0], new Point(0, 0), new ArrayList<String>(), new HashMap<String, String>());
        StringBuilder sb = new StringBuilder();
        for (Object x : objs) sb.append(x.getClass().getName()).append(' ');
        System.out.println(sb);
        System.out.println(a.getClass().getSuperclass().getName() + " " + p3.getClass().getSuperclass().getSimpleName() + " " + Object.class.getSuperclass() + " " + int[].class.getSuperclass().getName());
    }
}
