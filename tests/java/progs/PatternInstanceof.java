// release: 17
import java.util.*;

public class PatternInstanceof {
    interface Animal { }
    record Dog(String name, int age) implements Animal { }
    record Cat(String name, boolean indoor) implements Animal { }
    static final class Fish implements Animal {
        final int fins;
        Fish(int f) { fins = f; }
    }

    static String describe(Object o) {
        if (o instanceof Integer i && i > 100) return "big int " + i;
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof Long l) return "long " + (l * 2);
        if (o instanceof String s && !s.isEmpty()) return "string of " + s.length() + " starting with " + s.charAt(0);
        if (o instanceof String) return "empty string";
        if (o instanceof int[] arr) return "int array " + Arrays.toString(arr);
        if (o instanceof Object[] arr && arr.length > 0 && arr[0] instanceof String first) return "object array starting " + first;
        if (o instanceof List<?> list) return "list size " + list.size();
        if (o instanceof Dog d) return "dog " + d.name() + " aged " + d.age();
        if (o instanceof Cat c && c.indoor()) return "indoor cat " + c.name();
        if (o instanceof Cat c) return "outdoor cat " + c.name();
        if (!(o instanceof Fish f)) return "unknown " + (o == null ? "null" : o.getClass().getSimpleName() + " " + (o instanceof Object[] arr ? arr.length : -1));
        return "fish with " + f.fins + " fins";
    }

    static int sumNumbers(List<Object> items) {
        int sum = 0;
        for (Object o : items) {
            if (o instanceof Number n) sum += n.intValue();
            else if (o instanceof String s) {
                try {
                    sum += Integer.parseInt(s);
                } catch (NumberFormatException e) {
                    sum -= 1;
                }
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        Object[] things = {5, 500, 7L, "hello", "", new int[] {1, 2}, new String[] {"first", "second"}, new Object[] {1},
                List.of(1, 2, 3), new Dog("Rex", 3), new Cat("Tom", true), new Cat("Ali", false), new Fish(4), 2.5, null};
        for (Object t : things) System.out.println(describe(t));
        List<Object> items = new ArrayList<>(List.of(1, 2.9, "30", "x", 4L, 'c'));
        System.out.println("sum " + sumNumbers(items));
        Object o = "scoped";
        if (!(o instanceof String str)) {
            throw new IllegalStateException();
        }
        System.out.println(str.toUpperCase());
        Object maybe = 3;
        boolean ok = maybe instanceof Integer n && n % 2 == 1;
        System.out.println("odd integer: " + ok);
        Animal a = new Dog("Fido", 10);
        String res = a instanceof Dog d && d.age() > 5 ? "old dog " + d.name() : "other";
        System.out.println(res);
    }
}
