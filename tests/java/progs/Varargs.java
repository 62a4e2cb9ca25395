import java.util.Arrays;

public class Varargs {
    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String describe(String label, Object... parts) {
        return label + ":" + parts.length + ":" + Arrays.toString(parts);
    }

    static String which(int x) { return "int"; }
    static String which(long x) { return "long"; }
    static String which(Integer x) { return "Integer"; }
    static String which(int... x) { return "int..."; }
    static String which(Object x) { return "Object"; }

    static String pick(Object o) { return "Object"; }
    static String pick(Object... o) { return "Object..."; }

    static double avg(double first, double... rest) {
        double s = first;
        for (double d : rest) s += d;
        return s / (1 + rest.length);
    }

    static <T> T last(T... items) { return items[items.length - 1]; }

    static String joinAll(String sep, String... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(sep);
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] {10, 20}));
        System.out.println(describe("none"));
        System.out.println(describe("one", "a"));
        System.out.println(describe("mixed", 1, 'c', 2.5, "s", null, true));
        System.out.println(describe("array", (Object[]) new String[] {"x", "y"}));
        System.out.println(describe("array as one", (Object) new String[] {"x", "y"}).startsWith("array as one:1"));
        System.out.println(describe("null array", (Object[]) null == null ? new Object[0] : null));
        byte b = 1;
        short sh = 2;
        char c = 'c';
        System.out.println(which(5) + " " + which(5L) + " " + which(b) + " " + which(sh) + " " + which(c) + " " + which(Integer.valueOf(5))
                + " " + which() + " " + which(1, 2) + " " + which("s") + " " + which(5.0));
        System.out.println(pick("x") + " " + pick() + " " + pick("a", "b") + " " + pick((Object) null) + " " + pick(new Object[] {"q"}));
        System.out.println(avg(1) + " " + avg(1, 2) + " " + avg(1, 2, 3, 4));
        System.out.println(last("a", "b", "c") + " " + last(1, 2, 3) + " " + last(1.5));
        System.out.println(joinAll(", ", "x", "y", "z") + " | " + joinAll("-") + " | " + joinAll("+", args));
        System.out.println(String.format("%s %s %s", "fmt", 1, 2.0));
        System.out.println(Arrays.asList(1, 2, 3) + " " + Arrays.asList(new int[] {1, 2}).size() + " " + Arrays.asList(new Integer[] {1, 2}).size());
        Object[] objs = {"x", 1};
        System.out.println(describe("objs", objs) + " " + describe("nested", objs, objs).startsWith("nested:2:[[Ljava.lang.Object;@"));
    }
}
