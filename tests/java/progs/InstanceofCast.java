import java.util.*;

public class InstanceofCast {
    interface Animal { }
    interface Pet extends Animal { }
    static class Dog implements Pet { }
    static class Wolf implements Animal { }
    static class Puppy extends Dog { }

    static String check(Object o) {
        StringBuilder sb = new StringBuilder();
        sb.append(o == null ? "null" : o.getClass().getName()).append(":");
        if (o instanceof Object) sb.append(" Object");
        if (o instanceof String) sb.append(" String");
        if (o instanceof CharSequence) sb.append(" CharSequence");
        if (o instanceof Comparable) sb.append(" Comparable");
        if (o instanceof Number) sb.append(" Number");
        if (o instanceof Integer) sb.append(" Integer");
        if (o instanceof Object[]) sb.append(" Object[]");
        if (o instanceof String[]) sb.append(" String[]");
        if (o instanceof CharSequence[]) sb.append(" CharSequence[]");
        if (o instanceof Comparable[]) sb.append(" Comparable[]");
        if (o instanceof int[]) sb.append(" int[]");
        if (o instanceof long[]) sb.append(" long[]");
        if (o instanceof int[][]) sb.append(" int[][]");
        if (o instanceof Object[][]) sb.append(" Object[][]");
        if (o instanceof Cloneable) sb.append(" Cloneable");
        if (o instanceof java.io.Serializable) sb.append(" Serializable");
        if (o instanceof Animal) sb.append(" Animal");
        if (o instanceof Pet) sb.append(" Pet");
        if (o instanceof Dog) sb.append(" Dog");
        if (o instanceof Puppy) sb.append(" Puppy");
        if (o instanceof Animal[]) sb.append(" Animal[]");
        if (o instanceof Dog[]) sb.append(" Dog[]");
        if (o instanceof List) sb.append(" List");
        if (o instanceof RandomAccess) sb.append(" RandomAccess");
        if (o instanceof Collection) sb.append(" Collection");
        return sb.toString();
    }

    static void tryCast(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (ClassCastException e) {
            System.out.println(label + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        Object[] things = {"str", 42, 3.5, new Object(), new String[] {"a"}, new Object[] {"b"}, new int[3], new long[1],
                new int[2][2], new String[1][1], new Integer[0], new Dog(), new Puppy(), new Wolf(), new Dog[0], new Puppy[1],
                new Animal[0], new ArrayList<String>(), new LinkedList<String>(), null, new StringBuilder("sb"), 'c', new char[0][]};
        for (Object t : things) System.out.println(check(t));
        final Object s = "hello";
        final Object i = 7;
        final Object sa = new String[] {"x"};
        final Object oa = new Object[] {"y"};
        final Object ia = new int[] {1};
        final Object dog = new Dog();
        tryCast("String->String", () -> { String x = (String) s; });
        tryCast("Integer->String", () -> { String x = (String) i; });
        tryCast("Integer->Number", () -> { Number x = (Number) i; });
        tryCast("String->Comparable", () -> { Comparable<?> x = (Comparable<?>) s; });
        tryCast("String[]->Object[]", () -> { Object[] x = (Object[]) sa; });
        tryCast("Object[]->String[]", () -> { String[] x = (String[]) oa; });
        tryCast("int[]->Object[]", () -> { Object[] x = (Object[]) ia; });
        tryCast("int[]->int[]", () -> { int[] x = (int[]) ia; });
        tryCast("int[]->long[]", () -> { long[] x = (long[]) ia; });
        tryCast("Dog->Pet", () -> { Pet x = (Pet) dog; });
        tryCast("Dog->Puppy", () -> { Puppy x = (Puppy) dog; });
        tryCast("Dog->Wolf iface", () -> { Animal a = (Animal) dog; Wolf w = (Wolf) a; });
        tryCast("Dog->Runnable", () -> { Runnable x = (Runnable) dog; });
        tryCast("null->String", () -> { String x = (String) (Object) null; });
        tryCast("String[]->Comparable[]", () -> { Comparable<?>[] x = (Comparable<?>[]) sa; });
        tryCast("String[]->Integer[]", () -> { Object o = sa; Integer[] x = (Integer[]) o; });
        tryCast("String[]->Cloneable", () -> { Cloneable x = (Cloneable) sa; });
        tryCast("List raw -> ArrayList", () -> { Object l = new LinkedList<String>(); ArrayList<?> x = (ArrayList<?>) l; });
        // generic heap pollution surfacing as CCE
        List<Object> raw = new ArrayList<Object>();
        raw.add(123);
        @SuppressWarnings("unchecked")
        List<String> strs = (List<String>) (List<?>) raw;
        try {
            String bad = strs.get(0);
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("heap pollution: " + e.getClass().getSimpleName());
        }
        // primitive casts via boxing
        Object boxed = 5;
        int unboxedCast = (Integer) boxed;
        System.out.println(unboxedCast + 1);
        try {
            Object dbl = 5.0;
            int x = (Integer) dbl;
            System.out.println(x);
        } catch (ClassCastException e) {
            System.out.println("Double->Integer: CCE");
        }
        // Class.isInstance / isAssignableFrom
        System.out.println(String.class.isInstance("x") + " " + Number.class.isInstance(1) + " " + Number.class.isAssignableFrom(Integer.class)
                + " " + Integer.class.isAssignableFrom(Number.class) + " " + Object[].class.isAssignableFrom(String[].class)
                + " " + Object.class.isAssignableFrom(int[].class) + " " + Object[].class.isInstance(new int[0][]));
        // instanceof with null literal var
        String ns = null;
        System.out.println(ns instanceof String);
    }
}
