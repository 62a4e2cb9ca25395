import java.util.*;
import java.util.function.*;

public class MethodRefs {
    static int twice(int x) { return 2 * x; }
    static String shout(String s) { return s.toUpperCase() + "!"; }

    private final String prefix;
    MethodRefs(String prefix) { this.prefix = prefix; }
    MethodRefs() { this("default"); }
    String decorate(String s) { return prefix + "[" + s + "]"; }

    static class Person {
        final String name;
        final int age;
        Person(String name, int age) { this.name = name; this.age = age; }
        Person(String name) { this(name, 0); }
        String getName() { return name; }
        int getAge() { return age; }
        boolean isAdult() { return age >= 18; }
        @Override public String toString() { return name + "(" + age + ")"; }
        static int byAge(Person a, Person b) { return Integer.compare(a.age, b.age); }
    }

    static class Base {
        String hello() { return "Base.hello"; }
    }

    static class Derived extends Base {
        @Override String hello() { return "Derived.hello"; }
        Supplier<String> superRef() { return super::hello; }
        Supplier<String> thisRef() { return this::hello; }
    }

    public static void main(String[] args) {
        // static
        IntUnaryOperator t = MethodRefs::twice;
        Function<String, String> sh = MethodRefs::shout;
        Function<String, Integer> parse = Integer::parseInt;
        BiFunction<Integer, Integer, Integer> max = Math::max;
        System.out.println(t.applyAsInt(21) + " " + sh.apply("hey") + " " + (parse.apply("123") + 1) + " " + max.apply(3, 9));
        // bound
        MethodRefs mr = new MethodRefs(">>");
        Function<String, String> dec = mr::decorate;
        String hello = "Hello";
        Supplier<Integer> helloLen = hello::length;
        Predicate<String> startsH = hello::startsWith;
        System.out.println(dec.apply("x") + " " + helloLen.get() + " " + startsH.test("He") + " " + startsH.test("lo"));
        Consumer<Object> printer = System.out::println;
        printer.accept("printed via System.out::println");
        printer.accept(42);
        // unbound
        Function<String, String> upper = String::toUpperCase;
        BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        ToIntFunction<Person> ageOf = Person::getAge;
        System.out.println(upper.apply("abc") + " " + eq.apply("AbC", "aBc") + " " + charAt.apply("hello", 1) + " " + ageOf.applyAsInt(new Person("X", 33)));
        // constructors
        Supplier<MethodRefs> ctor0 = MethodRefs::new;
        Function<String, MethodRefs> ctor1 = MethodRefs::new;
        BiFunction<String, Integer, Person> pctor = Person::new;
        Function<String, Person> pctor1 = Person::new;
        Supplier<List<String>> listMaker = ArrayList::new;
        Function<String, StringBuilder> sbMaker = StringBuilder::new;
        System.out.println(ctor0.get().decorate("a") + " " + ctor1.apply("P").decorate("b") + " " + pctor.apply("Ann", 30) + " " + pctor1.apply("Baby"));
        List<String> made = listMaker.get();
        made.add("one");
        System.out.println(made + " " + sbMaker.apply("abc").reverse());
        // array constructors
        IntFunction<int[]> intArr = int[]::new;
        IntFunction<String[]> strArr = String[]::new;
        Function<Integer, double[][]> matrix = double[][]::new;
        int[] ia = intArr.apply(5);
        String[] sa = strArr.apply(3);
        double[][] dm = matrix.apply(2);
        System.out.println(ia.length + " " + Arrays.toString(ia) + " " + sa.length + " " + Arrays.toString(sa) + " " + dm.length + " " + dm[0]);
        // with collections
        List<Person> people = new ArrayList<>();
        String[] names = {"Zoe", "adam", "Mike", "eve", "Bob"};
        int[] ages = {25, 17, 40, 12, 33};
        for (int i = 0; i < names.length; i++) people.add(pctor.apply(names[i], ages[i]));
        people.sort(Person::byAge);
        System.out.println(people);
        people.sort(Comparator.comparing(Person::getName, String::compareToIgnoreCase));
        System.out.println(people);
        people.removeIf(((Predicate<Person>) Person::isAdult).negate());
        System.out.println(people);
        List<String> ns = new ArrayList<>();
        people.forEach(p -> ns.add(p.getName()));
        ns.replaceAll(String::toLowerCase);
        System.out.println(ns);
        ns.forEach(System.out::println);
        // super:: and this::
        Derived d = new Derived();
        System.out.println(d.superRef().get() + " " + d.thisRef().get());
        // method ref to varargs and overloaded
        Function<Object, String> valueOf = String::valueOf;
        BiFunction<String, Object[], String> fmt = String::format;
        System.out.println(valueOf.apply(3.5) + " " + fmt.apply("%s-%s", new Object[] {"a", 1}));
        Function<Integer, Integer> boxedAbs = Math::abs;
        IntBinaryOperator cmp = Integer::compare;
        System.out.println(boxedAbs.apply(-7) + " " + cmp.applyAsInt(3, 5));
        Runnable r = MethodRefs::staticSideEffect;
        r.run();
        r.run();
        System.out.println("side effects " + sideEffects);
    }

    static int sideEffects;
    static void staticSideEffect() { sideEffects++; }
}
