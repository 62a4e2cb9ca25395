// release: 17
// A collector's parts used by hand: supplier, accumulator, and the combiner
// a parallel stream would use to merge two partial results, which must
// combine as java's do; and the collectors' characteristics.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
public class CollectorCombiners {
    @SuppressWarnings("unchecked")
    static <T, A, R> R manual(Collector<? super T, A, R> c, List<T> left, List<T> right) {
        A a1 = c.supplier().get(), a2 = c.supplier().get();
        for (T t : left) c.accumulator().accept(a1, t);
        for (T t : right) c.accumulator().accept(a2, t);
        A merged = c.combiner().apply(a1, a2);
        return c.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH) ? (R) merged : c.finisher().apply(merged);
    }
    static void show(Object o) { System.out.println(o); }
    public static void main(String[] args) {
        List<String> l = List.of("apple", "bob", "cat"), r = List.of("dog", "apple", "eel");
        System.out.println(manual(Collectors.toList(), l, r));
        System.out.println(manual(Collectors.toSet(), l, r).size());
        System.out.println(manual(Collectors.joining(","), l, r));
        System.out.println(manual(Collectors.joining("|", "<", ">"), l, r));
        System.out.println(manual(Collectors.counting(), l, r));
        System.out.println(manual(Collectors.summingInt(String::length), l, r));
        System.out.println(manual(Collectors.averagingInt(String::length), l, r));
        TreeMap<Integer, List<String>> g = manual(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()), l, r); System.out.println(g);
        System.out.println(manual(Collectors.partitioningBy(s -> s.length() > 3), l, r));
        TreeMap<String, Integer> tmm = manual(Collectors.toMap(s -> s, String::length, Integer::sum, TreeMap::new), l, r); System.out.println(tmm);
        System.out.println(manual(Collectors.minBy(Comparator.naturalOrder()), l, r));
        System.out.println(manual(Collectors.summarizingInt(String::length), l, r));
        TreeSet<String> ts = manual(Collectors.mapping(String::toUpperCase, Collectors.toCollection(TreeSet::new)), l, r); System.out.println(ts);
        System.out.println(manual(Collectors.reducing("", (a, b) -> a + b.charAt(0)), l, r));
        String tee = manual(Collectors.teeing(Collectors.counting(), Collectors.joining(), (Long n, String s) -> n + ":" + s), l, r); System.out.println(tee);
        System.out.println(manual(Collectors.toUnmodifiableList(), l, r));
        System.out.println(Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics().size() + " " + Collectors.joining().characteristics());
        try { manual(Collectors.toMap(s -> s, s -> 1), l, r); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        Collector<String, StringBuilder, String> custom = Collector.of(StringBuilder::new, (sb, s) -> sb.append(s.charAt(0)), StringBuilder::append, StringBuilder::toString);
        System.out.println(Stream.of("x", "y", "z").collect(custom) + " " + manual(custom, l, r) + " " + custom.characteristics());
        show(manual(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()), l, r));
        System.out.println(manual(Collectors.partitioningBy(s -> s.startsWith("a"), Collectors.joining("+")), l, r));
        System.out.println(new TreeMap<>(manual(Collectors.toMap(s -> s + s.length(), s -> s.charAt(0)), List.of("a", "bb"), List.of("ccc"))));
        System.out.println(manual(Collectors.reducing((String a, String b) -> a + b), List.<String>of(), r) + " " + manual(Collectors.reducing((String a, String b) -> a + b), l, List.<String>of()));
        System.out.println(manual(Collectors.summingDouble(String::length), l, r) + " " + manual(Collectors.averagingDouble(s -> s.length() / 2.0), l, r) + " " + manual(Collectors.summingLong(String::length), l, r) + " " + manual(Collectors.averagingLong(String::length), l, r));
        System.out.println(manual(Collectors.summarizingLong(String::length), l, r) + " " + manual(Collectors.summarizingDouble(String::length), l, r));
        System.out.println(manual(Collectors.filtering(s -> s.contains("e"), Collectors.toList()), l, r) + " " + manual(Collectors.flatMapping(s -> s.chars().boxed(), Collectors.counting()), l, r));
        System.out.println(manual(Collectors.collectingAndThen(Collectors.toList(), List::size), l, r) + " " + manual(Collectors.maxBy(Comparator.comparing(String::length)), l, r));
        System.out.println(Collectors.groupingBy(String::length).characteristics() + " " + Collectors.groupingBy(String::length, Collectors.counting()).characteristics() + " " + Collectors.toMap(s -> s, s -> s).characteristics() + " " + Collectors.counting().characteristics() + " " + Collectors.summarizingInt(String::length).characteristics() + " " + Collectors.toSet().characteristics());
        System.out.println(Stream.of(1, 2, 3, 4).reduce(0, (acc, x) -> acc + x, Integer::sum) + " " + IntStream.range(0, 100).parallel().collect(ArrayList<Integer>::new, ArrayList::add, ArrayList::addAll).size());
        System.out.println(Stream.of("b", "a", "c").parallel().collect(Collectors.toList()) + " " + IntStream.rangeClosed(1, 10).parallel().reduce(1, (a, b) -> a * b));
    }
}
