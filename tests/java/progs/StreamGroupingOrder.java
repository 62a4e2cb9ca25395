import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

/**
 * The iteration order of the HashMap that groupingBy makes: java adds each new key with
 * computeIfAbsent, which puts it at the head of its bin, while put appends at the tail; keys
 * that share a bin ("Ops" and "Sales", "Aa" and "BB") show the difference.
 */
public class StreamGroupingOrder {
    static final class Emp {
        final String name, dept;
        final int age;

        Emp(String name, String dept, int age) {
            this.name = name;
            this.dept = dept;
            this.age = age;
        }
    }

    public static void main(String[] args) {
        List<Emp> emps = Arrays.asList(new Emp("Ann", "Eng", 31), new Emp("Bob", "Eng", 45), new Emp("Cid", "Ops", 28),
            new Emp("Dee", "Ops", 39), new Emp("Eve", "Sales", 25), new Emp("Fay", "Eng", 23), new Emp("Gus", "Sales", 52));
        Function<Emp, String> dept = e -> e.dept;
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.counting())));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.averagingInt(e -> e.age))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.mapping(e -> e.name, Collectors.joining("/")))));
        System.out.println(Stream.of("Eng", "Ops", "Sales").collect(Collectors.groupingBy(s -> s)));
        System.out.println(Stream.of("Aa", "BB", "Aa", "C#", "BB").collect(Collectors.groupingBy(Function.identity(), Collectors.counting())));
        // the same keys through a plain HashMap: put appends, computeIfAbsent and merge prepend
        Map<String, Integer> put = new HashMap<>(), cia = new HashMap<>(), merge = new HashMap<>();
        for (String s : new String[] {"Eng", "Ops", "Sales", "Aa", "BB"}) {
            put.put(s, 1);
            cia.computeIfAbsent(s, k -> 1);
            merge.merge(s, 1, Integer::sum);
        }
        System.out.println(put + " " + cia + " " + merge);
        // groupingByConcurrent and a LinkedHashMap factory keep their own orders
        System.out.println(new TreeMap<>(emps.stream().collect(Collectors.groupingByConcurrent(dept, Collectors.counting()))));
        Map<String, Integer> linked = emps.stream().collect(Collectors.groupingBy(dept, LinkedHashMap::new, Collectors.summingInt(e -> e.age)));
        System.out.println(linked);
        // many words: the bins fill and the table grows while grouping
        String text = "the quick brown fox jumps over the lazy dog while the cat sleeps on a warm mat near an old oak tree by the river bank";
        System.out.println(Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(String::length)));
        System.out.println(Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(w -> w.substring(0, 1), Collectors.counting())));
    }
}
